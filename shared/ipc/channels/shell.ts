import { z } from 'zod'
import { channel } from '../define'

export const shellChannels = {
  /** Opens an https link in the user's browser; anything else is refused. */
  'shell:openExternal': channel(
    z.object({ url: z.string().url() }),
    z.object({ opened: z.boolean() }),
  ),
} as const

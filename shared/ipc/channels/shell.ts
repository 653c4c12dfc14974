import { z } from 'zod'
import { channel } from '../define'

export const shellChannels = {
  /** Opens an https link in the user's browser; anything else is refused. */
  'shell:openExternal': channel(
    z.object({ url: z.string().url() }),
    z.object({ opened: z.boolean() }),
  ),
  'app:info': channel(
    z.undefined(),
    z.object({ version: z.string(), platform: z.string(), logFile: z.string().nullable() }),
  ),
} as const

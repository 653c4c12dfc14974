import { z } from 'zod'
import { channel } from '../define'

export const appChannels = {
  /** The app's version, platform and log file, shown in the status bar. */
  'app:info': channel(
    z.undefined(),
    z.object({ version: z.string(), platform: z.string(), logFile: z.string().nullable() }),
  ),
} as const

import { z } from 'zod'
import { channel } from '../define'

export const appChannels = {
  /** The app's version, platform and log file (the status bar), and what the About box shows. */
  'app:info': channel(
    z.undefined(),
    z.object({
      version: z.string(),
      platform: z.string(),
      logFile: z.string().nullable(),
      /** The runtime's versions; Electron's and Chrome's are null outside Electron (the harness). */
      electron: z.string().nullable(),
      chrome: z.string().nullable(),
      node: z.string(),
      license: z.string(),
    }),
  ),
} as const

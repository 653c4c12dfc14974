import { z } from 'zod'
import { appErrorDataSchema } from '../../errors'
import { channel } from '../define'
import { attendeeChannels } from './attendees'
import { viewChannels } from './views'

const views = viewChannels['views:get'].output
const page = attendeeChannels['attendees:list']

/** One read of the first screen: its answer, or its failure as a call would have failed. */
const readResult = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: appErrorDataSchema }),
  ])

/** The first screen's answer (shared/first-screen.ts), with the page checked as `page` checks it. */
const firstScreen = (pageSchema: z.ZodType<z.output<typeof page.output>>) =>
  z
    .object({
      workspaceId: z.string(),
      eventId: z.string(),
      /** The request the page answers: the grid's first (FIRST_PAGE_QUERY). */
      query: page.input.pick({ filter: true, sort: true, page: true, pageSize: true }),
      views: readResult(views),
      page: readResult(pageSchema),
    })
    /** Null for a window opening elsewhere than Attendees, or with no event chosen. */
    .nullable()

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
  /**
   * The active event's remembered columns and first page, for a window opening
   * on Attendees: asked by the preload as the page starts to load, before the
   * window's scripts run (shared/first-screen.ts).
   */
  'app:firstScreen': channel(
    z.object({ hash: z.string().max(4096) }),
    firstScreen(page.output),
    // Its page is attendees:list's answer, so it is checked as that channel checks its own.
    { sourceValidatedOutput: firstScreen(page.sourceValidatedOutput!) },
  ),
} as const

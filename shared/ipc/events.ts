/** main→renderer events: name → payload schema. */
import { z } from 'zod'
import { requestStatusSchema } from './channels/requests'
import { exportStatusSchema } from './channels/export'
import { uploadProgressSchema } from './channels/uploads'
import { catalogChangeSchema } from './channels/catalog'
import { jobTargetSchema } from './channels/jobs'
import { menuCommandSchema } from './channels/menu'
import { applyStatusSchema } from '@shared/agenda/model'
import { journalChangedSchema, journalProgressSchema } from './channels/journal'
import { snapshotJobSchema } from './channels/snapshots'

export const eventSchemas = {
  /** Something changed in the list of workspaces (added in another window, demo started…). */
  'workspaces:changed': z.object({ at: z.number() }),
  /** The request meter of a workspace: in flight, queued, used today, rate-limit waits (≤ 5 per second). */
  'requests:status': requestStatusSchema,
  /** The catalog of known IDs of an event changed (added, labelled, removed, or met in a response): the entries it changed. */
  'catalog:changed': catalogChangeSchema,
  /** An export's progress (at most 5 per second) and, when it stops, its summary. */
  'exports:progress': exportStatusSchema,
  /** Bytes of an image upload's body sent so far (at most 5 per second per upload, then the last). */
  'uploads:progress': uploadProgressSchema,
  /** A stagehand:// link was received: the window takes it with `links:take`. */
  'links:arrived': z.object({}),
  /** The person clicked a long job's notification: the window shows that job's screen. */
  'jobs:open': jobTargetSchema,
  /** The app menu opens something of the window's (a dialog, a recent event). */
  'app:menu': menuCommandSchema,
  /** An agenda import's apply: outcome per row (at most 5 a second), then its summary. */
  'agenda:progress': applyStatusSchema,
  /** Journal entries recorded or changed (a write, a revert, a settled Check): the entries, whole. */
  'journal:changed': journalChangedSchema,
  /** A batch undo's progress (at most 5 per second, then the last). */
  'journal:progress': journalProgressSchema,
  /** An attendee snapshot being taken: its progress (at most 5 per second), then its end. */
  'snapshots:progress': snapshotJobSchema,
} as const

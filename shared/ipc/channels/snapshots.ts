/**
 * Attendee snapshots: an event's attendees kept on this computer, and what they tell.
 *
 * Taking one reads every page of the attendee list (a long job, progress as
 * the `snapshots:progress` event); the overview, the changes since the
 * snapshot before and the attendees behind a tile or bar are answered from
 * the stored snapshots alone, so they stay readable offline.
 */
import { z } from 'zod'
import type {
  AttendeeOverview,
  SnapshotAttendee,
  SnapshotChanges,
} from '@shared/snapshots/overview'
import { channel } from '../define'
import { eventRef } from './common'

const countSchema = z.object({ value: z.string(), count: z.number().int() })
const breakdownSchema = z.object({
  key: z.string(),
  counts: z.array(countSchema),
  others: z.number().int(),
})

export const overviewSchema = z.object({
  snapshotId: z.string(),
  workspaceId: z.string(),
  eventId: z.string(),
  takenAt: z.string(),
  total: z.number().int(),
  byStatus: breakdownSchema,
  byTicketType: breakdownSchema,
  byCountry: breakdownSchema,
  byCustomField: breakdownSchema.nullable(),
  perDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  customFieldChoices: z.array(z.object({ fieldSlug: z.string(), distinct: z.number().int() })),
}) satisfies z.ZodType<AttendeeOverview>

export const snapshotAttendeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  country: z.string(),
  status: z.string(),
  ticketName: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<SnapshotAttendee>

export const changesSchema = z.object({
  fromSnapshotId: z.string(),
  toSnapshotId: z.string(),
  fromTakenAt: z.string(),
  toTakenAt: z.string(),
  added: z.array(snapshotAttendeeSchema),
  removed: z.array(snapshotAttendeeSchema),
  statusChanged: z.array(
    z.object({ attendee: snapshotAttendeeSchema, from: z.string(), to: z.string() }),
  ),
}) satisfies z.ZodType<SnapshotChanges>

/** A snapshot being taken, or how its taking ended. */
export const snapshotJobSchema = z.object({
  workspaceId: z.string(),
  eventId: z.string(),
  state: z.enum(['running', 'paused', 'done', 'failed', 'cancelled']),
  /** Paused because today's request quota is spent: Resume once it is back. */
  pausedForQuota: z.boolean(),
  attendees: z.number().int(),
  requests: z.number().int(),
  /** What went wrong and what is needed, in words; null while all is well. */
  message: z.string().nullable(),
})
export type SnapshotJob = z.output<typeof snapshotJobSchema>

const takenSchema = z.object({ snapshotId: z.string(), takenAt: z.string(), total: z.number() })

/** Which group of the changes a list is of. */
export const changeGroupSchema = z.union([
  z.object({ kind: z.literal('added') }),
  z.object({ kind: z.literal('removed') }),
  z.object({ kind: z.literal('status'), to: z.string() }),
])

export type ChangeGroup = z.output<typeof changeGroupSchema>

export const snapshotChannels = {
  /** The event's snapshot being taken (if any), its latest and the one before. */
  'snapshots:status': channel(
    eventRef,
    z.object({
      job: snapshotJobSchema.nullable(),
      latest: takenSchema.nullable(),
      previous: takenSchema.nullable(),
      /** Something to say about the snapshots kept here (they could not be read), or null. */
      notice: z.string().nullable(),
      /** What taking the next one costs (snapshot-cost.ts). */
      cost: z.object({
        requests: z.number().int().nullable(),
        sentence: z.string(),
        short: z.string(),
      }),
    }),
  ),
  /** Starts taking a snapshot (or resumes one paused); answers at once, progress follows. */
  'snapshots:take': channel(eventRef, snapshotJobSchema),
  'snapshots:cancel': channel(eventRef, z.object({ cancelled: z.boolean() })),
  /** The latest snapshot's overview, with `customField` charted; null before the first. */
  'snapshots:overview': channel(
    eventRef.extend({ customField: z.string().nullable() }),
    overviewSchema.nullable(),
  ),
  /** What changed between the two latest snapshots; null until there are two. */
  'snapshots:changes': channel(eventRef, changesSchema.nullable()),
  /** A page of the latest snapshot's attendees, all or those holding one value. */
  'snapshots:rows': channel(
    eventRef.extend({
      filter: z.object({ key: z.string(), value: z.string() }).nullable(),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(500),
    }),
    z.object({ total: z.number().int(), rows: z.array(snapshotAttendeeSchema) }),
  ),
  /** Saves one group of the changes as a CSV file the user chooses. */
  'snapshots:exportChanges': channel(
    eventRef.extend({ group: changeGroupSchema }),
    z.object({ saved: z.string().nullable(), rows: z.number().int() }),
  ),
} as const

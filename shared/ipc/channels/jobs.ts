/**
 * The app's long jobs, as the taskbar and the notifications see them.
 *
 * Exports, bulk photo uploads, batch undos and imports each report their
 * progress to main (docs/architecture.md, "Desktop conventions"): the jobs
 * that main runs itself report there directly, the bulk photo upload, which
 * the window drives, through `jobs:report`. Main shows the sum on the taskbar
 * or dock and a notification when one ends while the window is not focused.
 */
import { z } from 'zod'
import { channel } from '../define'

export const JOB_KINDS = ['export', 'photos', 'undo', 'import', 'snapshot'] as const
export type JobKind = (typeof JOB_KINDS)[number]

export const JOB_STATES = ['running', 'paused', 'done', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

export const jobReportSchema = z.object({
  /** Unique within its kind: an export's ID, the bulk review's own name for its drop. */
  jobId: z.string().min(1).max(80),
  kind: z.enum(JOB_KINDS),
  workspaceId: z.string().min(1).max(200),
  eventId: z.string().max(200).nullable(),
  /** What the job is, named for a person: "attendees-2026-05-04.csv", "12 speaker photos". */
  subject: z.string().min(1).max(200),
  state: z.enum(JOB_STATES),
  /** A paused job stopped for the day's request quota (its end is told), or for another reason. */
  pausedForQuota: z.boolean().default(false),
  /** Work done so far, in the unit of `total` (rows, bytes, changes). */
  done: z.number().min(0),
  /** The whole work, when it is known; null for a job whose end is found only by reaching it. */
  total: z.number().min(0).nullable(),
  /** A sentence about how it ended: what was wrong and what is needed, or what was done. */
  message: z.string().max(500).nullable().default(null),
})
export type JobReport = z.output<typeof jobReportSchema>
export type JobReportInput = z.input<typeof jobReportSchema>

/** Where a job's screen is: what a click on its notification opens. */
export const jobTargetSchema = z.object({
  jobId: z.string(),
  kind: z.enum(JOB_KINDS),
  workspaceId: z.string(),
  eventId: z.string().nullable(),
})
export type JobTarget = z.output<typeof jobTargetSchema>

export const jobChannels = {
  /** The window's progress of a job it drives (the bulk photo upload): at most a few a second. */
  'jobs:report': channel(jobReportSchema, z.object({ accepted: z.literal(true) })),
} as const

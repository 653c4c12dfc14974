import { z } from 'zod'
import { channel } from '../define'

/** Why a request is being sent again: said on screen while it waits for its next attempt. */
export const RETRY_REASONS = [
  'error-status',
  'unreadable',
  'dropped',
  'unreachable',
  'timeout',
] as const
export type RetryReason = (typeof RETRY_REASONS)[number]

/** A request that failed and waits to be sent again: its next attempt is `attempt` of `of` repeats. */
export const retryNoticeSchema = z.object({
  reason: z.enum(RETRY_REASONS),
  attempt: z.number().int().min(1),
  of: z.number().int().min(1),
  /**
   * What failed, in one sentence of the failure's own words (the key taken out),
   * told from the first failed attempt on while the request is repeated; null
   * when the failure has no words of its own.
   */
  what: z.string().max(1000).nullable(),
  /** When the next attempt is sent, in ms on main's steady clock (compare with the status's `at`). */
  at: z.number(),
  /**
   * The channel whose call made the request (`attendees:list`; the export's
   * pages: `exports:start`), so a screen says only its own; null when unknown.
   */
  channel: z.string().nullable(),
})
export type RetryNotice = z.infer<typeof retryNoticeSchema>

/** The request meter of one workspace: also sent as the `requests:status` event. */
export const requestStatusSchema = z.object({
  workspaceId: z.string(),
  inFlight: z.number().int(),
  queued: z.number().int(),
  usedToday: z.number().int(),
  dailyLimit: z.number().int(),
  /** Until when requests wait for a rate limit (ms on main's steady clock); null when not waiting. */
  waitingUntil: z.number().nullable(),
  /** The latest request that is waiting to be sent again after a failure; null when none is. */
  retrying: retryNoticeSchema.nullable(),
  /** Every request waiting to be sent again, oldest first (a screen finds its own by `channel`). */
  retries: z.array(retryNoticeSchema),
  /** When the status was taken, in ms on main's steady clock: time left = waitingUntil - at. */
  at: z.number(),
})
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const requestChannels = {
  'requests:status': channel(z.object({ workspaceId: z.string().min(1) }), requestStatusSchema),
} as const

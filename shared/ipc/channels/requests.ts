import { z } from 'zod'
import { channel } from '../define'

/** The request meter of one workspace: also sent as the `requests:status` event. */
export const requestStatusSchema = z.object({
  workspaceId: z.string(),
  inFlight: z.number().int(),
  queued: z.number().int(),
  usedToday: z.number().int(),
  dailyLimit: z.number().int(),
  /** Epoch ms until which requests wait for a rate limit; null when not waiting. */
  waitingUntil: z.number().nullable(),
  /** Epoch ms when the status was taken (main's clock): time left = waitingUntil - at. */
  at: z.number(),
})
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const requestChannels = {
  'requests:status': channel(z.object({ workspaceId: z.string().min(1) }), requestStatusSchema),
} as const

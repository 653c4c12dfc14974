/** The wire format of one call across the bridge (Electron IPC or the test harness). */
import { z } from 'zod'
import { appErrorDataSchema } from '../errors'

export const invokeEnvelopeSchema = z.object({
  channel: z.string(),
  /** Unique per call; lets the renderer cancel it. */
  callId: z.string().min(1).max(64),
  payload: z.unknown().optional(),
})
export type InvokeEnvelope = z.infer<typeof invokeEnvelopeSchema>

export type InvokeResult =
  { ok: true; value: unknown } | { ok: false; error: z.infer<typeof appErrorDataSchema> }

export const invokeResultSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: appErrorDataSchema }),
])

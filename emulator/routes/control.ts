/**
 * The test control surface over HTTP, mounted only with `control: true`.
 *
 * Each route is a thin wrapper over an EmulatorState method, so in-process
 * tests and out-of-process ones (the e2e harness, scripts) have the same
 * powers. No key needed: the surface exists only in test configurations.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http/guard'
import { validateFaultRule, type FaultRule } from '../http/faults'
import { TEXT_COLUMNS } from '../seed/attendees'
import type { EmulatorState } from '../state'

const resetSchema = z.strictObject({
  seed: z.number().int().optional(),
  attendeesPerEvent: z.number().int().min(0).max(1_000_000).optional(),
})
const latencySchema = z.strictObject({ ms: z.number().min(0).max(120_000) })
const faultsSchema = z.strictObject({
  rules: z.array(z.unknown()),
  seed: z.number().int().optional(),
})
const rateSchema = z.strictObject({
  burst: z.number().min(0).optional(),
  perSecond: z.number().min(0).optional(),
  dailyQuota: z.number().int().min(0).optional(),
})
const endStyleSchema = z.strictObject({
  style: z.enum(['empty', 'missing', 'unchanged', 'past-end']),
})
const patchSchema = z.strictObject({
  ...Object.fromEntries(TEXT_COLUMNS.map((c) => [c, z.string().optional()])),
  updatedAt: z.iso.datetime().optional(),
})

export function controlRoutes(app: Hono<AppEnv>, state: EmulatorState) {
  const body = async <T>(req: Request, schema: z.ZodType<T>) => {
    const text = await req.text()
    const result = schema.safeParse(text ? JSON.parse(text) : {})
    if (!result.success) throw new ControlError(z.prettifyError(result.error))
    return result.data
  }

  app.get('/__control/state', (c) => c.json(state.snapshot()))
  app.get('/__control/keys', (c) => c.json(state.keys))
  app.get('/__control/requests', (c) => c.json(state.requests()))
  app.get('/__control/session-updates', (c) => c.json(state.sessionUpdates()))
  app.delete('/__control/requests', (c) => {
    state.clearRequests()
    return c.json({ ok: true })
  })
  app.get('/__control/images/:id', (c) => {
    const image = state.images.get(c.req.param('id'))
    if (!image) return c.json({ error: 'no such image' }, 404)
    const { bytes, ...meta } = image
    return c.json({ ...meta, byteLength: bytes.length })
  })
  app.post('/__control/reset', async (c) => {
    state.reset(await body(c.req.raw, resetSchema))
    return c.json({ ok: true, events: state.events })
  })
  app.put('/__control/latency', async (c) => {
    state.setLatency((await body(c.req.raw, latencySchema)).ms)
    return c.json({ ok: true })
  })
  app.put('/__control/faults', async (c) => {
    const { rules, seed } = await body(c.req.raw, faultsSchema)
    for (const r of rules) {
      const problem = validateFaultRule(r)
      if (problem) throw new ControlError(problem)
    }
    state.setFaults(rules as FaultRule[], seed)
    return c.json({ ok: true })
  })
  app.post('/__control/faults/release', (c) => c.json({ ok: true, released: state.releaseHeld() }))
  app.delete('/__control/faults', (c) => {
    state.setFaults([])
    return c.json({ ok: true })
  })
  app.put('/__control/rate-limit', async (c) => {
    state.setRateLimit(await body(c.req.raw, rateSchema))
    return c.json({ ok: true, rateLimit: state.limiter.settings })
  })
  app.put('/__control/page-end-style', async (c) => {
    state.setPageEndStyle((await body(c.req.raw, endStyleSchema)).style)
    return c.json({ ok: true })
  })
  app.patch('/__control/events/:eventId/attendees/:attendeeId', async (c) => {
    const patch = (await body(c.req.raw, patchSchema)) as Record<string, string | undefined>
    const ok = state.patchAttendee(c.req.param('eventId'), c.req.param('attendeeId'), patch)
    return ok ? c.json({ ok: true }) : c.json({ error: 'no such event or attendee' }, 404)
  })
}

/** A bad control request; app.ts renders it as 400 `{error}`. */
export class ControlError extends Error {}

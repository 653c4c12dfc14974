/**
 * How fast the emulator serves attendee pages with 100,000 attendees per
 * event: generation, the first (uncached) filtered+sorted query, and pages of
 * 100 of a query already seen — both the server's own handling time (the
 * Hono app called in-process, no sockets) and the round trip over loopback
 * HTTP with fetch. Prints figures; not a test. Generation is meant to stay
 * well under 5 s (about a second on a laptop).
 * Run: npx tsx bench/emulator-attendees.bench.ts [attendees]
 */
import { createEmulatorApp, EmulatorState, startEmulator } from '@emulator/index'

const count = Number(process.argv[2] ?? 100_000)
const filter =
  'profile.country:in:Germany,France,Japan;status:in:REGISTERED,CHECKED_IN;profile.company:not_like:acme'
const sort = 'profile.lastName:asc,createdAt:desc'
const noLimits = { burst: 1e9, perSecond: 1e9, dailyQuota: 1e9 }
const qs = (page: number, f = filter, s = sort) =>
  new URLSearchParams({ filter: f, sort: s, page: String(page), size: '100' })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (ms: number) => `${ms.toFixed(2)} ms`

// 1. In-process: what the emulator itself spends per request.
{
  const state = new EmulatorState({ attendeesPerEvent: count, rateLimit: noLimits })
  const app = createEmulatorApp(state)
  const event = state.events[0]!
  const headers = {
    authorization: state.keys.find((k) => k.kind === 'backend' && k.scopes.length === 2)!.key,
  }
  const get = async (page: number, f?: string, s?: string) => {
    const t = performance.now()
    const res = await app.request(
      `http://127.0.0.1/v1/events/${event.id}/attendees?${qs(page, f, s)}`,
      { headers },
    )
    await res.text()
    if (res.status !== 200) throw new Error(`status ${res.status}`)
    return performance.now() - t
  }
  let t = performance.now()
  state.attendees(event.id)
  console.log(`generate ${count} attendees for one event:      ${fmt(performance.now() - t)}`)
  console.log(`first filtered+sorted query (server):           ${fmt(await get(1))}`)
  const same: number[] = []
  for (let i = 0; i < 30; i++) same.push(await get(1))
  const cold: number[] = []
  for (let p = 40; p < 70; p += 3) cold.push(await get(p))
  // A client reading a page gives the event loop a turn; the next page is rendered then.
  const next: number[] = []
  for (let p = 2; p < 32; p++) {
    await new Promise((r) => setImmediate(r))
    next.push(await get(p))
  }
  console.log(`seen query, page rendered before (median):      ${fmt(median(same))}`)
  console.log(`seen query, page never rendered (median):       ${fmt(median(cold))}`)
  console.log(`seen query, paging forward (median):            ${fmt(median(next))}`)
  t = performance.now()
  await get(1, 'createdAt:gte:2026-01-01T00:00:00Z', 'updatedAt:desc')
  console.log(`another first query (server):                   ${fmt(performance.now() - t)}`)
}

// 2. Over loopback HTTP, as the app's main process sees it (includes fetch and JSON parsing).
{
  const emulator = await startEmulator({ attendeesPerEvent: count, rateLimit: noLimits })
  const event = emulator.events[0]!
  const headers = { authorization: emulator.demoKey }
  const get = async (page: number) => {
    const t = performance.now()
    const res = await fetch(`${emulator.baseUrl}/v1/events/${event.id}/attendees?${qs(page)}`, {
      headers,
    })
    const body = (await res.json()) as { data: unknown[] }
    if (res.status !== 200) throw new Error(`unexpected status ${res.status}`)
    return { ms: performance.now() - t, full: body.data.length === 100 }
  }
  await get(1)
  // Up to 30 full pages: a small event's filtered list may have fewer.
  const http: number[] = []
  for (let p = 1; p < 31; p++) {
    const { ms, full } = await get(p)
    if (!full) break
    http.push(ms)
  }
  if (http.length === 0) throw new Error('the filtered list has no full page of 100 to time')
  console.log(`seen query, page of 100 over HTTP (median of ${http.length}): ${fmt(median(http))}`)
  await emulator.close()
}

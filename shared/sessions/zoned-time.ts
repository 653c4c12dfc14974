/**
 * Wall-clock times in a named time zone and the UTC instants they stand for.
 *
 * The zone rules are the platform's (Intl's time-zone data); nothing here
 * knows when any zone changes its offset. A wall time can stand for no
 * instant (skipped by a daylight-saving change) or for two (repeated when
 * clocks go back); both are reported so the form can warn.
 */

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, f)
  }
  return f
}

/** True when the platform knows this IANA zone name. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false
  try {
    partsFormatter(zone)
    return true
  } catch {
    return false
  }
}

/** The zone names the platform knows, for a chooser; UTC always among them. */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone')
  return names.includes('UTC') ? names : ['UTC', ...names]
}

/** Wall clocks already read, per zone: an agenda repeats the same few times many times. */
const wallCache = new Map<string, Map<number, number>>()
const WALL_CACHE_SIZE = 20_000

/** The wall clock of `instant` in `zone`, read as if it were UTC (ms). */
function wallMs(instant: number, zone: string): number {
  let cache = wallCache.get(zone)
  if (!cache) wallCache.set(zone, (cache = new Map()))
  const known = cache.get(instant)
  if (known !== undefined) return known
  // Cleared whole when full: cheaper than keeping an order, and refilled at once.
  if (cache.size >= WALL_CACHE_SIZE) cache.clear()
  const wall = readWallMs(instant, zone)
  cache.set(instant, wall)
  return wall
}

function readWallMs(instant: number, zone: string): number {
  const parts: Record<string, number> = {}
  for (const p of partsFormatter(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
}

/** Minutes east of UTC that `zone` is at `instant`. */
export function offsetMinutes(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  return Math.round((wallMs(whole, zone) - whole) / MINUTE)
}

function parseWall(wall: string): number | null {
  const m = WALL_TIME_PATTERN.exec(wall)
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
  const ms = Date.UTC(y, mo - 1, d, h, mi)
  const back = new Date(ms)
  // Date.UTC rolls 31 February into March; a wall time must name a real day.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null
  return ms
}

export type WallTimeResolution =
  | { kind: 'invalid' }
  /** One instant: the usual case. */
  | { kind: 'exact'; utc: string }
  /** Clocks were put forward over this time: `utc` is the same wall time at the earlier offset, i.e. after the gap. */
  | { kind: 'skipped'; utc: string; shownAs: string }
  /** Clocks were put back over this time: `utc` is the first of the two, `later` the second. */
  | { kind: 'repeated'; utc: string; later: string }

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/** The UTC instant(s) a wall time in `zone` stands for. */
export function resolveWallTime(wall: string, zone: string): WallTimeResolution {
  const asUtc = parseWall(wall)
  if (asUtc === null || !isTimeZone(zone)) return { kind: 'invalid' }
  // Offsets a day apart bracket any change near this time (zones change at most once a day).
  const candidates = [
    ...new Set([offsetMinutes(asUtc - 24 * HOUR, zone), offsetMinutes(asUtc + 24 * HOUR, zone)]),
  ]
  const matches = candidates
    .map((offset) => asUtc - offset * MINUTE)
    .filter((instant) => wallMs(instant, zone) === asUtc)
    .sort((a, b) => a - b)
  if (matches.length === 1) return { kind: 'exact', utc: iso(matches[0]!) }
  if (matches.length > 1)
    return { kind: 'repeated', utc: iso(matches[0]!), later: iso(matches[1]!) }
  // In the gap: read with the offset before the change, which lands after the gap.
  const before = offsetMinutes(asUtc - 24 * HOUR, zone)
  const instant = asUtc - before * MINUTE
  return { kind: 'skipped', utc: iso(instant), shownAs: utcToWallTime(iso(instant), zone) ?? wall }
}

/** The wall time (`YYYY-MM-DDTHH:mm`) of a UTC ISO 8601 instant in `zone`; null if unreadable. */
export function utcToWallTime(value: string, zone: string): string | null {
  const instant = Date.parse(value)
  if (Number.isNaN(instant) || !isTimeZone(zone)) return null
  return new Date(wallMs(instant, zone)).toISOString().slice(0, 16)
}

export interface OffsetChange {
  /** The first instant at the new offset (to the second). */
  at: string
  fromMinutes: number
  toMinutes: number
}

/** Every offset change of `zone` strictly after `start` and at or before `end` (ISO instants). */
export function offsetChangesBetween(start: string, end: string, zone: string): OffsetChange[] {
  const from = Date.parse(start)
  const to = Date.parse(end)
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || !isTimeZone(zone)) return []
  const changes: OffsetChange[] = []
  // Steps of 6 hours cannot jump over two changes; a year is the most a session could sensibly span.
  const step = 6 * HOUR
  const last = Math.min(to, from + 366 * 24 * HOUR)
  let t = from
  let offset = offsetMinutes(t, zone)
  while (t < last) {
    const next = Math.min(t + step, last)
    const nextOffset = offsetMinutes(next, zone)
    if (nextOffset !== offset) {
      // Narrow the change down to the second by bisection (offsetMinutes reads whole seconds).
      let lo = Math.floor(t / 1000)
      let hi = Math.floor(next / 1000)
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2)
        if (offsetMinutes(mid * 1000, zone) === offset) lo = mid
        else hi = mid
      }
      changes.push({ at: iso(hi * 1000), fromMinutes: offset, toMinutes: nextOffset })
    }
    t = next
    offset = nextOffset
  }
  return changes
}

/** `UTC+02:00`, `UTC−05:00`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+'
  const abs = Math.abs(minutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `UTC${sign}${hh}:${mm}`
}

/**
 * Finding an event by name in the service's list, and its days in words.
 *
 * Pure: the picker passes the listed events and the text typed.
 */
import type { EventSummary } from '@shared/ipc/channels/listings'

/** Lower case without accents, so "Zürich" is found by "zurich". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The events whose name holds every word typed, those starting with it first,
 * at most `limit`; every event (up to the limit) for no text.
 */
export function matchEvents(
  events: readonly EventSummary[],
  text: string,
  limit = 8,
): EventSummary[] {
  const query = folded(text.trim())
  const words = query.split(/\s+/).filter(Boolean)
  if (words.length === 0) return events.slice(0, limit)
  const found = events.filter((e) => {
    const name = folded(e.name ?? '')
    return words.every((w) => name.includes(w))
  })
  const starts = (e: EventSummary) => (folded(e.name ?? '').startsWith(query) ? 0 : 1)
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, limit)
}

const validZone = (zone: string | null): string => {
  if (!zone) return 'UTC'
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return zone
  } catch {
    return 'UTC'
  }
}

const dayOf = (iso: string | null): Date | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12–14 May 2026", "30 Apr – 2 May 2026", "12 May 2026", in the event's zone; null when unknown. */
export function eventDays(event: EventSummary): string | null {
  const start = dayOf(event.startDate)
  if (!start) return null
  const end = dayOf(event.endDate) ?? start
  const timeZone = validZone(event.timezone)
  const part = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(date)
  const full = (date: Date) => part(date, { day: 'numeric', month: 'short', year: 'numeric' })
  const [sd, sm, sy] = [
    part(start, { day: 'numeric' }),
    part(start, { month: 'short' }),
    part(start, { year: 'numeric' }),
  ]
  const [ed, em, ey] = [
    part(end, { day: 'numeric' }),
    part(end, { month: 'short' }),
    part(end, { year: 'numeric' }),
  ]
  if (sy !== ey) return `${full(start)} – ${full(end)}`
  if (sm !== em) return `${sd} ${sm} – ${ed} ${em} ${ey}`
  if (sd !== ed) return `${sd}–${ed} ${em} ${ey}`
  return full(start)
}

/** The event's name, or its ID when the service gave none. */
export const eventName = (event: EventSummary): string => event.name ?? event.id

/**
 * History's entries grouped by the day they were sent, in the window's zone.
 *
 * The journal lists newest first; groups keep that order, so today comes
 * first and each day's newest entry leads it.
 */

import { zoneFormat } from './zone-format'

export interface DayGroup<T> {
  /** `2026-11-27`: the day in the zone, a stable key. */
  day: string
  /** "Today", "Yesterday", or `Wednesday 25 November 2026`. */
  label: string
  entries: T[]
}

function dayKey(time: number, zone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return zoneFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, zone).format(
    time,
  )
}

function dayLabel(time: number, zone?: string): string {
  return zoneFormat(
    'en-GB',
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    zone,
  ).format(time)
}

/** Groups by day; `now` names today and yesterday. An unreadable time goes with the entry before. */
export function groupByDay<T extends { at: string }>(
  entries: readonly T[],
  now: Date,
  zone?: string,
): DayGroup<T>[] {
  const today = dayKey(now.getTime(), zone)
  const yesterday = dayKey(now.getTime() - 86_400_000, zone)
  const groups: DayGroup<T>[] = []
  for (const entry of entries) {
    const time = Date.parse(entry.at)
    const last = groups.at(-1)
    if (Number.isNaN(time)) {
      if (last) last.entries.push(entry)
      else groups.push({ day: 'unknown', label: 'Unknown day', entries: [entry] })
      continue
    }
    const day = dayKey(time, zone)
    if (last?.day === day) {
      last.entries.push(entry)
      continue
    }
    const label = day === today ? 'Today' : day === yesterday ? 'Yesterday' : dayLabel(time, zone)
    groups.push({ day, label, entries: [entry] })
  }
  return groups
}

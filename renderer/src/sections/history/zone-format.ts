/**
 * Date formatters shared across renders, one per locale, options and zone.
 *
 * Building an `Intl.DateTimeFormat` costs far more than using one, and History
 * formats a time for every row it draws, so each kind is built once and kept.
 * The instant and clock formats History and the overview write are here too,
 * apart from the journal's entry words (entry-view.ts) and the code they load.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

/** The formatter for `locale` and `options` in `zone` (the window's zone when absent). */
export function zoneFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  zone?: string,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options, zone ?? null])
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options)
    formats.set(key, format)
  }
  return format
}

const instantFormat = (zone?: string) =>
  zoneFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }, zone)

/** `27 Nov 2026, 16:04` in the window's zone (or `zone`). */
export function formatInstant(iso: string, zone?: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : instantFormat(zone).format(time)
}

/** `16:04` in the window's zone (or `zone`). */
export function formatClock(iso: string, zone?: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return zoneFormat('en-GB', { timeStyle: 'short' }, zone).format(time)
}

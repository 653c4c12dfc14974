/**
 * Date formatters shared across renders, one per locale, options and zone.
 *
 * Building an `Intl.DateTimeFormat` costs far more than using one, and History
 * formats a time for every row it draws, so each kind is built once and kept.
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

/**
 * Numbers written for people, each format built once, on first use.
 *
 * Building a process's first `Intl` format loads its locale data: about
 * 20 ms in Chromium. A module that builds its format as it loads makes every
 * start pay that before the window draws; built here, it is paid by the
 * first number that needs it. Whole counts, which the first screen writes
 * (the status bar's request meter), are grouped without it. English
 * grouping everywhere: "1,204".
 */
const formats = new Map<string, Intl.NumberFormat>()

/** The one format for `options`, built when first asked for. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options)
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', options)
    formats.set(key, format)
  }
  return format
}

/** A count and its noun, one or many: "1 row", "1,204 rows". */
export function countWords(n: number, one: string, many: string): string {
  return `${countText(n)} ${n === 1 ? one : many}`
}

/** A count with thousands marked: "1,204". The same as `numberFormat().format(n)`. */
export function countText(n: number): string {
  if (!Number.isSafeInteger(n)) return numberFormat().format(n)
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

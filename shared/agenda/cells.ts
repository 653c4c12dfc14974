/**
 * Reading one cell of an agenda sheet: a time, a capacity, tags, text.
 *
 * A time is `2026-05-12 09:00` (also with `T`, seconds, or `/` in the date),
 * or `12.05.2026 09:00` as a European sheet writes it (day and month in the
 * sheet's order, date-order.ts), read in the event's time zone, or an
 * instant with its offset
 * (`2026-05-12T09:00+02:00`, `…Z`), read as it says; a workbook's date cell
 * is the wall time it shows. Each reader answers a value or the sentence
 * saying what is wrong and how the cell should look.
 */
import { isBlank, type Cell } from './sheet'
import { resolveWallTime } from '../sessions/zoned-time'
import { DAY_MONTH_TEXT, dayMonth, type DateOrder } from './date-order'

export type CellRead<T> = { ok: true; value: T } | { ok: false; problem: string }

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value })
const bad = <T>(problem: string): CellRead<T> => ({ ok: false, problem })

/**
 * A cell as text, trimmed; numbers as written, dates as ISO wall times.
 *
 * The apostrophe an export puts before a formula-looking value (so a
 * spreadsheet shows it as text) is taken off again.
 */
export function cellText(cell: Cell | undefined): string {
  if (isBlank(cell)) return ''
  if (cell instanceof Date) return cell.toISOString().slice(0, 16).replace('T', ' ')
  const text = String(cell).trim()
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text
}

const TIME_TEXT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0')

/** Days between Excel's day 0 (1899-12-30) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569
const DAY_MS = 86_400_000

function wallToInstant(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  zone: string,
) {
  const wall = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`
  const r = resolveWallTime(wall, zone)
  if (r.kind === 'invalid') return null
  return new Date(Date.parse(r.utc) + s * 1000).toISOString().replace('.000Z', 'Z')
}

const TIME_HINT =
  'write a date and a time, e.g. 2026-05-12 09:00 (in the event’s time zone) or 2026-05-12T09:00+02:00'

/**
 * A text written day and month first as year first, in the sheet's order;
 * a problem while the order is not known; any other text as it is.
 */
function yearFirst(text: string, order: DateOrder | null): CellRead<string> {
  const m = DAY_MONTH_TEXT.exec(text)
  if (!m) return ok(text)
  const read = order ? dayMonth(text, order) : null
  if (!read) {
    return bad(
      `“${text.slice(0, 60)}” can be read with the day or the month first; say above how this sheet writes dates`,
    )
  }
  const seconds = m[6] ? `:${m[6]}` : ''
  return ok(`${m[3]}-${pad(read.month)}-${pad(read.day)} ${m[4]}:${m[5]}${seconds}`)
}

/**
 * A time cell as the UTC instant it stands for (ISO 8601).
 *
 * `order` is how the sheet writes day and month (null while not known).
 */
export function readTime(
  cell: Cell | undefined,
  zone: string,
  order: DateOrder | null = null,
): CellRead<string> {
  if (cell instanceof Date) {
    const ms = cell.getTime()
    if (Number.isNaN(ms)) return bad(`the date cannot be read; ${TIME_HINT}`)
    // A time with no date is stored as a fraction of Excel's day 0 (1899-12-30).
    if (cell.getUTCFullYear() < 1901) return bad(`it has a time but no date; ${TIME_HINT}`)
    const instant = wallToInstant(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
      zone,
    )
    return instant ? ok(instant) : bad(`the date cannot be read; ${TIME_HINT}`)
  }
  if (typeof cell === 'number') {
    // A workbook's number not formatted as a date: Excel's serial date.
    if (cell < 1) return bad(`it has a time but no date; ${TIME_HINT}`)
    const wall = new Date(Math.round(((cell - EXCEL_EPOCH_DAYS) * DAY_MS) / 1000) * 1000)
    return readTime(wall, zone)
  }
  const written = cellText(cell)
  const normal = yearFirst(written, order)
  if (!normal.ok) return normal
  const text = normal.value
  const m = TIME_TEXT.exec(text)
  if (!m) return bad(`“${written.slice(0, 60)}” is not a date and time; ${TIME_HINT}`)
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number]
  const s = m[6] ? Number(m[6]) : 0
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return bad(`“${written.slice(0, 60)}” is not a real date and time; ${TIME_HINT}`)
  const offset = m[7]
  if (offset) {
    const zoneText =
      offset.toUpperCase() === 'Z' ? 'Z' : offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
    const iso = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${zoneText}`
    const ms = Date.parse(iso)
    if (Number.isNaN(ms))
      return bad(`“${written.slice(0, 60)}” has an offset that cannot be read; ${TIME_HINT}`)
    return ok(new Date(ms).toISOString().replace('.000Z', 'Z'))
  }
  const instant = wallToInstant(y, mo, d, h, mi, s, zone)
  return instant ? ok(instant) : bad(`“${written.slice(0, 60)}” cannot be read; ${TIME_HINT}`)
}

/** Tags are separated by semicolons (a tag may hold a comma); empty pieces are dropped. */
export function readTags(cell: Cell | undefined): string[] {
  return cellText(cell)
    .split(/[;\n]/)
    .map((t) => t.trim())
    .filter((t) => t !== '')
}

/** Joins tags as a cell: what readTags reads back. */
export function tagsCell(tags: readonly string[]): string {
  return tags.join('; ')
}

/** A capacity cell as the text the session form takes (a workbook's 120 is "120"). */
export function capacityText(cell: Cell | undefined): string {
  if (typeof cell === 'number' && Number.isInteger(cell)) return String(cell)
  return cellText(cell)
}

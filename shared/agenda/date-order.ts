/**
 * Dates written day and month first, as a European spreadsheet saves them.
 *
 * `12.05.2026 14:30` and `13/05/2026 10:00` put the day first; an American
 * sheet's `05/13/2026 10:00` the month. A sheet holds one way of writing, so
 * one cell whose first number is above 12 settles the order for every cell,
 * as does one whose second number is; a sheet where no cell settles it is
 * asked once, with an example. Pure: main reads the sheet, the window asks.
 */
import { z } from 'zod'
import type { Cell } from './sheet'

export const DATE_ORDERS = ['day-first', 'month-first'] as const
export const dateOrderSchema = z.enum(DATE_ORDERS)
export type DateOrder = z.infer<typeof dateOrderSchema>

/** `12.05.2026 14:30`, `13/05/2026 10:00`, `5-6-2026 9:00:00`: numbers, a 4-digit year last. */
export const DAY_MONTH_TEXT =
  /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/** How the sheet's day-and-month dates were read, for the review to say. */
export const dateReadingSchema = z.object({
  /** The order used; null while it is not known (such cells are then problems). */
  order: dateOrderSchema.nullable(),
  /** `chosen` by the user, `settled` by a cell, `unknown` until one or the other. */
  how: z.enum(['chosen', 'settled', 'unknown']),
  /** A cell of the sheet written so, as shown to ask or to say how it was read. */
  example: z.string(),
  /** The cell that settled the order, when one did. */
  settledBy: z.string().nullable(),
})
export type DateReading = z.infer<typeof dateReadingSchema>

/** The day and month of such a text in the order given; null for another text. */
export function dayMonth(text: string, order: DateOrder): { day: number; month: number } | null {
  const m = DAY_MONTH_TEXT.exec(text)
  if (!m) return null
  const [a, b] = [Number(m[1]), Number(m[2])]
  return order === 'day-first' ? { day: a, month: b } : { day: b, month: a }
}

/**
 * How the sheet's cells written day and month first are to be read; null when
 * it has none. `chosen` wins over what the cells settle.
 */
export function sheetDateReading(
  cells: Iterable<Cell | undefined>,
  chosen: DateOrder | null,
): DateReading | null {
  let example: string | null = null
  let settled: { order: DateOrder; by: string } | null = null
  for (const cell of cells) {
    if (typeof cell !== 'string') continue
    const text = cell.trim()
    const m = DAY_MONTH_TEXT.exec(text)
    if (!m) continue
    example ??= text
    if (settled) continue
    if (Number(m[1]) > 12) settled = { order: 'day-first', by: text }
    else if (Number(m[2]) > 12) settled = { order: 'month-first', by: text }
  }
  if (example === null) return null
  if (chosen) return { order: chosen, how: 'chosen', example, settledBy: null }
  if (settled) return { order: settled.order, how: 'settled', example, settledBy: settled.by }
  return { order: null, how: 'unknown', example, settledBy: null }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "5 June 2026": the date such a text stands for, read in that order; null for another text. */
export function dateWords(text: string, order: DateOrder): string | null {
  const read = dayMonth(text, order)
  const year = DAY_MONTH_TEXT.exec(text)?.[3]
  if (!read || !year || read.month < 1 || read.month > 12) return null
  return `${read.day} ${MONTHS[read.month - 1]} ${year}`
}

/** What the review says of how such dates were read; null when there is nothing to say or ask. */
export function dateReadingSentence(reading: DateReading | null): string | null {
  if (!reading || reading.order === null) return null
  const first = reading.order === 'day-first' ? 'the day first' : 'the month first'
  const example = `“${reading.example}” is ${dateWords(reading.example, reading.order) ?? 'not a date'}`
  if (reading.how === 'chosen') return `Dates were read with ${first}, as you chose: ${example}.`
  return `Dates were read with ${first}, as “${reading.settledBy}” can only be read so: ${example}.`
}

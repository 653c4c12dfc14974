/**
 * What each shown column of the grid needs to turn an attendee into a cell.
 *
 * Apart from the row component, so the window's first paint (first-paint/),
 * which draws rows before React runs, writes the same text without loading it.
 */
import type { Attendee } from '@shared/api/schemas'
import { codeWords, peopleTime } from '@shared/attendees/cell-format'
import type { AttendeeColumn } from '@shared/attendees/columns'
import { htmlToText } from './html-text'

/** One shown column as a row needs it (the shared column model gives the text, as in the CSV). */
export interface CellSpec {
  id: string
  mono: boolean
  html: boolean
  /** An instant: shown by `peopleTime`, its text as the service wrote it in the title. */
  time: boolean
  /** A code (REGISTERED): shown in words, the code itself in the title. */
  code: boolean
  value(attendee: Attendee): string
}

/** The cell specs of `columns`, by column id. */
export function cellSpecs(columns: readonly AttendeeColumn[]): Map<string, CellSpec> {
  return new Map(
    columns.map((c) => [
      c.id,
      {
        id: c.id,
        mono: c.kind === 'id',
        html: c.kind === 'html',
        time: c.kind === 'date',
        code: c.kind === 'code',
        value: c.value,
      },
    ]),
  )
}

/** What a cell shows of `value`, the column's text of the attendee. */
export function cellText(spec: CellSpec, value: string): string {
  if (spec.time) return peopleTime(value)
  if (spec.code) return codeWords(value)
  return spec.html ? htmlToText(value) : value
}

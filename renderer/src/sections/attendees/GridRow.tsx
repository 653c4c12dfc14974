/**
 * One row of the attendee grid (AttendeeGrid).
 *
 * role="row" with data-attendee-id, one role="cell" per shown column; click or
 * Enter opens the details. Rows are kept by position, so a new page or order
 * reuses them and only their text changes.
 */
import { memo, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { Attendee } from '@shared/api/schemas'
import { htmlToText } from './html-text'

/** One shown column as a row needs it (the shared column model gives the text, as in the CSV). */
export interface CellSpec {
  id: string
  mono: boolean
  html: boolean
  value(attendee: Attendee): string
}

function cellText(spec: CellSpec, attendee: Attendee): string {
  const value = spec.value(attendee)
  return spec.html ? htmlToText(value) : value
}

interface RowProps {
  attendee: Attendee
  cells: CellSpec[]
  onOpen(attendee: Attendee): void
}

/**
 * The cells depend on the columns alone, so when only the data changes React skips
 * them entirely (RowCells below), and the row writes the new text straight into them
 * before the frame is painted: a sort changes up to 3,000 texts, and going through
 * React's diff for each of them cost more than the writes themselves.
 */
export const GridRow = memo(function GridRow({ attendee, cells, onOpen }: RowProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    let cell = ref.current?.firstElementChild ?? null
    for (const spec of cells) {
      if (!cell) break
      const text = cellText(spec, attendee)
      const node = cell.firstChild
      // Changing a text node in place keeps its layout object; replacing it would not.
      if (node instanceof Text && node === cell.lastChild) {
        if (node.data !== text) node.data = text
      } else {
        cell.textContent = text
      }
      cell = cell.nextElementSibling
    }
  }, [attendee, cells])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpen(attendee)
    }
  }
  return (
    <div
      ref={ref}
      role="row"
      className="grid__row"
      // One tab stop for the whole grid body, moved by the arrow keys (grid-focus.ts).
      tabIndex={-1}
      data-attendee-id={attendee.id}
      onClick={() => onOpen(attendee)}
      onKeyDown={onKeyDown}
    >
      <RowCells cells={cells} />
    </div>
  )
})

/** Empty cells, one per column, filled by GridRow. */
const RowCells = memo(function RowCells({ cells }: { cells: CellSpec[] }) {
  return cells.map((spec) => (
    <div role="cell" key={spec.id} className={spec.mono ? 'grid__td mono' : 'grid__td'} />
  ))
})

/**
 * The full text of a cell cut short by its width, as a tooltip: set when the pointer
 * comes over the cell rather than written on every cell of every page.
 */
export function showFullText(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="cell"]')
  if (!cell) return
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? ''
  else cell.removeAttribute('title')
}

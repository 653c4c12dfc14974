/**
 * One row of the attendee grid (AttendeeGrid).
 *
 * role="row" with data-attendee-id, one role="cell" per shown column; click or
 * Enter opens the details. Rows are kept by position, so a new page or order
 * reuses them and only their text changes. A time is shown for people, to
 * the second; the service's own text, to its last digit, is the cell's title.
 */
import { memo, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { Attendee } from '@shared/api/schemas'
import { cellText, type CellSpec } from './cell-specs'

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
      const value = spec.value(attendee)
      const text = cellText(spec, value)
      const titled = spec.time || spec.code
      if (titled && (cell as HTMLElement).title !== value) (cell as HTMLElement).title = value
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
    <div
      role="cell"
      key={spec.id}
      className={spec.mono ? 'grid__td mono' : 'grid__td'}
      data-time={spec.time ? '' : undefined}
    />
  ))
})

/**
 * The full text of a cell cut short by its width, as a tooltip: set when the pointer
 * comes over the cell rather than written on every cell of every page.
 */
export function showFullText(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="cell"]')
  // A time's title is its full text, cut short or not.
  if (!cell || cell.dataset.time !== undefined) return
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? ''
  else cell.removeAttribute('title')
}

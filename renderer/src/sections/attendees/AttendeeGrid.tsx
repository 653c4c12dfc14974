/**
 * The attendee grid (TanStack Table v9, server-side sort and paging).
 *
 * Rows are CSS-grid rows (ARIA table roles) so the browser can skip laying
 * out and painting rows scrolled out of view (content-visibility); they sit
 * in a few body row groups (.grid__body), which keep that skipping close to
 * what is on screen (attendee-grid.css).
 *
 * Clicking a sortable header sorts by it, Shift-click adds it to the sort;
 * click or Enter on a row opens its details. The body is one tab stop; the
 * arrow keys, Home and End move between rows and cells (grid-focus.ts). A
 * header's right edge resizes it (drag it, or focus it and press the arrow
 * keys); dragging a header moves the column.
 */
import { functionalUpdate, useTable, type Header } from '@tanstack/react-table'
import { useLayoutEffect, useMemo, useRef, type CSSProperties, type DragEvent } from 'react'
import type { SortKey } from '@shared/api/filter-grammar'
import type { Attendee } from '@shared/api/schemas'
import type { AttendeeColumn } from '@shared/attendees/columns'
import type { ColumnLayout } from '@shared/attendees/view-state'
import { cx } from '@renderer/components/Button'
import {
  columnDefs,
  fromSortingState,
  gridFeatures,
  toSortingState,
  type GridFeatures,
} from './grid-table'
import { ensureTabStop, onGridFocus, onGridKeyDown } from './grid-focus'
import { cellSpecs } from './cell-specs'
import { GridRow, showFullText } from './GridRow'
import { groupsOf } from './row-groups'
import { MAX_WIDTH, MIN_WIDTH, moveColumn, resizeColumn, roundedWidths } from './layout-ops'
import './attendee-grid.css'

export interface AttendeeGridProps {
  rows: Attendee[]
  columns: AttendeeColumn[]
  layout: ColumnLayout
  /**
   * The shown columns in display order (layout-ops visibleColumnIds); kept while only the
   * widths change, so a resize does not rebuild every row's cells.
   */
  visibleColumnIds: string[]
  onLayout(change: (current: ColumnLayout) => ColumnLayout): void
  sort: SortKey[]
  onSort(sort: SortKey[]): void
  onOpen(attendee: Attendee): void
  busy: boolean
  /** Identifies the request whose rows are shown (tests and the grid benchmark wait on it). */
  queryKey: string
}

const DRAG_TYPE = 'application/x-stagehand-column'
const SORT_HINT = 'Click to sort; Shift-click to add to the sort'
const NOT_SORTABLE = 'The service sorts only by first name, last name, created at and updated at'

export function AttendeeGrid(props: AttendeeGridProps) {
  const {
    rows,
    columns,
    layout,
    visibleColumnIds,
    onLayout,
    sort,
    onSort,
    onOpen,
    busy,
    queryKey,
  } = props
  const defs = useMemo(() => columnDefs(columns), [columns])
  const fullHeaders = useMemo(() => new Map(columns.map((c) => [c.id, c.header])), [columns])
  const sorting = useMemo(() => toSortingState(sort), [sort])
  const columnVisibility = useMemo(() => {
    const shown = new Set(visibleColumnIds)
    return Object.fromEntries(columns.map((c) => [c.id, shown.has(c.id)]))
  }, [visibleColumnIds, columns])

  const table = useTable({
    features: gridFeatures,
    columns: defs,
    // The service sorts and pages, so the rows below are the page's items as they came:
    // the table gives the headers, sort state and widths, and its row model is never built.
    data: rows,
    manualSorting: true,
    enableMultiSort: true,
    enableSortingRemoval: true,
    columnResizeMode: 'onEnd',
    // The shown ids are order enough: the table puts the columns they leave out after
    // them, and those are all hidden.
    state: {
      sorting,
      columnOrder: visibleColumnIds,
      columnVisibility,
      columnSizing: layout.widths,
    },
    onSortingChange: (updater) => onSort(fromSortingState(functionalUpdate(updater, sorting))),
    onColumnSizingChange: (updater) =>
      onLayout((l) => ({ ...l, widths: roundedWidths(functionalUpdate(updater, l.widths)) })),
  })

  const headers = table.getHeaderGroups()[0]?.headers ?? []
  // What each shown column (in the headers' order) needs to turn an attendee into cell
  // text, kept while the columns stay: a data change re-renders rows but reuses their cells.
  const cells = useMemo(() => {
    const specs = cellSpecs(columns)
    return visibleColumnIds.map((id) => specs.get(id)).filter((spec) => spec !== undefined)
  }, [columns, visibleColumnIds])
  const drop = (targetId: string) => (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAG_TYPE)
    if (!dragged || dragged === targetId) return
    event.preventDefault()
    onLayout((l) => moveColumn(l, columns, dragged, targetId))
  }

  // One column template for the header and every row: no per-cell width styles.
  const template = headers.map((h) => `${h.getSize()}px`).join(' ')
  const gridRef = useRef<HTMLDivElement>(null)
  // No dependencies: a render may have brought the first rows, or taken the tab stop's row away.
  useLayoutEffect(() => ensureTabStop(gridRef.current))
  return (
    <div className="grid-scroll">
      <div
        ref={gridRef}
        role="table"
        className={cx('grid', busy && 'grid--busy')}
        aria-label="Attendees"
        aria-busy={busy || undefined}
        aria-rowcount={rows.length + 1}
        data-query={queryKey}
        style={{ '--grid-columns': template, width: table.getTotalSize() } as CSSProperties}
        onMouseOver={showFullText}
        onKeyDown={onGridKeyDown}
        onFocus={onGridFocus}
      >
        <div role="rowgroup" className="grid__head">
          <div role="row" className="grid__tr">
            {headers.map((header) => (
              <HeaderCell
                key={header.id}
                header={header}
                fullHeader={fullHeaders.get(header.column.id) ?? header.column.id}
                multiSort={table.state.sorting.length > 1}
                resizeOffset={table.state.columnResizing.deltaOffset ?? 0}
                onDrop={drop(header.column.id)}
                onResize={(width) =>
                  onLayout((l) => resizeColumn(l, header.column.id, width, MIN_WIDTH, MAX_WIDTH))
                }
              />
            ))}
          </div>
        </div>
        {groupsOf(rows).map((group, g) => (
          <div role="rowgroup" className="grid__body" key={g}>
            {group.map((attendee, index) => (
              <GridRow
                // By position, not attendee id: a new page or order is mostly other attendees,
                // and reusing the row elements only changes their text instead of rebuilding them.
                key={index}
                attendee={attendee}
                cells={cells}
                onOpen={onOpen}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

interface HeaderProps {
  header: Header<GridFeatures, Attendee, unknown>
  /** "Profile · Country": the short label shown, this one named and in the tooltip. */
  fullHeader: string
  multiSort: boolean
  resizeOffset: number
  onDrop(e: DragEvent): void
  /** Sets the column's width (from the keyboard; the mouse goes through the table). */
  onResize(width: number): void
}

function HeaderCell({
  header,
  fullHeader,
  multiSort,
  resizeOffset,
  onDrop,
  onResize,
}: HeaderProps) {
  const column = header.column
  const label = String(column.columnDef.header ?? column.id)
  const sortable = column.getCanSort()
  const direction = column.getIsSorted()
  const index = column.getSortIndex()
  const resize = header.getResizeHandler()
  const offset = column.getIsResizing() ? resizeOffset : 0
  return (
    <div
      role="columnheader"
      // Named by its full header alone: its content also holds the resize handle, named for
      // itself; the full header also tells apart two short labels that read alike.
      aria-label={fullHeader}
      className={cx('grid__th', !sortable && 'grid__th--fixed')}
      aria-sort={
        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
      }
      data-column-id={column.id}
      data-sortable={sortable}
      title={`${fullHeader}. ${sortable ? SORT_HINT : NOT_SORTABLE}`}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, column.id)
        e.dataTransfer.effectAllowed = 'move'
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault()
      }}
      onDrop={onDrop}
    >
      {sortable ? (
        <button
          type="button"
          className="grid__sort"
          aria-label={fullHeader}
          onClick={column.getToggleSortingHandler()}
        >
          <span className="grid__label">{label}</span>
          {direction ? (
            <span className="grid__sort-mark" aria-hidden="true">
              {direction === 'asc' ? '▲' : '▼'}
              {multiSort ? <sup>{index + 1}</sup> : null}
            </span>
          ) : (
            <span className="grid__sort-mark grid__sort-mark--idle" aria-hidden="true">
              ↕
            </span>
          )}
        </button>
      ) : (
        <span className="grid__label">{label}</span>
      )}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${fullHeader}`}
        aria-valuenow={header.getSize()}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        title="Drag, or use the arrow keys, to resize"
        tabIndex={0}
        className={cx('grid__resizer', column.getIsResizing() && 'grid__resizer--active')}
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        onMouseDown={(e) => {
          // The header is draggable (to move the column): without this, the press starts
          // dragging the header and the resize never sees the mouse move or come up.
          e.preventDefault()
          e.stopPropagation()
          resize(e)
        }}
        onTouchStart={(e) => {
          e.stopPropagation()
          resize(e)
        }}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          const step = e.shiftKey ? 50 : 10
          const delta = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0
          if (!delta) return
          e.preventDefault()
          onResize(header.getSize() + delta)
        }}
      />
    </div>
  )
}

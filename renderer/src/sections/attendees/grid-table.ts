/**
 * TanStack Table v9 set-up of the attendee grid: the features it uses (the
 * server sorts and pages; the table keeps sort state, column order,
 * visibility and widths), and column definitions built from the shared
 * column model, so a cell shows exactly what the CSV export writes.
 */
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'
import { isSortField, type SortKey } from '@shared/api/filter-grammar'
import type { Attendee } from '@shared/api/schemas'
import type { AttendeeColumn } from '@shared/attendees/columns'
import { MAX_WIDTH, MIN_WIDTH } from './layout-ops'

export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
})
export type GridFeatures = typeof gridFeatures

const helper = createColumnHelper<GridFeatures, Attendee>()

export type GridColumnDef = ColumnDef<GridFeatures, Attendee, unknown>

export function columnDefs(columns: readonly AttendeeColumn[]): GridColumnDef[] {
  return columns.map(
    (c) =>
      // Every value is a string; the table's list type is value-agnostic.
      helper.accessor((row: Attendee) => c.value(row), {
        id: c.id,
        header: c.label,
        size: c.width,
        minSize: MIN_WIDTH,
        maxSize: MAX_WIDTH,
        // Only the four fields the API sorts by; the rest say so in their header.
        enableSorting: c.sortField !== undefined,
        sortDescFirst: c.kind === 'date',
      }) as GridColumnDef,
  )
}

export function toSortingState(keys: readonly SortKey[]): SortingState {
  return keys.map((k) => ({ id: k.field, desc: k.direction === 'desc' }))
}

export function fromSortingState(state: SortingState): SortKey[] {
  const keys: SortKey[] = []
  for (const s of state) {
    if (isSortField(s.id)) keys.push({ field: s.id, direction: s.desc ? 'desc' : 'asc' })
  }
  return keys
}

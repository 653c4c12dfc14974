/**
 * Changes to the grid's column layout (order, visibility, widths, custom field slugs met).
 *
 * Pure functions returning a new layout, or the same object when nothing
 * changes (so nothing is saved then).
 */
import {
  BASE_COLUMNS,
  DEFAULT_VISIBLE_COLUMN_IDS,
  type AttendeeColumn,
} from '@shared/attendees/columns'
import type { ColumnLayout } from '@shared/attendees/view-state'
import { ownRecord, ownValue, withOwn } from '@shared/own-record'

/** The narrowest and widest a column may be made, in pixels. */
export const MIN_WIDTH = 60
export const MAX_WIDTH = 900

/** The columns of an event whose columns were never changed. */
export function defaultLayout(): ColumnLayout {
  return {
    order: BASE_COLUMNS.map((c) => c.id),
    visible: [...DEFAULT_VISIBLE_COLUMN_IDS],
    widths: {},
    customSlugs: [],
  }
}

/** A column's width in `layout`: its remembered width, or its own, within the bounds. */
export function columnWidth(layout: Pick<ColumnLayout, 'widths'>, column: AttendeeColumn): number {
  const width = ownValue(layout.widths, column.id) ?? column.width
  return Math.min(Math.max(MIN_WIDTH, width), MAX_WIDTH)
}

/** Every column id in display order: the stored order first, then columns it does not know yet. */
export function orderedIds(
  layout: Pick<ColumnLayout, 'order'>,
  columns: readonly AttendeeColumn[],
): string[] {
  const known = new Set(columns.map((c) => c.id))
  const out = layout.order.filter((id) => known.has(id))
  const placed = new Set(out)
  for (const c of columns) if (!placed.has(c.id)) out.push(c.id)
  return out
}

/**
 * The shown column ids in display order: what the grid's headers and cells, the column
 * menu's "Move a column" list and a "visible columns" export all follow.
 */
export function visibleColumnIds(
  layout: Pick<ColumnLayout, 'order' | 'visible'>,
  columns: readonly AttendeeColumn[],
): string[] {
  const visible = new Set(layout.visible)
  return orderedIds(layout, columns).filter((id) => visible.has(id))
}

/**
 * Puts `id` where `target` is (dragging a header onto another): the columns
 * between them close up, so a column dropped on its right-hand neighbour
 * swaps with it, as one dropped on its left-hand neighbour does.
 */
export function moveColumn(
  layout: ColumnLayout,
  columns: readonly AttendeeColumn[],
  id: string,
  target: string,
): ColumnLayout {
  const full = orderedIds(layout, columns)
  const from = full.indexOf(id)
  const to = full.indexOf(target)
  if (from < 0 || to < 0 || from === to) return layout
  const order = full.filter((c) => c !== id)
  order.splice(to, 0, id)
  return { ...layout, order }
}

/** Sets the width of `id`, kept within `min` and `max` (the keyboard's resize). */
export function resizeColumn(
  layout: ColumnLayout,
  id: string,
  width: number,
  min: number,
  max: number,
): ColumnLayout {
  const next = Math.round(Math.min(max, Math.max(min, width)))
  if (ownValue(layout.widths, id) === next) return layout
  return { ...layout, widths: withOwn(layout.widths, id, next) }
}

/**
 * Widths as the table reports them after a drag, rounded to whole pixels.
 *
 * Kept in a record without a prototype: a column named `constructor` has no
 * width until it is given one.
 */
export function roundedWidths(widths: Record<string, number>): Record<string, number> {
  return ownRecord(Object.entries(widths).map(([id, w]) => [id, Math.round(w)]))
}

/** Moves `id` one place left (-1) or right (+1) among the visible columns. */
export function shiftColumn(
  layout: ColumnLayout,
  columns: readonly AttendeeColumn[],
  id: string,
  delta: -1 | 1,
): ColumnLayout {
  const order = orderedIds(layout, columns)
  const shown = visibleColumnIds(layout, columns)
  const neighbour = shown[shown.indexOf(id) + delta]
  if (!neighbour || !shown.includes(id)) return layout
  const from = order.indexOf(id)
  const to = order.indexOf(neighbour)
  order[from] = neighbour
  order[to] = id
  return { ...layout, order }
}

export function setVisible(layout: ColumnLayout, id: string, visible: boolean): ColumnLayout {
  const isVisible = layout.visible.includes(id)
  if (isVisible === visible) return layout
  // At least one column stays: an empty grid helps nobody.
  if (!visible && layout.visible.length <= 1) return layout
  return {
    ...layout,
    visible: visible ? [...layout.visible, id] : layout.visible.filter((c) => c !== id),
  }
}

/** Remembers custom field slugs met in the data, so their columns are offered from now on. */
export function withCustomSlugs(layout: ColumnLayout, slugs: readonly string[]): ColumnLayout {
  const fresh = slugs.filter((s) => !layout.customSlugs.includes(s))
  return fresh.length === 0 ? layout : { ...layout, customSlugs: [...layout.customSlugs, ...fresh] }
}

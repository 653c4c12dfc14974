/**
 * Keyboard movement in the attendee grid.
 *
 * One tab stop for the whole body (a roving tabindex), so Tab goes past the
 * grid rather than through its rows, and the arrow keys move between rows and
 * cells (WAI-ARIA grid keyboard pattern). Works on the DOM alone: rows are
 * reused by position and their text written outside React (GridRow), so moving
 * the focus must not re-render them.
 */
import type { FocusEvent, KeyboardEvent } from 'react'

const BODY_ROW = '.grid__body > [role="row"]'

function bodyItem(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLElement)) return null
  if (target.matches(BODY_ROW)) return target
  if (target.matches('[role="cell"]') && target.parentElement?.matches(BODY_ROW)) return target
  return null
}

function rowOf(item: HTMLElement): HTMLElement {
  return item.getAttribute('role') === 'row' ? item : (item.parentElement as HTMLElement)
}

/** The row above or below, across the body's row groups. */
function neighbourRow(row: HTMLElement, down: boolean): HTMLElement | null {
  const sibling = down ? row.nextElementSibling : row.previousElementSibling
  if (sibling instanceof HTMLElement) return sibling
  const group = down
    ? row.parentElement?.nextElementSibling
    : row.parentElement?.previousElementSibling
  if (!(group instanceof HTMLElement) || !group.matches('.grid__body')) return null
  const next = down ? group.firstElementChild : group.lastElementChild
  return next instanceof HTMLElement ? next : null
}

function cellAt(row: HTMLElement, index: number): HTMLElement | null {
  const cell = row.children[Math.max(0, Math.min(index, row.children.length - 1))]
  return cell instanceof HTMLElement ? cell : null
}

/** Where a key moves the focus from an item (a row or one of its cells); null: not ours. */
export function nextItem(item: HTMLElement, key: string): HTMLElement | null {
  const row = rowOf(item)
  const column = item === row ? -1 : Array.prototype.indexOf.call(row.children, item)
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const target = neighbourRow(row, key === 'ArrowDown')
      if (!target) return null
      return column < 0 ? target : cellAt(target, column)
    }
    case 'ArrowRight':
      return cellAt(row, column + 1)
    case 'ArrowLeft':
      return column <= 0 ? row : cellAt(row, column - 1)
    case 'Home':
      return cellAt(row, 0)
    case 'End':
      return cellAt(row, row.children.length - 1)
    default:
      return null
  }
}

/** Makes `item` the grid's one tab stop. */
function takeTabStop(grid: HTMLElement, item: HTMLElement): void {
  for (const stop of grid.querySelectorAll<HTMLElement>('.grid__body [tabindex="0"]')) {
    if (stop !== item) stop.tabIndex = -1
  }
  item.tabIndex = 0
}

export function onGridKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const item = bodyItem(event.target)
  if (!item || event.altKey || event.ctrlKey || event.metaKey) return
  const next = nextItem(item, event.key)
  if (!next) return
  event.preventDefault()
  takeTabStop(event.currentTarget, next)
  next.focus()
}

/** A click or a Tab back into the grid: the focused item becomes the tab stop. */
export function onGridFocus(event: FocusEvent<HTMLElement>): void {
  const item = bodyItem(event.target)
  if (item) takeTabStop(event.currentTarget, item)
}

/** After a render: a grid with rows and no tab stop (first page, or the stop's row gone) gets one on its first row. */
export function ensureTabStop(grid: HTMLElement | null): void {
  if (!grid || grid.querySelector('.grid__body [tabindex="0"]')) return
  const first = grid.querySelector<HTMLElement>(BODY_ROW)
  if (first) first.tabIndex = 0
}

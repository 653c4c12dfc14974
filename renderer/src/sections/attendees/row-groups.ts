/**
 * The grid's rows in body groups (attendee-grid.css says why they are grouped).
 *
 * Apart from the grid, so the window's first paint (first-paint/) groups its
 * rows as the grid will.
 */

/** Rows per group: few, so scrolling lays out a few rows at once; even, so the zebra stripes (nth-child) run on across groups. */
const ROWS_PER_GROUP = 10

/** `items` in groups of ROWS_PER_GROUP, in order. */
export function groupsOf<T>(items: readonly T[]): T[][] {
  const groups: T[][] = []
  for (let i = 0; i < items.length; i += ROWS_PER_GROUP) {
    groups.push(items.slice(i, i + ROWS_PER_GROUP))
  }
  return groups
}

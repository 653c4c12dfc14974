/**
 * Steps of the column layout specs: the grid read back in one go and held to
 * the emulator's attendees through the shared column model (each value under
 * the header of the field it comes from), resizing and moving columns as a
 * user does, and the layout main has stored for the event.
 */
import type { Page } from '@playwright/test'
import { expect, type RunningEmulator } from '../fixtures'
import type { Harness } from '../harness/harness'
import { BASE_COLUMNS, type AttendeeColumn } from '@shared/attendees/columns'
import { codeWords, peopleTime } from '@shared/attendees/cell-format'
import type { Attendee } from '@shared/api/schemas'
import { expectedAttendees } from '@test-support/attendees'
import { callCore, settledGrid } from './attendees'

export interface Scope {
  workspaceId: string
  eventId: string
}

export const DEFAULT_HEADERS = [
  'Profile · First name',
  'Profile · Last name',
  'Profile · Email',
  'Profile · Company',
  'Profile · Country',
  'Status',
  'Ticket · Name',
  'Created at',
]

export const columnByHeader = new Map(BASE_COLUMNS.map((c) => [c.header, c]))
const columnById = new Map(BASE_COLUMNS.map((c) => [c.id, c]))

interface GridSnapshot {
  headers: string[]
  rows: { attendeeId: string; cells: string[] }[]
}

/** Header labels and every row's cell texts, read in one go so they describe the same render. */
export async function readGrid(page: Page): Promise<GridSnapshot> {
  const grid = await settledGrid(page)
  return grid.evaluate((table) => {
    const text = (el: Element) => el.textContent ?? ''
    return {
      // Full names ("Profile · Country"): the grid shows each header's short label.
      headers: [...table.querySelectorAll('[role="columnheader"]')].map(
        (h) => h.getAttribute('aria-label') ?? '',
      ),
      rows: [...table.querySelectorAll('[role="row"][data-attendee-id]')].map((row) => ({
        attendeeId: row.getAttribute('data-attendee-id') ?? '',
        cells: [...row.querySelectorAll('[role="cell"]')].map(text),
      })),
    }
  })
}

/**
 * Waits until the grid shows `headers` in this order, then checks that every row
 * (an attendee of `eventId`) has under each header the value of that header's field.
 */
export async function expectColumns(
  page: Page,
  emulator: RunningEmulator,
  eventId: string,
  headers: string[],
) {
  const attendees = new Map<string, Attendee>(
    expectedAttendees(emulator, eventId, [], []).map((a) => [a.id, a]),
  )
  const columns = headers.map((h) => columnByHeader.get(h)!)
  // Retried as a whole: while another event loads, the previous one's grid may show the same headers.
  await expect(async () => {
    const { headers: shown, rows } = await readGrid(page)
    expect(shown).toEqual(headers)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const attendee = attendees.get(row.attendeeId)
      expect(attendee, `row ${row.attendeeId} is an attendee of event ${eventId}`).toBeDefined()
      expect(row.cells, `cells of ${row.attendeeId}`).toEqual(
        columns.map((c) => shownText(c, attendee!)),
      )
    }
  }).toPass({ timeout: 10_000 })
}

/** A column's value as a cell shows it: a time for people, a code in words, its full text in the title. */
function shownText(column: AttendeeColumn, attendee: Attendee): string {
  const value = column.value(attendee)
  if (column.kind === 'date') return peopleTime(value)
  return column.kind === 'code' ? codeWords(value) : value
}

/** Rendered left edge and width of a column's header and of its cell in every row. */
export async function columnBoxes(page: Page, header: string) {
  const grid = await settledGrid(page)
  const index = (await readGrid(page)).headers.indexOf(header)
  expect(index, `column "${header}" is shown`).toBeGreaterThanOrEqual(0)
  return grid.evaluate((table, at) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: Math.round(r.x), width: Math.round(r.width) }
    }
    return {
      header: box(table.querySelectorAll('[role="columnheader"]')[at]!),
      cells: [...table.querySelectorAll('[role="row"][data-attendee-id]')].map((row) =>
        box(row.querySelectorAll('[role="cell"]')[at]!),
      ),
    }
  }, index)
}

/** Checks the header is `width` px wide (give or take rounding) and every cell below lines up with it. */
export async function expectColumnWidth(page: Page, header: string, width: number) {
  await expect
    .poll(
      async () => {
        const shown = (await columnBoxes(page, header)).header.width
        // Within rounding counts as the width asked for; otherwise the message shows the real one.
        return Math.abs(shown - width) <= 2 ? width : shown
      },
      { message: `width of "${header}"` },
    )
    .toBe(width)
  const boxes = await columnBoxes(page, header)
  expect(boxes.cells.length).toBeGreaterThan(0)
  for (const cell of boxes.cells) expect(cell).toEqual(boxes.header)
}

export const headerWidth = async (page: Page, header: string) =>
  (await columnBoxes(page, header)).header.width

/** The resize handle on the right edge of a column's header. */
export const resizer = (page: Page, header: string) =>
  page.getByRole('separator', { name: `Resize ${header}`, exact: true })

/** Drags the right edge of a header by `dx` px with the mouse, in small steps as a hand would. */
export async function dragHeaderEdge(page: Page, header: string, dx: number) {
  await settledGrid(page)
  const handle = resizer(page, header)
  await handle.scrollIntoViewIfNeeded()
  const box = (await handle.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 8 })
  await page.mouse.up()
}

/** Drops one header on another (HTML drag and drop, as the grid offers). */
export async function dropHeaderOn(page: Page, dragged: string, target: string) {
  const grid = await settledGrid(page)
  await grid
    .getByRole('columnheader', { name: dragged, exact: true })
    .dragTo(grid.getByRole('columnheader', { name: target, exact: true }))
}

/**
 * Moves a column one place per step from the column menu, by keyboard: the menu's
 * "Move a column…" submenu offers a left and a right arrow per shown column.
 */
export async function moveFromMenu(
  page: Page,
  header: string,
  direction: 'left' | 'right',
  times = 1,
) {
  await settledGrid(page)
  await page.getByRole('button', { name: /^Columns/ }).click()
  await page.getByRole('menuitem', { name: 'Move a column…' }).press('ArrowRight')
  const move = page.getByRole('menuitem', { name: `Move ${header} ${direction}`, exact: true })
  for (let i = 0; i < times; i++) await move.press('Enter')
  // Out of the submenu, then out of the menu.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

/** The layout main has stored for the event (what a reload starts from). */
export async function storedLayout(harness: Harness | null, scope: Scope) {
  const { layout } = await callCore(harness!, 'views:get', scope)
  return layout
}

/** Waits until main has stored the shown columns in this order (the grid saves shortly after a change). */
export async function expectStoredOrder(harness: Harness | null, scope: Scope, headers: string[]) {
  await expect
    .poll(async () => {
      const layout = await storedLayout(harness, scope)
      return (layout?.order ?? [])
        .filter((id) => layout?.visible.includes(id))
        .map((id) => columnById.get(id)?.header ?? id)
    })
    .toEqual(headers)
}

/** Waits until main has stored about `width` px for the column. */
export async function expectStoredWidth(
  harness: Harness | null,
  scope: Scope,
  header: string,
  width: number,
) {
  const id = columnByHeader.get(header)!.id
  await expect
    .poll(async () => {
      const stored = (await storedLayout(harness, scope))?.widths[id]
      return stored === undefined ? Infinity : Math.abs(stored - width)
    })
    .toBeLessThanOrEqual(2)
}

export async function chooseEvent(page: Page, eventId: string) {
  const picker = page.getByLabel('Event', { exact: true })
  await picker.fill(eventId)
  await picker.press('Enter')
}

/** `headers` with `header` taken out and put back just before `before`. */
export const moved = (headers: string[], header: string, before: string) => {
  const rest = headers.filter((h) => h !== header)
  rest.splice(rest.indexOf(before), 0, header)
  return rest
}

/** Saves the current filter, sort and columns as a view of that name. */
export async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: /^Views/ }).click()
  await page.getByRole('menuitem', { name: 'Save current view…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByLabel('View name').fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
}

export async function applyView(page: Page, name: string) {
  await page.getByRole('button', { name: /^Views/ }).click()
  await page.getByRole('menuitemradio', { name }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
}

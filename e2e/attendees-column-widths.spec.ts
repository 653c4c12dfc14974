/**
 * Column widths in the attendee grid, end to end: resized by dragging the
 * right edge of a header or from the keyboard, cells following, and
 * remembered per event and in saved views.
 */
import { expect } from './fixtures'
import { attendeesTest } from './support/attendees-test'
import {
  applyView,
  chooseEvent,
  columnBoxes,
  DEFAULT_HEADERS,
  dragHeaderEdge,
  expectColumns,
  expectColumnWidth,
  expectStoredWidth,
  headerWidth,
  resizer,
  saveView,
} from './support/column-steps'

attendeesTest(
  'resizes a column by dragging the right edge of its header; its cells follow',
  async ({ app, emulator, attendeesScope: scope }) => {
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
    const email = await headerWidth(app, 'Profile · Email')
    const companyBefore = await columnBoxes(app, 'Profile · Company')
    await dragHeaderEdge(app, 'Profile · Email', 80)
    await expectColumnWidth(app, 'Profile · Email', email + 80)
    // The columns to its right move over by as much.
    const companyAfter = await columnBoxes(app, 'Profile · Company')
    expect(Math.abs(companyAfter.header.x - (companyBefore.header.x + 80))).toBeLessThanOrEqual(2)
    const first = await headerWidth(app, 'Profile · First name')
    await dragHeaderEdge(app, 'Profile · First name', -50)
    await expectColumnWidth(app, 'Profile · First name', first - 50)
    // The drag is over: a later click elsewhere changes no width.
    const heading = app.getByRole('heading', { level: 1 })
    await heading.click()
    await expectColumnWidth(app, 'Profile · First name', first - 50)
    await expectColumnWidth(app, 'Profile · Email', email + 80)
    // A resize changes no order, no sort and no cell's value.
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
  },
)

attendeesTest(
  'resizes a column from the keyboard on its header edge, within bounds',
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
    const email = await headerWidth(app, 'Profile · Email')
    const handle = resizer(app, 'Profile · Email')
    await expect(handle).toHaveAttribute('aria-valuenow', String(email))
    await handle.focus()
    await handle.press('ArrowRight')
    await handle.press('ArrowRight')
    await handle.press('Shift+ArrowRight')
    await expectColumnWidth(app, 'Profile · Email', email + 70)
    await expect(handle).toHaveAttribute('aria-valuenow', String(email + 70))
    await handle.press('ArrowLeft')
    await expectColumnWidth(app, 'Profile · Email', email + 60)
    await expectStoredWidth(harness, scope, 'Profile · Email', email + 60)
    // Not narrower than the smallest width a column may have.
    for (let i = 0; i < 12; i++) await handle.press('Shift+ArrowLeft')
    const min = Number(await handle.getAttribute('aria-valuemin'))
    expect(min).toBeGreaterThan(0)
    await expectColumnWidth(app, 'Profile · Email', min)
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
  },
)

attendeesTest(
  'remembers column widths per event across a reload',
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    const email = await headerWidth(app, 'Profile · Email')
    await dragHeaderEdge(app, 'Profile · Email', 90)
    await expectColumnWidth(app, 'Profile · Email', email + 90)
    await expectStoredWidth(harness, scope, 'Profile · Email', email + 90)
    await app.reload()
    await expectColumnWidth(app, 'Profile · Email', email + 90)
    // Another event keeps its own (default) width.
    await chooseEvent(app, emulator.events[1]!.id)
    await expectColumns(app, emulator, emulator.events[1]!.id, DEFAULT_HEADERS)
    await expectColumnWidth(app, 'Profile · Email', email)
  },
)

attendeesTest(
  'a saved view brings back the column widths it was saved with',
  async ({ app, harness, attendeesScope: scope }) => {
    const email = await headerWidth(app, 'Profile · Email')
    await dragHeaderEdge(app, 'Profile · Email', 70)
    await expectColumnWidth(app, 'Profile · Email', email + 70)
    await saveView(app, 'Wide email')
    await dragHeaderEdge(app, 'Profile · Email', -70)
    await expectColumnWidth(app, 'Profile · Email', email)
    await expectStoredWidth(harness, scope, 'Profile · Email', email)
    await app.reload()
    await expectColumnWidth(app, 'Profile · Email', email)
    await applyView(app, 'Wide email')
    await expectColumnWidth(app, 'Profile · Email', email + 70)
  },
)

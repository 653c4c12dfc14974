/**
 * Column order in the attendee grid, end to end: moved by dropping a header
 * on another or from the column menu, cells following their headers, and
 * remembered per event (across a reload, leaving the screen, another event)
 * and in saved views.
 */
import { expect } from './fixtures'
import { settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'
import {
  applyView,
  chooseEvent,
  DEFAULT_HEADERS,
  dropHeaderOn,
  expectColumns,
  expectStoredOrder,
  moved,
  moveFromMenu,
  saveView,
} from './support/column-steps'

attendeesTest(
  'moves a column by dropping its header on one to its left, before that one; cells follow',
  async ({ app, emulator, attendeesScope: scope }) => {
    await dropHeaderOn(app, 'Status', 'Profile · First name')
    const statusFirst = moved(DEFAULT_HEADERS, 'Status', 'Profile · First name')
    await expectColumns(app, emulator, scope.eventId, statusFirst)
    // A sortable header (a sort button fills it) moves the same way, without sorting.
    await dropHeaderOn(app, 'Created at', 'Profile · Last name')
    await expectColumns(
      app,
      emulator,
      scope.eventId,
      moved(statusFirst, 'Created at', 'Profile · Last name'),
    )
    const grid = await settledGrid(app)
    await expect(grid.getByRole('columnheader', { name: 'Created at' })).not.toHaveAttribute(
      'aria-sort',
    )
  },
)

attendeesTest(
  'moves a column by dropping its header on its right-hand neighbour, past that one',
  async ({ app, emulator, attendeesScope: scope }) => {
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
    await dropHeaderOn(app, 'Profile · Email', 'Profile · Company')
    // The dropped column takes the place of the one it was dropped on.
    await expectColumns(
      app,
      emulator,
      scope.eventId,
      moved(DEFAULT_HEADERS, 'Profile · Company', 'Profile · Email'),
    )
  },
)

attendeesTest(
  'moves columns left and right from the column menu by keyboard; cells follow',
  async ({ app, emulator, attendeesScope: scope }) => {
    await moveFromMenu(app, 'Created at', 'left', 2)
    const createdEarlier = moved(DEFAULT_HEADERS, 'Created at', 'Status')
    await expectColumns(app, emulator, scope.eventId, createdEarlier)
    await moveFromMenu(app, 'Profile · First name', 'right')
    await expectColumns(
      app,
      emulator,
      scope.eventId,
      moved(createdEarlier, 'Profile · Last name', 'Profile · First name'),
    )
    // The ends offer no move past them.
    await app.getByRole('button', { name: /^Columns/ }).click()
    await app.getByRole('menuitem', { name: 'Move a column…' }).press('ArrowRight')
    await expect(
      app.getByRole('menuitem', { name: 'Move Profile · Last name left' }),
    ).toBeDisabled()
    await expect(app.getByRole('menuitem', { name: 'Move Ticket · Name right' })).toBeDisabled()
  },
)

attendeesTest(
  'remembers the column order per event across a reload',
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    const [first, second] = emulator.events
    await dropHeaderOn(app, 'Profile · Country', 'Profile · First name')
    const countryFirst = moved(DEFAULT_HEADERS, 'Profile · Country', 'Profile · First name')
    await expectStoredOrder(harness, scope, countryFirst)
    await app.reload()
    await expectColumns(app, emulator, first!.id, countryFirst)

    // Another event starts from the default order and keeps its own.
    await chooseEvent(app, second!.id)
    await expectColumns(app, emulator, second!.id, DEFAULT_HEADERS)
    await moveFromMenu(app, 'Status', 'left')
    const statusEarlier = moved(DEFAULT_HEADERS, 'Status', 'Profile · Country')
    await expectColumns(app, emulator, second!.id, statusEarlier)
    const secondScope = { ...scope, eventId: second!.id }
    await expectStoredOrder(harness, secondScope, statusEarlier)
    await app.reload()
    await expectColumns(app, emulator, second!.id, statusEarlier)
    await chooseEvent(app, first!.id)
    await expectColumns(app, emulator, first!.id, countryFirst)
  },
)

attendeesTest(
  'keeps the column order after leaving the screen and coming back',
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    await moveFromMenu(app, 'Status', 'left', 2)
    const statusEarlier = moved(DEFAULT_HEADERS, 'Status', 'Profile · Company')
    await expectColumns(app, emulator, scope.eventId, statusEarlier)
    await expectStoredOrder(harness, scope, statusEarlier)
    const sections = app.getByRole('navigation', { name: 'Sections' })
    await sections.getByRole('link', { name: 'Teams' }).click()
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Teams')
    await sections.getByRole('link', { name: 'Attendees' }).click()
    await expectColumns(app, emulator, scope.eventId, statusEarlier)
    // Coming back must not write the old order over the remembered one either.
    await expectStoredOrder(harness, scope, statusEarlier)
  },
)

attendeesTest(
  "keeps each event's column order when switching to another event and back",
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    const [first, second] = emulator.events
    await moveFromMenu(app, 'Ticket · Name', 'left')
    const ticketEarlier = moved(DEFAULT_HEADERS, 'Ticket · Name', 'Status')
    await expectColumns(app, emulator, first!.id, ticketEarlier)
    await expectStoredOrder(harness, scope, ticketEarlier)
    await chooseEvent(app, second!.id)
    await expectColumns(app, emulator, second!.id, DEFAULT_HEADERS)
    await chooseEvent(app, first!.id)
    await expectColumns(app, emulator, first!.id, ticketEarlier)
    await expectStoredOrder(harness, scope, ticketEarlier)
  },
)

attendeesTest(
  'a saved view brings back the column order it was saved with',
  async ({ app, emulator, harness, attendeesScope: scope }) => {
    await moveFromMenu(app, 'Status', 'left', 5)
    const statusFirst = moved(DEFAULT_HEADERS, 'Status', 'Profile · First name')
    await expectColumns(app, emulator, scope.eventId, statusFirst)
    await saveView(app, 'Status first')
    // Back to the default order, remembered as the event's layout; then the view.
    await moveFromMenu(app, 'Status', 'right', 5)
    await expectStoredOrder(harness, scope, DEFAULT_HEADERS)
    await app.reload()
    await expectColumns(app, emulator, scope.eventId, DEFAULT_HEADERS)
    await applyView(app, 'Status first')
    await expectColumns(app, emulator, scope.eventId, statusFirst)
  },
)

/**
 * Attendees at a glance: a first-day organizer takes a snapshot, reads the
 * totals and charts, picks a status and gets the grid filtered by the
 * service, picks a ticket and gets the snapshot's own list, and after changes
 * made elsewhere a second snapshot lists exactly what changed.
 */
import { expect } from './fixtures'
import { settledGrid } from './support/attendees'
import { readGrid } from './support/column-steps'
import { attendeesTest } from './support/attendees-test'

attendeesTest(
  'takes a snapshot, filters by a tile, and tells what changed since the last look',
  async ({ app, emulator, attendeesScope: { eventId } }) => {
    const total = emulator.state.attendees(eventId)!.count
    const panel = app.getByTestId('overview-panel')
    const start = panel.getByRole('region', { name: 'Attendees at a glance' })
    // The cost is said before anything is read.
    await expect(start).toContainText('requests for every 1,000 attendees')
    await start.getByRole('button', { name: 'Take a snapshot' }).click()

    const overview = panel.getByRole('region', { name: 'Overview of the attendees' })
    await expect(overview).toContainText(`${total.toLocaleString('en-US')} attendees`)
    const tiles = overview.getByRole('list', { name: 'Attendees by status' })
    const checkedIn = tiles.getByRole('button', { name: /^Checked in: / })
    await checkedIn.click()
    await expect(checkedIn).toHaveAttribute('aria-pressed', 'true')
    await expect(app.getByTestId('overview-filter-note')).toContainText('Checked in')
    // The grid asks the service for checked-in attendees only.
    await expect
      .poll(async () => {
        const grid = await readGrid(app)
        const at = grid.headers.indexOf('Status')
        return [...new Set(grid.rows.map((r) => r.cells[at]))]
      })
      .toEqual(['Checked in'])
    // Picked again, the tile lets go and the grid lists everyone again.
    await checkedIn.click()
    await expect(checkedIn).toHaveAttribute('aria-pressed', 'false')
    await expect(app.getByTestId('overview-filter-note')).toBeHidden()
    await expect(app.getByText('No filters: every attendee of the event is listed.')).toBeVisible()

    // A ticket is beyond the service's filter: the snapshot answers, and says so.
    const tickets = overview.getByRole('region', { name: 'By ticket type' })
    await tickets.getByRole('button').first().click()
    const list = app.getByTestId('snapshot-list')
    await expect(list).toContainText('in the snapshot taken')
    await expect(list.getByRole('row').nth(1)).toBeVisible()

    // Changes made elsewhere: two statuses, and one attendee gone with a new one in.
    await settledGrid(app)
    const ids = emulator.state.attendees(eventId)!.ids
    const [a, b, c] = [ids[0]!, ids[1]!, ids[2]!]
    const statuses = emulator.state.attendees(eventId)!.text.status
    const toA = statuses[0] === 'CANCELLED' ? 'WAITLISTED' : 'CANCELLED'
    const toB = statuses[1] === 'CANCELLED' ? 'WAITLISTED' : 'CANCELLED'
    emulator.state.patchAttendee(eventId, a, { status: toA })
    emulator.state.patchAttendee(eventId, b, { status: toB })
    const newcomer = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6'
    emulator.state.overrideAttendee(eventId, c, { id: newcomer })
    await overview.getByRole('button', { name: /^Refresh/ }).click()

    const since = panel.getByRole('region', { name: 'Since your last look' })
    await expect(since.getByRole('button', { name: '1 new registration' })).toBeVisible()
    await expect(since.getByRole('button', { name: '1 attendee removed' })).toBeVisible()
    const moved = toA === toB ? 2 : 1
    await expect(
      since.getByRole('button', { name: new RegExp(`^${moved} `) }).first(),
    ).toBeVisible()
    await since.getByRole('button', { name: '1 new registration' }).click()
    await expect(
      since.getByRole('region', { name: '1 new registration' }).getByRole('row'),
    ).toHaveCount(2)
  },
)

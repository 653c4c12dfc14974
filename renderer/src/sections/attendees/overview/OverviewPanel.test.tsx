/**
 * The overview above the grid on a real core and emulator: the cost said
 * before the first snapshot, the overview once taken (or once a full export
 * is done), hidden and shown again with its summary kept in sight, and with
 * the service gone the snapshot still readable and marked as one.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import { settledGrid } from '@test-support/component/grid'
import { renderWithCore, startEmulator } from '@test-support/component/render-with-core'

const panel = () => screen.getByTestId('overview-panel')

async function takeSnapshot(user: Awaited<ReturnType<typeof renderWithCore>>['user']) {
  const start = await screen.findByRole('region', { name: 'Attendees at a glance' })
  // One request a page of 100: ten for every 1,000 attendees.
  expect(start.textContent).toContain('10 requests for every 1,000 attendees')
  await user.click(within(start).getByRole('button', { name: 'Take a snapshot' }))
  return screen.findByRole('region', { name: 'Overview of the attendees' })
}

describe('the attendee overview panel', () => {
  it('says the cost first, then shows the overview, which can be folded away', async () => {
    const { user, emulator, eventId } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const overview = await takeSnapshot(user)
    const total = emulator.state.attendees(eventId)!.count
    expect(overview.textContent).toContain(`${total} attendees`)
    expect(within(panel()).getByText('Since your last look')).toBeTruthy()

    await user.click(within(panel()).getByRole('button', { name: 'Hide the overview' }))
    expect(screen.queryByRole('region', { name: 'Overview of the attendees' })).toBeNull()
    // Folded, the total stays in sight, and the way back says it is folded.
    expect(panel().textContent).toMatch(new RegExp(`${total} attendees as of`))
    const again = within(panel()).getByRole('button', { name: 'Show the overview' })
    expect(again.getAttribute('aria-expanded')).toBe('false')
    await user.click(again)
    expect(await screen.findByRole('region', { name: 'Overview of the attendees' })).toBeTruthy()
  })

  it('shows a full export’s attendees as the overview once the export is done', async () => {
    const opened = await renderWithCore({ section: 'attendees', saveExports: true })
    const { emulator, eventId, workspaceId, call } = opened
    await settledGrid()
    await screen.findByRole('region', { name: 'Attendees at a glance' })
    const started = await call('exports:start', {
      workspaceId,
      eventId,
      filter: [],
      sort: [],
      columns: BASE_COLUMNS.map((c) => c.id),
      allColumns: false,
      suggestedName: 'attendees.csv',
    })
    expect(started.started).toBe(true)
    const overview = await screen.findByRole('region', { name: 'Overview of the attendees' })
    const total = emulator.state.attendees(eventId)!.count
    await waitFor(() => expect(overview.textContent).toContain(`${total} attendees`))
  })

  it('keeps the snapshot readable when the service cannot be reached, and says it is one', async () => {
    const service = await startEmulator({ port: 0, control: true, attendeesPerEvent: 30 })
    const { user } = await renderWithCore({ section: 'attendees', service })
    await settledGrid()
    await takeSnapshot(user)
    await service.close()
    // The next page the grid asks for finds no service.
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByTestId('overview-offline')).toBeTruthy())
    expect(screen.getByTestId('overview-offline').textContent).toMatch(
      /^Offline: this is the snapshot taken .+, not the live list\.$/,
    )
    const list = screen.getByTestId('snapshot-list')
    await waitFor(() => expect(list.textContent).toContain('30 attendees in the snapshot taken'))
    // Thirty kept, all on the first page of the snapshot's list, with a header row.
    expect(within(list).getAllByRole('row')).toHaveLength(31)
    expect(within(panel()).getByRole('button', { name: /^Refresh/ })).toHaveProperty(
      'disabled',
      true,
    )
  })
})

/**
 * An export's end reaches the window whichever section is shown, on a real
 * core and emulator: Attendees is left while an export runs, the export ends
 * meanwhile, and Attendees shown again has it finished.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { renderWithCore } from '@test-support/component/render-with-core'

const exportEvents = (events: { name: string; payload: unknown }[]) =>
  events.filter((e) => e.name === 'exports:progress').map((e) => e.payload as ExportStatus)

describe('exports across sections', () => {
  it('shows an export finished while another section was shown as finished', async () => {
    const opened = await renderWithCore({ section: 'attendees', saveExports: true })
    const { user, emulator, core, call, workspaceId, eventId } = opened
    await screen.findByRole('heading', { level: 1, name: 'Attendees' })
    await waitFor(() => expect(screen.queryAllByRole('row').length).toBeGreaterThan(1))

    // The service keeps the export's pages until the test lets them go.
    emulator.state.setFaults([
      { kind: 'hold', method: 'GET', pathPrefix: `/v1/events/${eventId}/attendees`, times: 100 },
    ])
    const started = await call('exports:start', {
      workspaceId,
      eventId,
      filter: [],
      sort: [{ field: 'createdAt', direction: 'asc' }],
      columns: BASE_COLUMNS.map((c) => c.id),
      allColumns: false,
      suggestedName: 'attendees.csv',
    })
    if (!started.started) throw new Error('not started')
    const id = started.status.exportId
    const card = await screen.findByTestId('export-card')
    expect(card.getAttribute('data-state')).toBe('running')
    await waitFor(() => expect(emulator.state.faults.held).toBeGreaterThan(0))

    const nav = screen.getByRole('navigation', { name: 'Sections' })
    await user.click(within(nav).getByRole('link', { name: 'Teams' }))
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    expect(screen.queryByTestId('export-card')).toBeNull()

    // Let the pages go; the export ends while Teams is shown.
    emulator.state.setFaults([])
    await waitFor(() =>
      expect(exportEvents(core.events).some((s) => s.exportId === id && s.state === 'done')).toBe(
        true,
      ),
    )

    await user.click(within(nav).getByRole('link', { name: 'Attendees' }))
    await screen.findByRole('heading', { level: 1, name: 'Attendees' })
    const again = await screen.findByTestId('export-card')
    expect(again.getAttribute('data-state')).toBe('done')
  })
})

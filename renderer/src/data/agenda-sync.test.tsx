/**
 * An agenda apply's end reaches the window's cache whichever section is
 * shown, on a real core and emulator: the Agenda is left while an apply runs,
 * the apply ends meanwhile, and the Agenda shown again has it finished.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import type { ApplyStatus } from '@shared/agenda/model'
import { Root } from '@renderer/app/App'
import { checkedReview, openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'
import { AppProviders } from '@test-support/component/providers'
import { agendaQueries } from './agenda'

const applyEvents = (events: { name: string; payload: unknown }[]) =>
  events.filter((e) => e.name === 'agenda:progress').map((e) => e.payload as ApplyStatus)

/** Hands the app's query client to the test, to read what the window has cached. */
function ClientOut({ onClient }: { onClient: (client: QueryClient) => void }) {
  const client = useQueryClient()
  useEffect(() => {
    onClient(client)
  }, [client, onClient])
  return null
}

describe('agenda applies across sections', () => {
  it('keeps an apply that ended while another section was shown as ended', async () => {
    const held: { client?: QueryClient } = {}
    const opened = await openAgenda({
      ui: () => (
        <AppProviders>
          <Root />
          <ClientOut onClient={(client) => (held.client = client)} />
        </AppProviders>
      ),
    })
    const { user, event, emulator, eventId, workspaceId, core, call } = opened
    const ids = event.sessions.slice(0, 3).map((s) => s.id)
    // The service keeps the updates until the test lets them go.
    emulator.state.setFaults([
      { kind: 'hold', method: 'PUT', pathPrefix: `/v1/events/${eventId}/sessions/`, times: 3 },
    ])
    await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
    const rows = ids.map((id, i) => `${id},Session ${i + 1}`)
    const csv = `${['Session ID,Title', ...rows].join('\n')}\n`
    dropOn(await screen.findByTestId('agenda-drop'), [
      { name: 'agenda.csv', type: 'text/csv', bytes: new TextEncoder().encode(csv) },
    ])
    await checkedReview()
    await user.click(screen.getByRole('button', { name: 'Apply 3 sessions' }))
    const apply = await screen.findByTestId('import-apply')
    expect(apply.getAttribute('data-state')).toBe('running')
    await waitFor(() => expect(emulator.state.faults.held).toBe(3))
    const { applies } = await call('agenda:pending', { workspaceId, eventId })
    const importId = applies[0]!.importId

    const nav = screen.getByRole('navigation', { name: 'Sections' })
    await user.click(within(nav).getByRole('link', { name: 'Teams' }))
    await screen.findByRole('heading', { level: 1, name: 'Teams' })
    expect(screen.queryByTestId('import-apply')).toBeNull()

    // Let the updates go; the apply ends while Teams is shown.
    expect(emulator.state.releaseHeld()).toBe(3)
    await waitFor(() =>
      expect(
        applyEvents(core.events).some((s) => s.importId === importId && s.state === 'done'),
      ).toBe(true),
    )

    await user.click(within(nav).getByRole('link', { name: 'Agenda' }))
    await screen.findByRole('heading', { level: 1, name: 'Agenda' })
    const ref = { workspaceId, eventId }
    const cached = held.client!.getQueryData(agendaQueries.apply(ref, importId).queryKey)
    expect(cached?.state).toBe('done')
  })
})

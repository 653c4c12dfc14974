/**
 * History's Check of a session change whose answer was lost, on a real core:
 * where the service reads a session back it finds the change applied; where
 * it does not, it says so and the change stays "May have been applied".
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

async function lostAnswer(dialect: 'zuddl-docs' | 'documented') {
  const screenWithCore = await renderWithCore({
    section: 'history',
    emulator: { dialect },
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      const sessionId = emulator.state.event(eventId)!.sessions[0]!.id
      emulator.state.setFaults([
        {
          kind: 'drop',
          afterHandling: true,
          method: 'PUT',
          pathPrefix: `/v1/events/${eventId}/sessions/${sessionId}`,
          times: 1,
        },
      ])
      await expect(
        call('sessions:update', { workspaceId, eventId, sessionId, changes: { title: 'Moved' } }),
      ).rejects.toThrow()
    },
  })
  await screenWithCore.user.click(await screen.findByTestId('history-entry'))
  const detail = await screen.findByTestId('history-detail')
  await screenWithCore.user.click(await within(detail).findByRole('button', { name: 'Check' }))
  return { ...screenWithCore, detail }
}

describe('Check in History', () => {
  it('finds the change applied where the service reads the session back', async () => {
    const { detail } = await lostAnswer('zuddl-docs')
    const outcome = within(detail).getByTestId('entry-outcome')
    await waitFor(() => expect(within(outcome).getByText('Applied')).toBeDefined())
    expect(outcome.textContent).toContain('A Check found the service had applied it.')
    await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Check' })).toBeNull())
  })

  it('says where the service cannot read a session back, and leaves the change', async () => {
    const { detail } = await lostAnswer('documented')
    const result = await within(detail).findByTestId('entry-check-result')
    expect(result.textContent).toBe(
      "This workspace's service does not read a session back, so Stagehand knows only the values it last saw. It stays marked “May have been applied”.",
    )
    const outcome = within(detail).getByTestId('entry-outcome')
    expect(within(outcome).getByText('May have been applied')).toBeDefined()
  })
})

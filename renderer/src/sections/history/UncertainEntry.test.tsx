/**
 * An entry whose answer was lost, opened in History on a real core: it says
 * the change may have been applied, and its revert sets the value before
 * back without taking that value, still known, for a change since.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

describe('an entry that may have been applied', () => {
  it('says so in its detail, and its revert sends the value before', async () => {
    let original = ''
    let sessionId = ''
    const { user, emulator, eventId } = await renderWithCore({
      section: 'history',
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const session = emulator.state.event(eventId)!.sessions[0]!
        original = session.title
        sessionId = session.id
        const edit = (changes: Record<string, unknown>) =>
          call('sessions:update', { workspaceId, eventId, sessionId, changes })
        // The first answer shows the session: the title before the next edit is known.
        await edit({ totalCapacity: 120 })
        // The next update is applied, and its answer lost on the way back.
        emulator.state.setFaults([
          {
            kind: 'drop',
            afterHandling: true,
            method: 'PUT',
            pathPrefix: `/v1/events/${eventId}/sessions/${sessionId}`,
            times: 1,
          },
        ])
        await expect(edit({ title: 'Spring opening' })).rejects.toThrow()
      },
    })
    const title = () =>
      emulator.state.event(eventId)!.sessions.find((s) => s.id === sessionId)!.title
    const newest = await waitFor(() => {
      const rows = screen.getAllByTestId('history-entry')
      expect(rows).toHaveLength(2)
      return rows[0]!
    })
    await user.click(newest)
    const detail = await screen.findByTestId('history-detail')
    const outcome = await within(detail).findByTestId('entry-outcome')
    expect(within(outcome).getByText('May have been applied')).toBeDefined()
    expect(outcome.textContent).toMatch(
      /the connection was dropped .* The change may have been applied before the answer was lost/,
    )
    const sentence = await within(detail).findByTestId('revert-sentence')
    expect(sentence.textContent).toBe(
      `Sets the session’s title back to “${original}”. Whether the service applied this change is not known: the revert sends these values either way.`,
    )
    expect(title()).toBe('Spring opening')
    await user.click(within(detail).getByRole('button', { name: 'Revert…' }))
    const ask = await screen.findByRole('alertdialog', { name: /without checking/ })
    await user.click(within(ask).getByRole('button', { name: 'Revert and replace' }))
    await waitFor(() => expect(title()).toBe(original))
    await within(detail).findByRole('button', { name: 'The revert' })
  })
})

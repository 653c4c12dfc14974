/**
 * The window's Undo on a real core: Ctrl+Z outside a text field offers the
 * newest change since the window opened that can still be reverted; in a
 * text field the key is the field's own.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { createMemoryJournalStores, journalEntry } from '@test-support/journal'

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

describe('the window’s Undo', () => {
  it('offers the newest change that can be reverted, and leaves text fields their own undo', async () => {
    const stores = createMemoryJournalStores()
    const { user } = await renderWithCore({
      section: 'history',
      journalStores: stores,
      prepare: async ({ workspaceId, eventId }) => {
        const store = await stores.of(workspaceId)
        await store.put(journalEntry({ id: 'older', at: later(1), eventId }))
        await store.put(
          journalEntry({
            id: 'target',
            at: later(2),
            eventId,
            resource: { kind: 'session', id: 'session-2', name: 'Closing' },
          }),
        )
        await store.put(journalEntry({ id: 'revert', at: later(3), eventId, revertOf: 'x' }))
        await store.put(
          journalEntry({
            id: 'refused',
            at: later(4),
            eventId,
            outcome: { status: 'refused', sentence: 'No.', settledAt: null },
          }),
        )
      },
    })
    const search = await screen.findByRole('searchbox', { name: 'Search the history' })
    await user.click(search)
    await user.keyboard('{Control>}z{/Control}')
    expect(screen.queryByTestId('window-undo')).toBeNull()

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last change' })
    await waitFor(() => expect(dialog.textContent).toContain('Session “Closing”: Title changed'))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByTestId('window-undo')).toBeNull())
  })

  it('says when nothing can be undone', async () => {
    await renderWithCore({ section: 'history' })
    await screen.findByTestId('history-empty')
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last change' })
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'Nothing to undo: no change this window sent can still be reverted.',
      ),
    )
  })

  it('takes Cmd+Z instead of Ctrl+Z when the app says it runs on a Mac', async () => {
    await renderWithCore({
      section: 'history',
      desktop: { appInfo: { version: 'test', platform: 'darwin' } },
    })
    await screen.findByTestId('history-empty')
    await waitFor(() => {
      fireEvent.keyDown(document.body, { key: 'z', metaKey: true })
      expect(screen.getByRole('dialog', { name: 'Undo the last change' })).toBeTruthy()
    })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByTestId('window-undo')).toBeNull())
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    expect(screen.queryByTestId('window-undo')).toBeNull()
  })

  it('reverts the last change after saying what it sends', async () => {
    let sessionId = ''
    const { user, emulator, eventId } = await renderWithCore({
      section: 'history',
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        sessionId = emulator.state.event(eventId)!.sessions[0]!.id
        const edit = (changes: Record<string, unknown>) =>
          call('sessions:update', { workspaceId, eventId, sessionId, changes })
        await edit({ totalCapacity: 80 })
        await edit({ totalCapacity: 90 })
      },
    })
    await screen.findAllByTestId('history-entry')
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last change' })
    const sentence = await within(dialog).findByTestId('revert-sentence')
    expect(sentence.textContent).toBe('Sets the session’s total capacity back to 80.')
    expect(within(dialog).getByTestId('revert-unchecked').textContent).toMatch(
      /any change made elsewhere since/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Revert and replace' }))
    await waitFor(() => expect(screen.queryByTestId('window-undo')).toBeNull())
    const session = emulator.state.event(eventId)!.sessions.find((s) => s.id === sessionId)!
    expect(session.totalCapacity).toBe(80)
  })
})

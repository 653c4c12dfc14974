/**
 * Reverting from History on a real core: a change a later edit overwrote
 * asks first with the three versions (Keep as is sends nothing, Revert anyway
 * sets the value back); the newest change reverts at once after its sentence;
 * a deleted location says it cannot be undone.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@shared/journal/entry'
import { renderWithCore, type CoreScreen } from '@test-support/component/render-with-core'

type Call = CoreScreen['call']

async function sessionEditedTwice() {
  let sessionId = ''
  let original = ''
  const opened = await renderWithCore({
    section: 'history',
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      const session = emulator.state.event(eventId)!.sessions[0]!
      sessionId = session.id
      original = session.title
      const edit = (changes: Record<string, unknown>) =>
        call('sessions:update', { workspaceId, eventId, sessionId, changes })
      // The first answer shows the session: the title's value before the next edits is known.
      await edit({ totalCapacity: 120 })
      await edit({ title: 'Spring opening' })
      await edit({ title: 'Spring opening, revised' })
    },
  })
  const title = () =>
    opened.emulator.state.event(opened.eventId)!.sessions.find((s) => s.id === sessionId)!.title
  return { ...opened, sessionId, original, title }
}

const entries = async (call: Call, workspaceId: string): Promise<JournalEntry[]> =>
  (await call('journal:list', { workspaceId, filter: {}, limit: 50 })).entries

async function open(entryId: string) {
  const row = await waitFor(() => {
    const found = screen
      .getAllByTestId('history-entry')
      .find((r) => r.getAttribute('data-entry-id') === entryId)
    expect(found).toBeDefined()
    return found!
  })
  row.click()
  return screen.findByTestId('history-detail')
}

describe('reverting from History', () => {
  it('shows the three versions before reverting over a later edit', async () => {
    const { user, call, workspaceId, original, title } = await sessionEditedTwice()
    const [, first] = await entries(call, workspaceId)
    const detail = await open(first!.id)
    const revert = await within(detail).findByRole('button', { name: 'Revert…' })
    await user.click(revert)
    const dialog = await screen.findByRole('alertdialog', { name: /has changed since then$/ })
    const versions = within(dialog).getByTestId('conflict-versions')
    const row = within(versions).getByRole('row', { name: /Title/ })
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual([original, 'Spring opening', 'Spring opening, revised'])

    await user.click(within(dialog).getByRole('button', { name: 'Keep as is' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(title()).toBe('Spring opening, revised')

    await user.click(within(detail).getByRole('button', { name: 'Revert…' }))
    const again = await screen.findByRole('alertdialog', { name: /has changed since then$/ })
    await user.click(within(again).getByRole('button', { name: 'Revert anyway' }))
    await waitFor(() => expect(title()).toBe(original))
    // The list takes in the revert's entry (journal:changed), and the entry links to it.
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(4))
    await user.click(await within(detail).findByRole('button', { name: 'The revert' }))
    // The link opens the revert's own entry, which links back.
    await waitFor(() =>
      expect(within(detail).getByRole('heading', { level: 2 }).textContent).toMatch(
        /\(a revert\)$/,
      ),
    )
    await user.click(within(detail).getByRole('button', { name: 'The change it reverts' }))
    await within(detail).findByRole('button', { name: 'The revert' })
  })

  it('reverts the newest change after saying what it sends and what it cannot check', async () => {
    const { user, call, workspaceId, title } = await sessionEditedTwice()
    const [newest] = await entries(call, workspaceId)
    const detail = await open(newest!.id)
    const sentence = await within(detail).findByTestId('revert-sentence')
    expect(sentence.textContent).toBe('Sets the session’s title back to “Spring opening”.')
    await user.click(within(detail).getByRole('button', { name: 'Revert…' }))
    const dialog = await screen.findByRole('alertdialog', { name: /without checking/ })
    await user.click(within(dialog).getByRole('button', { name: 'Revert and replace' }))
    await waitFor(() => expect(title()).toBe('Spring opening'))
  })

  it('warns, and asks, before reverting a session a colleague changed on the service', async () => {
    const { user, call, workspaceId, emulator, eventId, sessionId, title } =
      await sessionEditedTwice()
    const [newest] = await entries(call, workspaceId)
    // Another app changes the title on the service: Stagehand cannot see it.
    emulator.state.event(eventId)!.sessions.find((s) => s.id === sessionId)!.title =
      'Colleague’s title'
    const puts = () => emulator.state.sessionUpdates().length
    const sent = puts()
    const detail = await open(newest!.id)
    const warning = await within(detail).findByTestId('revert-unchecked')
    expect(warning.textContent).toMatch(/cannot check whether it was changed elsewhere/)
    expect(within(detail).queryByRole('button', { name: 'Revert' })).toBeNull()

    await user.click(within(detail).getByRole('button', { name: 'Revert…' }))
    const dialog = await screen.findByRole('alertdialog', { name: /without checking/ })
    const said = within(dialog).getByText(/cannot be read back/).textContent
    expect(said).toMatch(/sets the session’s title back to “Spring opening”/)
    expect(said).toMatch(/any change made elsewhere since/)
    await user.click(within(dialog).getByRole('button', { name: 'Keep as is' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(puts()).toBe(sent)
    expect(title()).toBe('Colleague’s title')
  })

  it('says a deleted location cannot be undone', async () => {
    const { call, workspaceId } = await renderWithCore({
      section: 'history',
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const location = emulator.state.event(eventId)!.locations.find((l) => !l.isDefault)!
        await call('locations:delete', { workspaceId, eventId, locationId: location.id })
      },
    })
    const [deleted] = await entries(call, workspaceId)
    const detail = await open(deleted!.id)
    const why = await within(detail).findByTestId('revert-impossible')
    expect(why.textContent).toBe(
      'This cannot be undone: the service cannot create a location, so a deletion cannot be undone.',
    )
    expect(within(detail).queryByRole('button', { name: /^Revert/ })).toBeNull()
  })
})

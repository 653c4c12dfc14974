/**
 * The command palette on a real core and emulator: Ctrl+K from a text field, the typed
 * letters marked, a speaker found by name or ID and opened, a sponsor and a location
 * shown, recent picks first, the
 * message when nothing matches, a saved view applied, the export and the window's Undo
 * opened from it, History, and the agenda's import and export.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderWithCore,
  type RenderWithCoreOptions,
} from '@test-support/component/render-with-core'
import { defaultLayout } from '@renderer/sections/attendees/layout-ops'

async function openApp(options: Pick<RenderWithCoreOptions, 'saveExports'> = {}) {
  let speaker = { id: '', name: '' }
  const opened = await renderWithCore({
    ...options,
    section: 'teams',
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      const speakers = emulator.state.event(eventId)!.speakers.slice(0, 3)
      for (const s of speakers) {
        const label = `${s.firstName} ${s.lastName}`
        await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: s.id, label })
      }
      speaker = { id: speakers[1]!.id, name: `${speakers[1]!.firstName} ${speakers[1]!.lastName}` }
      await call('views:save', {
        workspaceId,
        eventId,
        name: 'Checked in only',
        state: {
          filter: [{ field: 'status', op: 'in', value: ['CHECKED_IN'] }],
          sort: [],
          pageSize: 25,
          columns: defaultLayout(),
        },
      })
    },
  })
  await screen.findByRole('heading', { level: 1, name: 'Teams' })
  return { ...opened, speaker }
}

async function openPalette(user: Awaited<ReturnType<typeof openApp>>['user']) {
  await user.keyboard('{Control>}k{/Control}')
  const dialog = await screen.findByRole('dialog', { name: 'Go to or run' })
  return { dialog, input: within(dialog).getByRole('combobox') }
}

const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.querySelector('.palette__title')?.textContent)

describe('the command palette', () => {
  it('opens with Ctrl+K from a text field, marks the typed letters and opens a speaker', async () => {
    const { user, speaker } = await openApp()
    await user.click(screen.getByLabelText('Event'))
    const { dialog, input } = await openPalette(user)
    expect(document.activeElement).toBe(input)

    const typed = speaker.name.slice(0, 4)
    await user.type(input, typed.toLowerCase())
    const first = await waitFor(() => {
      const option = within(dialog).getAllByRole('option')[0]!
      expect(option.textContent).toContain(speaker.name)
      return option
    })
    expect(first.getAttribute('aria-selected')).toBe('true')
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([typed])
    expect(within(first).getByText('Speaker')).toBeTruthy()

    await user.keyboard('{Enter}')
    const details = await screen.findByTestId('speaker-details')
    expect(within(details).getByRole('heading', { name: speaker.name })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Go to or run' })).toBeNull()
    // The same place a stagehand:// link names; closing the speaker leaves it.
    expect(window.location.hash).toBe(`#/speakers/${speaker.id}`)
    await user.click(within(details).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(window.location.hash).toBe('#/speakers'))
  })

  it('shows ⌘K on its button when the app says it runs on a Mac', async () => {
    await renderWithCore({
      section: 'teams',
      desktop: { appInfo: { version: 'test', platform: 'darwin' } },
    })
    const button = await screen.findByTestId('palette-button')
    await waitFor(() => expect(button.textContent).toContain('⌘K'))
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Meta+K')
  })

  it('finds an entry by the start of its ID and lists recent picks first', async () => {
    const { user, speaker } = await openApp()
    const first = await openPalette(user)
    let dialog = first.dialog
    const input = first.input
    // Catalog entries are listed once typed for: nothing typed shows the actions and places.
    expect(optionTitles(dialog)).not.toContain(speaker.name)
    await user.type(input, speaker.id.slice(0, 8).toUpperCase())
    const option = await within(dialog).findByRole('option', { name: new RegExp(speaker.name) })
    expect(option.querySelector('.palette__detail mark')?.textContent).toBe(speaker.id.slice(0, 8))
    await user.click(option)
    await screen.findByTestId('speaker-details')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('speaker-details')).toBeNull())

    ;({ dialog } = await openPalette(user))
    expect(optionTitles(dialog)[0]).toBe(speaker.name)
    // Ctrl+K again closes it.
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to or run' })).toBeNull())
  })

  it('shows a sponsor’s card and a location’s row, focused', async () => {
    const { user, call, workspaceId, eventId } = await openApp()
    const SPONSOR = '5a0a0a0a-0000-4000-8000-000000000001'
    const LOCATION = '10ca7100-0000-4000-8000-000000000001'
    await call('catalog:add', {
      workspaceId,
      eventId,
      kind: 'sponsor',
      text: SPONSOR,
      label: 'Acme Rockets',
    })
    await call('catalog:add', {
      workspaceId,
      eventId,
      kind: 'location',
      text: LOCATION,
      label: 'Hall Zeta',
    })

    // A search that hides the sponsor is cleared by the pick.
    window.location.hash = '#/sponsors'
    await user.type(await screen.findByPlaceholderText('Search by label or ID'), 'nothing like it')
    let { input } = await openPalette(user)
    await user.type(input, 'acme')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-sponsor-id')).toBe(SPONSOR),
    )

    ;({ input } = await openPalette(user))
    await user.type(input, 'zeta')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-location-id')).toBe(LOCATION),
    )
  })

  it('says so when nothing matches', async () => {
    const { user } = await openApp()
    const { dialog, input } = await openPalette(user)
    await user.type(input, 'qqqzzz')
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0)
    expect(within(dialog).getByTestId('palette-empty').textContent).toContain(
      'Nothing matches “qqqzzz”',
    )
    expect(within(dialog).getByRole('status').textContent).toBe('No results.')
  })

  it('applies a saved attendee view, and opens the export of the current view', async () => {
    const { user } = await openApp()
    let { input } = await openPalette(user)
    await user.type(input, 'checked in')
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Attendees' })
    await screen.findByRole('button', { name: 'Views: Checked in only' })
    // Applied, the view is left as a place, so picking it again applies it again.
    await waitFor(() => expect(window.location.hash).toBe('#/attendees'))

    ;({ input } = await openPalette(user))
    await user.type(input, 'export')
    await user.keyboard('{Enter}')
    const exporting = await screen.findByRole('dialog', { name: 'Export attendees as CSV' })
    expect(
      within(exporting).getByText('Status is any of CHECKED_IN', { exact: false }),
    ).toBeTruthy()
  })

  it('opens History, and the window’s Undo of the last change', async () => {
    const { user } = await openApp()
    let { input } = await openPalette(user)
    await user.type(input, 'history')
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'History' })

    ;({ input } = await openPalette(user))
    await user.type(input, 'undo')
    await user.keyboard('{Enter}')
    const undo = await screen.findByRole('dialog', { name: 'Undo the last change' })
    await waitFor(() => expect(undo.textContent).toContain('Nothing to undo'))
  })

  it('opens the agenda import, and exports the sessions', async () => {
    const { user, core } = await openApp({ saveExports: true })
    let { input } = await openPalette(user)
    await user.type(input, 'import an agenda')
    await user.keyboard('{Enter}')
    await screen.findByRole('region', { name: 'Import an agenda' })

    ;({ input } = await openPalette(user))
    await user.type(input, 'export the agenda')
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Agenda' })
    expect((await screen.findByText(/^Exported \d+ sessions to /)).textContent).toContain(core.dir)
  })

  it('opens on the welcome screen, to add a workspace', async () => {
    const { user } = await renderWithCore({ workspace: false })
    await screen.findByTestId('welcome')
    const { dialog, input } = await openPalette(user)
    expect(input.getAttribute('placeholder')).toBe('Type an action')
    expect(optionTitles(dialog)).toEqual(['Add a workspace…', 'Show keyboard shortcuts'])
    await user.type(input, 'speakers')
    expect(within(dialog).getByTestId('palette-empty').textContent).toContain(
      'With no workspace yet, adding one is what can be done here.',
    )
    await user.clear(input)
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Add workspace' })
  })

  it('stays shut while another dialog is open', async () => {
    const { user } = await openApp()
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(help).getByText(/Go to a section, a name or an ID/)).toBeTruthy()
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.queryByRole('dialog', { name: 'Go to or run' })).toBeNull()
  })
})

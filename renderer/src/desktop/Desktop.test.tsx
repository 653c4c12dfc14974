/**
 * What the desktop asks of the window, on a real core and emulator: the
 * Preferences dialog turns job notifications off and sets how long attendee
 * snapshots are kept; the app menu opens About,
 * the shortcuts and the diagnostics notice; a notification's click and a
 * recent event show their workspace, event and section.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { DIAGNOSTICS_COPIED } from './DesktopProvider'

const ready = () => screen.findByTestId('workspace-switcher')

describe('the desktop in the window', () => {
  it('turns job notifications off in Preferences, from the workspace switcher', async () => {
    const { user, call } = await renderWithCore()
    await user.click(await ready())
    await user.click(await screen.findByRole('menuitem', { name: 'Preferences…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' })
    const notify = await within(dialog).findByRole('checkbox', {
      name: /^Notify me when an export/,
    })
    expect((notify as HTMLInputElement).checked).toBe(true)
    await user.click(notify)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preferences' })).toBeNull())
    expect(await call('preferences:get')).toEqual({
      notifyJobEnds: false,
      snapshotRetentionDays: 90,
    })
    await screen.findByText('Preferences saved')
  })

  it('keeps attendee snapshots for the days chosen in Preferences', async () => {
    const { user, call } = await renderWithCore()
    await user.click(await ready())
    await user.click(await screen.findByRole('menuitem', { name: 'Preferences…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' })
    const keep = await within(dialog).findByRole('combobox', {
      name: /^Keep snapshots on this computer for/,
    })
    expect((keep as HTMLSelectElement).value).toBe('90')
    await user.selectOptions(keep, '7 days')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preferences' })).toBeNull())
    expect(await call('preferences:get')).toEqual({
      notifyJobEnds: true,
      snapshotRetentionDays: 7,
    })
  })

  it('opens About, the shortcuts and the diagnostics notice when the app menu asks', async () => {
    const { user, emit } = await renderWithCore()
    await ready()
    act(() => emit('app:menu', { command: 'about' }))
    const about = await screen.findByRole('dialog', { name: 'About Stagehand' })
    await within(about).findByText('test')
    within(about).getByText(process.versions.node)
    expect(within(about).getAllByText('Not running in Electron')).toHaveLength(2)
    within(about).getByText(/^No license has been declared/)
    await user.click(within(about).getByRole('button', { name: 'Close' }))

    act(() => emit('app:menu', { command: 'shortcuts' }))
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await user.keyboard('{Escape}')

    act(() => emit('app:menu', { command: 'diagnosticsCopied' }))
    await screen.findByText(DIAGNOSTICS_COPIED)
  })

  it("shows a clicked notification's job, and a recent event, in their workspace", async () => {
    const { emulator, emit, call, workspaceId } = await renderWithCore({ section: 'teams' })
    await ready()
    const other = await call('workspaces:save', {
      name: 'Other',
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    const later = emulator.events[1]!.id
    act(() =>
      emit('jobs:open', { jobId: 'x1', kind: 'export', workspaceId: other.id, eventId: later }),
    )
    await waitFor(() => expect(window.location.hash).toBe('#/attendees'))
    const list = await call('workspaces:list')
    expect(list.activeWorkspaceId).toBe(other.id)
    expect(list.workspaces.find((w) => w.id === other.id)?.eventId).toBe(later)
    await screen.findByRole('button', { name: /^Workspace: Other / })

    const first = emulator.events[0]!.id
    act(() => emit('app:menu', { command: 'openEvent', workspaceId, eventId: first }))
    await waitFor(async () =>
      expect((await call('workspaces:list')).activeWorkspaceId).toBe(workspaceId),
    )
    expect(window.location.hash).toBe('#/attendees')
  })
})

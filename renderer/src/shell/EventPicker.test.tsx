/**
 * The Event box on a real core: an address or a line of text pasted into
 * it gives the event ID it holds, and a note says which was taken; where the
 * service lists events, part of a name finds the event, and the chosen
 * event's remembered name is shown without reading the list again.
 */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

describe('the Event box', () => {
  it('takes the event ID from a pasted dashboard address and says which it took', async () => {
    const { emulator, user, call, workspaceId } = await renderWithCore({})
    const other = emulator.events[1]!.id
    const box = await screen.findByLabelText('Event')
    await user.clear(box)
    await user.click(box)
    await user.paste(`https://app.zuddl.com/org/acme/event/${other.toUpperCase()}/attendees`)

    const note = await screen.findByText(/^Took the event ID/)
    expect(note.getAttribute('role')).toBe('status')
    expect(note.textContent).toBe(`Took the event ID ${other} from the address you pasted.`)
    expect((box as HTMLInputElement).value).toBe(other)
    await waitFor(async () => {
      const { workspaces } = await call('workspaces:list')
      expect(workspaces.find((w) => w.id === workspaceId)?.eventId).toBe(other)
    })
    await user.type(box, 'x')
    expect(screen.queryByText(/^Took the event ID/)).toBeNull()
  })

  it('refuses an address that holds no event ID, saying what to paste', async () => {
    const { user, call, workspaceId, eventId } = await renderWithCore({})
    const box = await screen.findByLabelText('Event')
    await user.clear(box)
    await user.click(box)
    await user.paste('https://app.zuddl.com/org/acme/my-event')
    expect((await screen.findByTestId('event-id-error')).textContent).toMatch(
      /^That address holds no event ID\. An event ID looks like .*; paste it alone, or an address of the dashboard that holds it\.$/,
    )
    const { workspaces } = await call('workspaces:list')
    expect(workspaces.find((w) => w.id === workspaceId)?.eventId).toBe(eventId)
  })

  it('finds an event by part of its name where the service lists events, and names it', async () => {
    const { emulator, user, call, workspaceId } = await renderWithCore({
      emulator: { dialect: 'zuddl-docs' },
    })
    const target = emulator.events[1]!
    // The service's events are read once the box is used.
    await user.click(await screen.findByLabelText('Event'))
    const box = await screen.findByRole('combobox', { name: 'Event' })
    await user.clear(box)
    await user.type(box, target.name.split(' ')[0]!.toLowerCase())
    const option = await screen.findByRole('option', { name: new RegExp(target.name) })
    await user.click(option)
    await waitFor(async () => {
      const { workspaces } = await call('workspaces:list')
      expect(workspaces.find((w) => w.id === workspaceId)?.eventId).toBe(target.id)
    })
    expect((box as HTMLInputElement).value).toBe(target.id)
    expect((await screen.findByTestId('event-name')).textContent).toContain(target.name)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('names the chosen event from what the workspace remembers, without reading the list', async () => {
    const { emulator, answered } = await renderWithCore({
      emulator: { dialect: 'zuddl-docs' },
      // A list read in an earlier run: the workspace keeps the names it gave.
      prepare: ({ call, workspaceId }) => call('listings:events', { workspaceId }).then(() => {}),
    })
    const listReads = () =>
      emulator.state.requests().filter((r) => r.method === 'GET' && r.path === '/v1/events').length
    const readBefore = listReads()
    await answered('workspaces:list')
    expect((await screen.findByTestId('event-name')).textContent).toBe(emulator.events[0]!.name)
    expect(screen.getByLabelText('Event').getAttribute('title')).toBe(emulator.events[0]!.name)
    expect(listReads()).toBe(readBefore)
  })

  it('picks the one event a name matches on Enter, and says when none does', async () => {
    const { emulator, user, call, workspaceId } = await renderWithCore({
      emulator: { dialect: 'zuddl-docs' },
    })
    const target = emulator.events[2]!
    // The service's events are read once the box is used.
    await user.click(await screen.findByLabelText('Event'))
    const box = await screen.findByRole('combobox', { name: 'Event' })
    await user.clear(box)
    await user.type(box, 'no such gathering{Enter}')
    expect((await screen.findByTestId('event-id-error')).textContent).toContain(
      'No event of this workspace is named like “no such gathering”',
    )
    await user.clear(box)
    await user.type(box, `${target.name}{Enter}`)
    await waitFor(async () => {
      const { workspaces } = await call('workspaces:list')
      expect(workspaces.find((w) => w.id === workspaceId)?.eventId).toBe(target.id)
    })
    expect(screen.queryByTestId('event-id-error')).toBeNull()
  })
})

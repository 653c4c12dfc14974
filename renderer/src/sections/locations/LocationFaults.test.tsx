/**
 * The Locations panel under faults, on a real core and emulator. A deletion
 * whose connection drops is sent once and said to have maybe been applied;
 * "Try again" sends it once more: a drop before the service acted is deleted
 * then; a drop after it acted is answered 404, which means the first one did
 * it, and the location leaves the list. The list is the catalog: with every
 * service request failing it still shows what it knows, and a 500 on a
 * deletion is a plain failure. A location refused as the default keeps no
 * Delete, and its row says why in text the row is described by.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '@renderer/app/App'
import {
  renderWithCore,
  type CoreScreen,
  type RunningEmulator,
} from '@test-support/component/render-with-core'

/** The last event of the emulator, its non-default locations in the catalog; Locations open. */
async function openLocations(seed: number) {
  let eventId = ''
  const opened = await renderWithCore({
    section: 'locations',
    emulator: { seed },
    prepare: async ({ emulator, call, workspaceId }) => {
      eventId = emulator.events.at(-1)!.id
      await call('workspaces:setEvent', { workspaceId, eventId })
      for (const l of emulator.state.event(eventId)!.locations.filter((x) => !x.isDefault))
        await call('catalog:add', {
          workspaceId,
          eventId,
          kind: 'location',
          text: l.id,
          label: l.name,
        })
    },
  })
  const locations = opened.emulator.state.event(eventId)!.locations.filter((l) => !l.isDefault)
  await waitFor(() => expect(rows()).toHaveLength(locations.length))
  // The service's list of locations is asked for once on opening: wait for its answer
  // (this service has none), so no request of it is still out when a test begins.
  await waitFor(() =>
    expect(screen.getByTestId('locations-from-service').textContent).toContain('does not list'),
  )
  return { ...opened, eventId, locations }
}

const rows = () => screen.queryAllByTestId('location-row')
const rowsNamed = (name: string) => rows().filter((r) => r.textContent?.includes(name))

async function deleteNamed(user: CoreScreen['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }))
  const confirm = await screen.findByRole('alertdialog', { name: `Delete “${name}”?` })
  await user.click(within(confirm).getByRole('button', { name: 'Delete location' }))
}

const deletions = (emulator: RunningEmulator, id: string) =>
  emulator.state.requests().filter((r) => r.method === 'DELETE' && r.path.endsWith(id))

const held = (emulator: RunningEmulator, eventId: string) =>
  emulator.state.event(eventId)!.locations.map((l) => l.id)

describe('the Locations panel under faults', () => {
  for (const afterHandling of [false, true]) {
    it(`settles a deletion whose connection dropped ${afterHandling ? 'after' : 'before'} the service acted with Try again`, async () => {
      const { emulator, user, eventId, locations, view } = await openLocations(81)
      const target = locations[0]!
      emulator.state.setFaults([{ kind: 'drop', method: 'DELETE', afterHandling, times: 1 }])
      emulator.state.clearRequests()
      await deleteNamed(user, target.name)
      const refusal = await screen.findByTestId('location-refusal')
      expect(refusal.textContent).toContain(`“${target.name}” may have been deleted`)
      expect(within(refusal).getByTestId('location-try-again-note').textContent).toContain(
        'Try again sends the deletion once more, which is safe',
      )
      // The general "check it first" would contradict that advice.
      expect(refusal.textContent).not.toContain('check it before sending it again')
      // Rolled back: shown until it is known to be gone.
      expect(rowsNamed(target.name)).toHaveLength(1)
      expect(deletions(emulator, target.id)).toHaveLength(1)
      expect(held(emulator, eventId).includes(target.id)).toBe(!afterHandling)

      await user.click(within(refusal).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(rowsNamed(target.name)).toHaveLength(0))
      expect(screen.queryByTestId('location-refusal')).toBeNull()
      expect(rows()).toHaveLength(locations.length - 1)
      await screen.findByText(
        afterHandling
          ? `${target.name} was deleted: the service no longer has it`
          : `Deleted ${target.name}`,
      )
      expect(deletions(emulator, target.id).map((r) => r.status)).toEqual(
        afterHandling ? [0, 404] : [0, 200],
      )
      expect(held(emulator, eventId)).not.toContain(target.id)
      // Still gone when the app starts anew: the catalog holds no "Gone" row for it.
      view.unmount()
      render(<App />)
      await waitFor(() => expect(rows()).toHaveLength(locations.length - 1))
    })
  }

  it('still shows what it knows with every request failing; a 500 on a deletion is a plain failure', async () => {
    const { emulator, user, locations, view } = await openLocations(82)
    emulator.state.setFaults([{ kind: 'error', status: 500 }])
    emulator.state.clearRequests()
    view.unmount()
    render(<App />)
    await waitFor(() => expect(rows()).toHaveLength(locations.length))
    for (const l of locations) expect(rowsNamed(l.name)).toHaveLength(1)
    // The list is the catalog: reading it sent nothing to the service.
    expect(emulator.state.requests().filter((r) => r.method === 'GET')).toHaveLength(0)

    const target = locations[0]!
    await deleteNamed(user, target.name)
    const refusal = await screen.findByTestId('location-refusal')
    await waitFor(() => expect(refusal.textContent).toContain(`“${target.name}” was not deleted`))
    expect(within(refusal).queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(rowsNamed(target.name)).toHaveLength(1)
    expect(deletions(emulator, target.id).map((r) => r.status)).toEqual([500])
  })

  it('says on the row, in visible text, why the default location offers no Delete', async () => {
    const { emulator, user, eventId, workspaceId, call, locations } = await openLocations(83)
    const byDefault = emulator.state.event(eventId)!.locations.find((l) => l.isDefault)!
    await call('catalog:add', {
      workspaceId,
      eventId,
      kind: 'location',
      text: byDefault.id,
      label: byDefault.name,
    })
    await waitFor(() => expect(rows()).toHaveLength(locations.length + 1))
    await deleteNamed(user, byDefault.name)
    await waitFor(() => expect(rowsNamed(byDefault.name)[0]?.dataset.default).toBe('true'))
    const row = rowsNamed(byDefault.name)[0]!
    expect(within(row).queryByRole('button', { name: `Delete ${byDefault.name}` })).toBeNull()
    const reason = within(row).getByText(
      'Cannot be deleted: the service keeps each event’s default location.',
    )
    // Visible text, not a hover title, and what the row is described by.
    expect(reason.getAttribute('title')).toBeNull()
    expect(reason.id).not.toBe('')
    expect(row.getAttribute('aria-describedby')).toBe(reason.id)
  })
})

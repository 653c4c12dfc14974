/**
 * A resource's own screen says how often it changed this week and links to
 * History on it; an older change is not counted.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { createMemoryJournalStores, journalEntry } from '@test-support/journal'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('a resource’s recent changes', () => {
  it('counts the week’s changes of one location and opens History on it', async () => {
    const stores = createMemoryJournalStores()
    let locationId = ''
    const { user } = await renderWithCore({
      section: 'locations',
      journalStores: stores,
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const locations = emulator.state.event(eventId)!.locations.filter((l) => !l.isDefault)
        const [changed, other] = locations
        locationId = changed!.id
        for (const l of [changed!, other!])
          await call('catalog:add', {
            workspaceId,
            eventId,
            kind: 'location',
            text: l.id,
            label: l.name,
          })
        const store = await stores.of(workspaceId)
        const resource = { kind: 'location' as const, id: changed!.id, name: changed!.name }
        for (const at of [daysAgo(0.1), daysAgo(2), daysAgo(6), daysAgo(9)])
          await store.put(journalEntry({ at, eventId, resource }))
        await store.put(
          journalEntry({ at: daysAgo(1), eventId, resource: { ...resource, id: other!.id } }),
        )
      },
    })
    const row = await waitFor(() => {
      const found = screen
        .getAllByTestId('location-row')
        .find((r) => r.dataset.locationId === locationId)
      expect(found).toBeDefined()
      return found!
    })
    const recent = await within(row).findByTestId('recent-changes')
    expect(recent.textContent).toBe('Changed 3 times this week — History')
    await user.click(within(recent).getByRole('link', { name: /^History of / }))
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(4))
    expect(window.location.hash).toContain(`id=${encodeURIComponent(locationId)}`)
  })
})

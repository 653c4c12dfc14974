/**
 * A resource's own screen says how often it changed this week and links to
 * History on it; an older change, and a write that was refused or not
 * answered, is not counted. A location's row and a
 * sponsor's card here; the session editor and the speaker card in
 * e2e/journal.spec.ts.
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
        // A refused deletion changed nothing, and an unanswered one may not have: not counted.
        for (const status of ['refused', 'uncertain'] as const)
          await store.put(
            journalEntry({
              at: daysAgo(3),
              eventId,
              resource,
              change: { operation: 'location-delete', before: { known: false }, after: null },
              outcome: { status, sentence: 'The location was not deleted.', settledAt: null },
            }),
          )
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
    // History shows every entry, whatever its outcome.
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(6))
    expect(window.location.hash).toContain(`id=${encodeURIComponent(locationId)}`)
  })

  it('counts a sponsor’s changes on its card', async () => {
    const stores = createMemoryJournalStores()
    await renderWithCore({
      section: 'sponsors',
      journalStores: stores,
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const sponsor = emulator.state.event(eventId)!.sponsors[0]!
        const label = 'Northwind'
        await call('catalog:add', {
          workspaceId,
          eventId,
          kind: 'sponsor',
          text: sponsor.id,
          label,
        })
        const store = await stores.of(workspaceId)
        const picture = { url: 'http://127.0.0.1:1/media/logo.png', bytes: null }
        await store.put(
          journalEntry({
            at: daysAgo(1),
            eventId,
            resource: { kind: 'sponsor', id: sponsor.id, name: label },
            change: {
              operation: 'sponsor-image',
              imageType: 'LOGO',
              before: { known: false },
              after: picture,
            },
          }),
        )
      },
    })
    const card = await screen.findByRole('article', { name: 'Northwind' })
    const recent = await within(card).findByTestId('recent-changes')
    expect(recent.textContent).toBe('Changed once this week — History')
    expect(within(recent).getByRole('link', { name: /^History of / })).toBeDefined()
  })
})

/**
 * History on a real core: entries put in the core's journal are listed by
 * day, filtered by kind, outcome, text and resource, and open with their
 * fields before and after; a replaced picture shows its kept bytes.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@shared/journal/entry'
import { renderWithCore } from '@test-support/component/render-with-core'
import { createMemoryJournalStores, journalEntry } from '@test-support/journal'
import { makePng } from '@test-support/images'

const entryRows = () => screen.queryAllByTestId('history-entry')
const titles = () => entryRows().map((row) => row.getAttribute('data-entry-id'))

type Store = Awaited<ReturnType<ReturnType<typeof createMemoryJournalStores>['of']>>

async function openHistory(
  make: (ref: { workspaceId: string; eventId: string; store: Store }) => Promise<JournalEntry[]>,
  hash?: string,
) {
  const stores = createMemoryJournalStores()
  const ids: string[] = []
  const opened = await renderWithCore({
    section: 'history',
    journalStores: stores,
    prepare: async ({ workspaceId, eventId }) => {
      const store = await stores.of(workspaceId)
      for (const entry of await make({ workspaceId, eventId, store })) {
        await store.put(entry)
        ids.push(entry.id)
      }
    },
  })
  // After the app opened on History: the helper opens it at the section's own route.
  if (hash) window.location.hash = hash
  return { ...opened, ids }
}

const now = Date.now()
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString()

describe('History', () => {
  it('lists the event’s changes newest first, filters them and opens one', async () => {
    const { user, ids } = await openHistory(async ({ eventId }) => [
      journalEntry({ id: 'title', at: at(5), eventId }),
      journalEntry({
        id: 'refused',
        at: at(10),
        eventId,
        outcome: {
          status: 'refused',
          sentence: 'The service refused the end: it is before the start.',
          settledAt: null,
        },
      }),
      journalEntry({
        id: 'deleted',
        at: at(20),
        eventId,
        resource: { kind: 'location', id: 'loc-1', name: 'Hall B' },
        change: {
          operation: 'location-delete',
          before: { known: false },
          after: { deleted: true },
        },
      }),
      journalEntry({ id: 'other-event', at: at(1), eventId: 'another-event' }),
    ])
    await waitFor(() => expect(titles()).toEqual(['title', 'refused', 'deleted']))
    expect(ids).toHaveLength(4)
    expect(screen.getByTestId('history-count').textContent).toContain('3 changes')

    const refused = within(screen.getByRole('toolbar', { name: 'Outcome' })).getByRole('button', {
      name: 'Refused',
    })
    await user.click(refused)
    await waitFor(() => expect(titles()).toEqual(['refused']))
    await user.click(refused)
    await waitFor(() => expect(titles()).toHaveLength(3))

    const locations = within(screen.getByRole('toolbar', { name: 'Kind' })).getByRole('button', {
      name: 'Locations',
    })
    await user.click(locations)
    await waitFor(() => expect(titles()).toEqual(['deleted']))
    expect(locations.getAttribute('aria-pressed')).toBe('true')
    await user.click(locations)
    await waitFor(() => expect(titles()).toHaveLength(3))

    await user.type(screen.getByRole('searchbox', { name: 'Search the history' }), 'hall b')
    await waitFor(() => expect(titles()).toEqual(['deleted']))
    await user.clear(screen.getByRole('searchbox', { name: 'Search the history' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'all')
    await waitFor(() => expect(titles()).toEqual(['other-event', 'title', 'refused', 'deleted']))

    await user.click(entryRows().find((r) => r.dataset.entryId === 'refused')!)
    const detail = await screen.findByTestId('history-detail')
    expect(within(detail).getByTestId('entry-outcome').textContent).toContain(
      'RefusedThe service refused the end: it is before the start.',
    )
    const table = within(detail).getByRole('table', { name: 'Before and after' })
    const title = within(table).getByRole('row', { name: /Title/ })
    expect(title.textContent).toContain('Opening')
    expect(title.textContent).toContain('Opening keynote')
    expect(title.textContent).toContain('Known since')
  })

  it('shows a replaced picture’s kept bytes beside what was not seen before', async () => {
    const { user } = await openHistory(async ({ eventId, store }) => {
      const kept = await store.keepBytes(makePng(8, 8), 'image/png')
      return [
        journalEntry({
          id: 'photo',
          at: at(2),
          eventId,
          resource: { kind: 'speaker', id: 'sp-1', name: 'Ada Lovelace' },
          change: {
            operation: 'speaker-picture',
            before: { known: false },
            after: { url: null, bytes: kept },
          },
        }),
      ]
    })
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }))
    const pair = await screen.findByTestId('picture-pair')
    const image = await within(pair).findByRole('img', { name: 'The picture after the change' })
    expect(image.getAttribute('src')).toMatch(/^blob:/)
    expect(pair.textContent).toContain('Stagehand had not seen the picture')
  })

  it('opens on one resource from its link, and shows every change again', async () => {
    const { user } = await openHistory(
      async ({ eventId }) => [
        journalEntry({ id: 'mine', at: at(3), eventId }),
        journalEntry({
          id: 'theirs',
          at: at(4),
          eventId,
          resource: { kind: 'session', id: 'session-2', name: 'Closing' },
        }),
      ],
      '#/history?kind=session&id=session-1',
    )
    await waitFor(() => expect(titles()).toEqual(['mine']))
    expect(screen.getByTestId('history-resource').textContent).toContain(
      'Only the changes of the session “Opening”.',
    )
    await user.click(screen.getByRole('link', { name: 'Show every change' }))
    await waitFor(() => expect(titles()).toEqual(['mine', 'theirs']))
  })
})

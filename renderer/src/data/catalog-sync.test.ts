import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { CatalogEntry, CatalogKind } from '@shared/ipc/channels/catalog'
import { catalogQueries, type CatalogList } from './catalog'
import { applyCatalogChange, showPending, withChange } from './catalog-sync'

const W = 'w'
const EV = 'ev'

function entry(kind: CatalogKind, id: string, extra: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    kind,
    id,
    label: null,
    origin: 'entered',
    addedAt: '2025-06-01T00:00:00.000Z',
    seenAt: null,
    state: null,
    status: 'active',
    ...extra,
  }
}

const list = (...entries: CatalogEntry[]): CatalogList => ({ entries, notice: null })
const keyOf = (kind?: CatalogKind) =>
  catalogQueries.list({ workspaceId: W, eventId: EV, ...(kind ? { kind } : {}) }).queryKey

function clientWith(lists: [CatalogKind | undefined, CatalogList][]): QueryClient {
  const client = new QueryClient()
  for (const [kind, data] of lists) client.setQueryData(keyOf(kind), data)
  return client
}

describe('a catalog change applied to a list', () => {
  it('replaces changed entries in place, adds new ones last and drops forgotten ones', () => {
    const before = list(entry('speaker', 'a'), entry('speaker', 'b'), entry('speaker', 'c'))
    const after = withChange(before, {
      entries: [entry('speaker', 'b', { label: 'Host' }), entry('speaker', 'd')],
      removed: [{ kind: 'speaker', id: 'a' }],
    })
    expect(after.entries.map((e) => [e.id, e.label])).toEqual([
      ['b', 'Host'],
      ['c', null],
      ['d', null],
    ])
    expect(after.entries[1]).toBe(before.entries[2])
  })

  it('takes only its own kind, and keeps an ID of another kind apart', () => {
    const before = list(entry('speaker', 'x'))
    const change = {
      entries: [entry('sponsor', 'x', { label: 'Acme' })],
      removed: [{ kind: 'session' as const, id: 'x' }],
    }
    expect(withChange(before, change, 'speaker')).toBe(before)
    expect(withChange(before, change).entries.map((e) => [e.kind, e.id])).toEqual([
      ['speaker', 'x'],
      ['sponsor', 'x'],
    ])
  })
})

describe('applying main’s change to the cache', () => {
  it('updates every cached list of the event, and no other event’s', () => {
    const client = clientWith([
      ['speaker', list(entry('speaker', 'a'))],
      ['session', list(entry('session', 's'))],
      [undefined, list(entry('speaker', 'a'), entry('session', 's'))],
    ])
    const otherKey = catalogQueries.list({ workspaceId: W, eventId: 'other', kind: 'speaker' })
    client.setQueryData(otherKey.queryKey, list(entry('speaker', 'a')))

    applyCatalogChange(client, {
      workspaceId: W,
      eventId: EV,
      entries: [entry('speaker', 'a', { state: { profile: { picUrl: 'p' } } })],
      removed: [{ kind: 'session', id: 's' }],
    })

    expect(client.getQueryData(keyOf('speaker'))?.entries[0]?.state).toEqual({
      profile: { picUrl: 'p' },
    })
    expect(client.getQueryData(keyOf('session'))?.entries).toEqual([])
    expect(client.getQueryData(keyOf())?.entries.map((e) => e.id)).toEqual(['a'])
    expect(client.getQueryData(otherKey.queryKey)?.entries[0]?.state).toBeNull()
    expect(client.getQueryData(keyOf('sponsor'))).toBeUndefined()
  })

  it('reads a list again that was being read when the change came', async () => {
    const client = clientWith([])
    const reads: ((value: CatalogList) => void)[] = []
    const observer = new QueryObserver(client, {
      queryKey: keyOf('speaker'),
      queryFn: () => new Promise<CatalogList>((resolve) => reads.push(resolve)),
    })
    const stop = observer.subscribe(() => {})
    expect(reads).toHaveLength(1)
    applyCatalogChange(client, {
      workspaceId: W,
      eventId: EV,
      entries: [entry('speaker', 'new')],
      removed: [],
    })
    await vi.waitFor(() => expect(reads).toHaveLength(2))
    reads[0]!(list())
    reads[1]!(list(entry('speaker', 'new')))
    await vi.waitFor(() =>
      expect(client.getQueryData(keyOf('speaker'))?.entries.map((e) => e.id)).toEqual(['new']),
    )
    stop()
  })
})

describe('a write shown before main answers', () => {
  const scope = { workspaceId: W, eventId: EV, kind: 'speaker' as const }

  it('shows the change at once, and its undo puts the entry back', async () => {
    const client = clientWith([['speaker', list(entry('speaker', 'a'), entry('speaker', 'b'))]])
    const before = client.getQueryData(keyOf('speaker'))!
    const undo = await showPending(client, scope, 'a', (e) => ({ ...e, label: 'Soon' }))
    const shown = client.getQueryData(keyOf('speaker'))!
    expect(shown.entries[0]?.label).toBe('Soon')
    expect(shown.entries[1]).toBe(before.entries[1])
    expect(before.entries[0]?.label).toBeNull()
    undo()
    expect(client.getQueryData(keyOf('speaker'))?.entries.map((e) => e.label)).toEqual([null, null])
  })

  it('keeps what main said since: the undo leaves an entry main changed', async () => {
    const client = clientWith([['location', list(entry('location', 'l'))]])
    const at = { ...scope, kind: 'location' as const }
    const undo = await showPending(client, at, 'l', (e) => ({ ...e, status: 'deleted' }))
    applyCatalogChange(client, {
      workspaceId: W,
      eventId: EV,
      entries: [entry('location', 'l', { state: { isDefault: true } })],
      removed: [],
    })
    undo()
    expect(client.getQueryData(keyOf('location'))?.entries[0]).toMatchObject({
      status: 'active',
      state: { isDefault: true },
    })
  })

  it('does nothing for an entry the cache does not hold', async () => {
    const client = clientWith([])
    const undo = await showPending(client, scope, 'a', (e) => ({ ...e, label: 'x' }))
    undo()
    expect(client.getQueryData(keyOf('speaker'))).toBeUndefined()
  })
})

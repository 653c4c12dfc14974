import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogChange } from '@shared/ipc/channels/catalog'
import { createCatalog } from './catalog'
import { createCatalogStore } from './catalog-store'
import { fromSession, fromSpeakerPicture } from './observe'
import { tempDirPerTest } from '@test-support/temp-dir'

const EV = '11111111-2222-4333-8444-555555555555'
const A = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const B = '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'

const tmp = tempDirPerTest('catalog-changes')

/** A catalog that keeps every change it tells of. */
function make() {
  const changes: CatalogChange[] = []
  const catalog = createCatalog({
    store: createCatalogStore(join(tmp(), 'catalog')),
    now: () => Date.UTC(2025, 5, 1),
    onChange: (change) => changes.push(change),
  })
  return { catalog, changes }
}

describe('the changes the catalog tells of', () => {
  it('carries each write’s entries as the catalog now holds them', async () => {
    const { catalog, changes } = make()
    await catalog.add('w', EV, 'speaker', `${A}\n${B}`, 'Keynote')
    await catalog.label('w', EV, 'speaker', B, 'Panel host')
    await catalog.remove('w', EV, 'speaker', [A.toUpperCase(), 'unknown'])

    expect(changes).toHaveLength(3)
    const [added, labelled, removed] = changes
    expect(added).toMatchObject({ workspaceId: 'w', eventId: EV, removed: [] })
    expect(added!.entries.map((e) => [e.id, e.label, e.origin])).toEqual([
      [A, 'Keynote', 'entered'],
      [B, 'Keynote', 'entered'],
    ])
    expect(labelled!.entries).toEqual([(await catalog.list('w', EV)).entries[0]])
    expect(labelled!.entries[0]).toMatchObject({ id: B, label: 'Panel host' })
    expect(removed).toEqual({
      workspaceId: 'w',
      eventId: EV,
      entries: [],
      removed: [{ kind: 'speaker', id: A }],
    })
  })

  it('tells of nothing when a write changed nothing', async () => {
    const { catalog, changes } = make()
    await catalog.add('w', EV, 'speaker', A)
    await catalog.add('w', EV, 'speaker', A)
    await catalog.remove('w', EV, 'speaker', [B])
    expect(changes).toHaveLength(1)
  })

  it('carries every entry an answer touched, once, with its merged state', async () => {
    const { catalog, changes } = make()
    await catalog.record('w', EV, [
      ...fromSession({ id: 'session-1', title: 'Opening', speakers: [{ speakerId: A, url: 'u' }] }),
      ...fromSpeakerPicture({ speakerId: A, picUrl: 'http://127.0.0.1/p.png' }),
    ])
    const [change] = changes
    expect(change!.entries.map((e) => [e.kind, e.id])).toEqual([
      ['session', 'session-1'],
      ['speaker', A],
    ])
    expect(change!.entries[1]).toMatchObject({
      metIn: 'uploading its picture',
      state: { profile: { picUrl: 'http://127.0.0.1/p.png' } },
    })
    expect(change!.entries).toEqual((await catalog.list('w', EV)).entries)
  })

  it('hands out copies: a later write does not alter a change already told', async () => {
    const { catalog, changes } = make()
    await catalog.add('w', EV, 'speaker', A)
    await catalog.label('w', EV, 'speaker', A, 'Later')
    expect(changes[0]!.entries[0]!.label).toBeNull()
  })
})

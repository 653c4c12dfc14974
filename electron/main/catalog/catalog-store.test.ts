import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { createCatalogStore, type CatalogData } from './catalog-store'
import { tempDirPerTest } from '@test-support/temp-dir'

const EV = '11111111-2222-4333-8444-555555555555'
const tmp = tempDirPerTest('catalog-store')

const entry = (n: number): CatalogEntry => ({
  kind: 'speaker',
  id: `3f2b8c1e-9a4d-4e6f-8b1a-${String(n).padStart(12, '0')}`,
  label: null,
  origin: 'response',
  addedAt: '2025-06-01T00:00:00.000Z',
  seenAt: null,
  state: null,
  status: 'active',
})

const add = (n: number) => (data: CatalogData) => {
  const list = data.get(EV) ?? []
  list.push(entry(n))
  data.set(EV, list)
  return n
}

async function onDisk(dir: string): Promise<string[]> {
  const file = JSON.parse(await readFile(join(dir, 'w.json'), 'utf8')) as {
    events: Record<string, CatalogEntry[]>
  }
  return (file.events[EV] ?? []).map((e) => e.id)
}

describe('catalog store', () => {
  it('applies every one of many simultaneous changes, in order, each with its own result', async () => {
    const dir = join(tmp(), 'catalog')
    const store = createCatalogStore(dir)
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => store.update('w', add(n))),
    )
    expect(results).toEqual(Array.from({ length: 30 }, (_, n) => n))
    const ids = Array.from({ length: 30 }, (_, n) => entry(n).id)
    expect(await onDisk(dir)).toEqual(ids)
    expect((await store.read('w')).get(EV)!.map((e) => e.id)).toEqual(ids)
  })

  it('leaves out only the change that threw, as if it had been made alone', async () => {
    const dir = join(tmp(), 'catalog')
    const store = createCatalogStore(dir)
    await store.update('w', add(0))
    const failing = (data: CatalogData) => {
      add(99)(data)
      throw new Error('no such speaker')
    }
    const outcomes = await Promise.allSettled([
      store.update('w', add(1)),
      store.update('w', failing),
      store.update('w', add(2)),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await onDisk(dir)).toEqual([entry(0).id, entry(1).id, entry(2).id])
  })

  it('keeps events named like built-in members, across a restart', async () => {
    const dir = join(tmp(), 'catalog')
    const store = createCatalogStore(dir)
    for (const [eventId, n] of [
      ['__proto__', 1],
      ['constructor', 2],
    ] as const) {
      await store.update('w', (data) => void data.set(eventId, [entry(n)]))
    }
    const reopened = await createCatalogStore(dir).read('w')
    expect([...reopened.keys()].sort()).toEqual(['__proto__', 'constructor'])
    expect(reopened.get('__proto__')?.map((e) => e.id)).toEqual([entry(1).id])
    expect(reopened.get('constructor')?.map((e) => e.id)).toEqual([entry(2).id])
  })
})

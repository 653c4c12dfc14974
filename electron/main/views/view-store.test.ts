import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ViewState } from '@shared/attendees/view-state'
import { createViewStore } from './view-store'
import { tempDirPerTest } from '@test-support/temp-dir'

const tmp = tempDirPerTest('views')
let counter = 0
const newId = () => `view-${++counter}`
const scope = { workspaceId: 'ws-1', eventId: '227030b8-056d-425b-a936-90caa57ecbe9' }
const state: ViewState = {
  filter: [{ field: 'profile.country', op: 'in', value: ['Germany'] }],
  sort: [{ field: 'createdAt', direction: 'desc' }],
  pageSize: 50,
  columns: { order: ['status'], visible: ['status'], widths: { status: 120 }, customSlugs: [] },
}

describe('view store', () => {
  it('saves, renames, updates and deletes views, and survives a restart', async () => {
    const path = join(tmp(), 'views.json')
    const store = createViewStore({ path, newId })
    const saved = await store.save(scope, { name: 'Germany, newest', state })
    await store.rename(scope, saved.id, 'German attendees')
    await store.save(scope, {
      id: saved.id,
      name: 'German attendees',
      state: { ...state, pageSize: 100 },
    })
    const other = await store.save(scope, { name: 'Everyone', state: { ...state, filter: [] } })
    const reopened = createViewStore({ path, newId })
    const { views } = await reopened.get(scope)
    expect(views.map((v) => [v.name, v.state.pageSize])).toEqual([
      ['German attendees', 100],
      ['Everyone', 50],
    ])
    await reopened.remove(scope, other.id)
    expect((await reopened.get(scope)).views).toHaveLength(1)
  })

  it('keeps views and columns per workspace and event', async () => {
    const store = createViewStore({ path: join(tmp(), 'views.json'), newId })
    await store.setLayout(scope, state.columns)
    await store.save(scope, { name: 'A', state })
    expect(
      await store.get({ ...scope, eventId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b' }),
    ).toMatchObject({ views: [], layout: null })
    expect(await store.get({ ...scope, workspaceId: 'ws-2' })).toMatchObject({
      views: [],
      layout: null,
    })
    expect((await store.get(scope)).layout).toEqual(state.columns)
  })

  it('keeps the widths of columns named like built-in members, across a restart', async () => {
    const path = join(tmp(), 'views.json')
    // As the window sends them: parsed JSON, where "__proto__" is a member of its own.
    const widths = JSON.parse('{"__proto__": 90, "constructor": 120}') as Record<string, number>
    const columns = { ...state.columns, order: ['constructor', '__proto__'], widths }
    await createViewStore({ path, newId }).setLayout(scope, columns)
    await createViewStore({ path, newId }).save(scope, {
      name: 'Proto',
      state: { ...state, columns },
    })
    const reopened = await createViewStore({ path, newId }).get(scope)
    for (const layout of [reopened.layout, reopened.views[0]?.state.columns]) {
      expect(Object.entries(layout?.widths ?? {}).sort()).toEqual([
        ['__proto__', 90],
        ['constructor', 120],
      ])
      expect(Object.hasOwn(layout?.widths ?? {}, 'toString')).toBe(false)
    }
  })

  it('refuses a second view with the same name', async () => {
    const store = createViewStore({ path: join(tmp(), 'views.json'), newId })
    await store.save(scope, { name: 'Mine', state })
    await expect(store.save(scope, { name: 'mine', state })).rejects.toMatchObject({
      data: { kind: 'invalid-input' },
    })
  })

  it('moves a corrupt file aside, says so once, and starts empty', async () => {
    const path = join(tmp(), 'views.json')
    await writeFile(path, '{"version":1,"entries":{"x":')
    const store = createViewStore({ path, newId })
    const first = await store.get(scope)
    expect(first.views).toEqual([])
    expect(first.recovered).toMatch(/views\.json\.corrupt-/)
    expect((await store.get(scope)).recovered).toBeNull()
    expect((await readdir(tmp())).some((f) => f.startsWith('views.json.corrupt-'))).toBe(true)
  })

  it('writes atomically: no temporary files are left, and the file is valid JSON', async () => {
    const path = join(tmp(), 'views.json')
    const store = createViewStore({ path, newId })
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.save(scope, { name: `v${i}`, state })),
    )
    expect(await readdir(tmp())).toEqual(['views.json'])
    expect(JSON.parse(await readFile(path, 'utf8')).entries).toBeTruthy()
    expect((await store.get(scope)).views).toHaveLength(10)
  })
})

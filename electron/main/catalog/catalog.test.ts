import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createCatalog } from './catalog'
import { createCatalogStore } from './catalog-store'
import { fromSession, fromSpeakerPicture } from './observe'
import { tempDirPerTest } from '@test-support/temp-dir'

const EV = '11111111-2222-4333-8444-555555555555'
const A = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const B = '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'
const L = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'

const tmp = tempDirPerTest('catalog')

function make(extra: Partial<Parameters<typeof createCatalog>[0]> = {}) {
  return createCatalog({
    store: createCatalogStore(join(tmp(), 'catalog')),
    now: () => Date.UTC(2025, 5, 1),
    ...extra,
  })
}

describe('catalog of known IDs', () => {
  it('adds, labels and removes entries, per workspace and event, and keeps them on disk', async () => {
    const onChange = vi.fn()
    const catalog = make({ onChange })
    expect(
      await catalog.add('w', EV, 'speaker', `${A}\n${A.toUpperCase()}\nnope`, 'Keynote'),
    ).toEqual({
      added: 1,
      alreadyKnown: 1,
      invalid: [{ line: 3, text: 'nope', reason: expect.any(String) }],
    })
    await catalog.add('w', EV, 'speaker', B)
    await catalog.label('w', EV, 'speaker', B.toUpperCase(), 'Panel host')
    await catalog.remove('w', EV, 'speaker', [A])
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ workspaceId: 'w', eventId: EV }),
    )

    const reopened = make()
    const { entries, notice } = await reopened.list('w', EV)
    expect(notice).toBeNull()
    expect(entries).toEqual([
      {
        kind: 'speaker',
        id: B,
        label: 'Panel host',
        origin: 'entered',
        addedAt: '2025-06-01T00:00:00.000Z',
        seenAt: null,
        state: null,
        status: 'active',
      },
    ])
    expect((await reopened.list('other-workspace', EV)).entries).toEqual([])
    await expect(reopened.label('w', EV, 'speaker', A, 'x')).rejects.toMatchObject({
      data: { kind: 'not-found' },
    })
  })

  it('imports file text, or a file chosen in the dialog; a cancelled dialog changes nothing', async () => {
    const file = join(tmp(), 'sponsors.csv')
    await writeFile(file, `id,name\n${A},Acme\nbroken,Nope\n`)
    const chooseFile = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(file)
      .mockResolvedValueOnce(null)
    const catalog = make({ chooseFile })
    expect(await catalog.import('w', EV, 'sponsor', { kind: 'dialog' })).toEqual({
      added: 1,
      alreadyKnown: 0,
      invalid: [{ line: 3, text: 'broken,Nope', reason: expect.any(String) }],
      fileName: 'sponsors.csv',
      cancelled: false,
    })
    expect(await catalog.import('w', EV, 'sponsor', { kind: 'dialog' })).toMatchObject({
      added: 0,
      cancelled: true,
    })
    expect(
      await catalog.import('w', EV, 'sponsor', {
        kind: 'text',
        text: `${A}\n${B}`,
        fileName: 'more.txt',
      }),
    ).toMatchObject({
      added: 1,
      alreadyKnown: 1,
      fileName: 'more.txt',
    })
    const { entries } = await catalog.list('w', EV, 'sponsor')
    expect(entries.map((e) => [e.id, e.label, e.origin])).toEqual([
      [A, 'Acme', 'imported'],
      [B, null, 'imported'],
    ])
    await expect(
      catalog.import('w', EV, 'sponsor', { kind: 'text', text: '\n\n' }),
    ).rejects.toMatchObject({
      data: { kind: 'invalid-input' },
    })
  })

  it('records the IDs a response mentions, with the last known state', async () => {
    const catalog = make()
    await catalog.add('w', EV, 'speaker', A, 'Mine')
    const session = {
      id: 'session-1',
      title: 'Opening',
      speakers: [
        { speakerId: A, url: 'u' },
        { speakerId: B, url: 'u' },
      ],
      sponsors: [{ sponsorId: B, url: 'u' }],
      location: [{ locationId: L, locationName: 'Hall A', type: 'STAGE', link: '' }],
    }
    await catalog.record('w', EV, fromSession(session))
    await catalog.record(
      'w',
      EV,
      fromSpeakerPicture({ speakerId: A, picUrl: 'http://127.0.0.1/p.png' }),
    )
    const { entries } = await catalog.list('w', EV)
    const find = (kind: string, id: string) => entries.find((e) => e.kind === kind && e.id === id)
    expect(find('session', 'session-1')).toMatchObject({
      origin: 'response',
      seenAt: '2025-06-01T00:00:00.000Z',
      state: { title: 'Opening' },
    })
    expect(find('speaker', A)).toMatchObject({
      label: 'Mine',
      origin: 'entered',
      seenAt: expect.any(String),
      state: { profile: { picUrl: 'http://127.0.0.1/p.png' } },
    })
    expect(find('speaker', B)).toMatchObject({ origin: 'response', state: null })
    expect(find('sponsor', B)).toMatchObject({ origin: 'response' })
    expect(find('location', L)).toMatchObject({ state: { locationName: 'Hall A', type: 'STAGE' } })
    await catalog.record('w', EV, [{ kind: 'location', id: L, status: 'deleted' }])
    expect((await catalog.list('w', EV, 'location')).entries[0]).toMatchObject({
      status: 'deleted',
      state: { locationName: 'Hall A' },
    })
  })

  it('moves an unreadable catalog file aside and says where, never silently emptying it', async () => {
    await make().add('w', EV, 'speaker', A)
    const path = join(tmp(), 'catalog', 'w.json')
    const damaged = (await readFile(path, 'utf8')).slice(0, 40)
    await writeFile(path, damaged)
    const catalog = make()
    const { entries, notice } = await catalog.list('w', EV)
    expect(entries).toEqual([])
    expect(notice).toMatch(
      /^The catalog of known IDs for this workspace could not be read, so it was moved aside to .*w\.json\.corrupt-\d+ and a new, empty catalog was started\./,
    )
    const aside = (await readdir(join(tmp(), 'catalog'))).find((f) => f.includes('.corrupt-'))!
    expect(await readFile(join(tmp(), 'catalog', aside), 'utf8')).toBe(damaged)
    // The new catalog works and is written normally.
    await catalog.add('w', EV, 'speaker', B)
    expect((await make().list('w', EV)).entries.map((e) => e.id)).toEqual([B])
  })

  it('keeps a __proto__ member of an answer as data, never as a prototype', async () => {
    const catalog = make()
    // JSON.parse makes __proto__ an own member, as an answer read from the wire has it.
    const answer = (json: string) => JSON.parse(json) as Record<string, unknown>
    await catalog.record('w', EV, [
      { kind: 'speaker', id: A, state: answer('{"profile":{"company":"Acme"}}') },
    ])
    await catalog.record('w', EV, [
      {
        kind: 'speaker',
        id: A,
        patch: answer('{"__proto__":{"polluted":true},"profile":{"__proto__":{"picUrl":"x"}}}'),
      },
    ])
    await catalog.record('w', EV, [
      { kind: 'speaker', id: A, patch: answer('{"__proto__":{"more":1}}') },
    ])
    for (const opened of [catalog, make()]) {
      const state = (await opened.list('w', EV)).entries[0]!.state as Record<string, unknown>
      expect([Object.prototype, null]).toContain(Object.getPrototypeOf(state))
      expect(state.polluted).toBeUndefined()
      expect(Object.getOwnPropertyDescriptor(state, '__proto__')?.value).toEqual({
        polluted: true,
        more: 1,
      })
      const profile = state.profile as Record<string, unknown>
      expect(Object.getPrototypeOf(profile)).toBe(Object.prototype)
      expect(profile.picUrl).toBeUndefined()
      expect(Object.getOwnPropertyDescriptor(profile, '__proto__')?.value).toEqual({ picUrl: 'x' })
      expect(profile.company).toBe('Acme')
    }
  })

  it('refuses to open a dialog it was not given', async () => {
    await expect(make().import('w', EV, 'session', { kind: 'dialog' })).rejects.toMatchObject({
      data: { kind: 'internal' },
    })
  })
})

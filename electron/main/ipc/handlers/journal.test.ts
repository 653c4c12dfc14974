import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestCore, type TestCore } from '@test-support/core'
import type { JournalEntry } from '@shared/journal/entry'
import { createMemoryJournalStores, journalEntry } from '@test-support/journal'

describe('journal channels', () => {
  let t: TestCore | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('lists a workspace’s entries newest first, by filter and limit, and gets one', async () => {
    const journal = createMemoryJournalStores()
    const store = await journal.of('ws-1')
    const older = journalEntry()
    const newer = journalEntry({ resource: { kind: 'speaker', id: 'sp-1', name: 'Ada' } })
    await store.put(older)
    await store.put(newer)
    await (await journal.of('ws-2')).put(journalEntry())
    t = await startTestCore('stagehand-journal-', { journalStores: journal })

    const all = await t.value('journal:list', { workspaceId: 'ws-1', filter: {} })
    expect(all).toEqual({ entries: [newer, older], total: 2, notice: null })
    const one = await t.value('journal:list', { workspaceId: 'ws-1', filter: {}, limit: 1 })
    expect(one).toEqual({ entries: [newer], total: 2, notice: null })
    const sessions = await t.value('journal:list', {
      workspaceId: 'ws-1',
      filter: { kinds: ['session'] },
    })
    expect(sessions).toEqual({ entries: [older], total: 1, notice: null })
    expect(await t.value('journal:get', { workspaceId: 'ws-1', entryId: older.id })).toEqual(older)
    expect(await t.value('journal:get', { workspaceId: 'ws-1', entryId: 'nope' })).toBeNull()
  })

  it('names a resource the catalog knows now, where no name was known when it was sent', async () => {
    const journal = createMemoryJournalStores()
    const store = await journal.of('ws-1')
    const eventId = '227030b8-056d-425b-a936-90caa57ecbe9'
    const sessionId = 'a2558378-f9d5-4157-8b83-e8fb523fa59c'
    const resource = { kind: 'session' as const, id: sessionId, name: null }
    const unnamed = journalEntry({ eventId, resource })
    const otherEvent = journalEntry({ eventId: crypto.randomUUID(), resource })
    const named = journalEntry({ eventId, resource: { ...resource, name: 'As it was then' } })
    for (const entry of [unnamed, otherEvent, named]) await store.put(entry)
    t = await startTestCore('stagehand-journal-', { journalStores: journal })
    await t.value('catalog:add', {
      workspaceId: 'ws-1',
      eventId,
      kind: 'session',
      text: sessionId,
      label: 'Panel: Rethinking Remote Work',
    })

    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId: 'ws-1',
      filter: {},
    })
    const nameOf = (id: string) => entries.find((e) => e.id === id)?.resource.name
    expect(nameOf(unnamed.id)).toBe('Panel: Rethinking Remote Work')
    // The name it was sent under stays; another event's session of that ID is not this one.
    expect(nameOf(named.id)).toBe('As it was then')
    expect(nameOf(otherEvent.id)).toBeNull()
    const one = await t.value<JournalEntry>('journal:get', {
      workspaceId: 'ws-1',
      entryId: unnamed.id,
    })
    expect(one.resource.name).toBe('Panel: Rethinking Remote Work')
  })

  it('answers kept picture bytes, and null for bytes never kept', async () => {
    const journal = createMemoryJournalStores()
    const kept = await (await journal.of('ws-1')).keepBytes(new Uint8Array([1, 2, 3]), 'image/png')
    t = await startTestCore('stagehand-journal-', { journalStores: journal })
    expect(await t.value('journal:picture', { workspaceId: 'ws-1', sha256: kept.sha256 })).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    })
    const other = '0'.repeat(64)
    expect(await t.value('journal:picture', { workspaceId: 'ws-1', sha256: other })).toBeNull()
  })

  it('reads and saves the journal’s settings in the profile, refusing values out of range', async () => {
    t = await startTestCore('stagehand-journal-')
    expect(await t.value('journal:getSettings', {})).toEqual({
      retentionDays: 180,
      pictureCapMb: 500,
    })
    const saved = { retentionDays: 30, pictureCapMb: 50 }
    expect(await t.value('journal:setSettings', saved)).toEqual(saved)
    expect(await t.value('journal:getSettings', {})).toEqual(saved)
    expect(JSON.parse(await readFile(join(t.dir, 'journal', 'settings.json'), 'utf8'))).toEqual(
      saved,
    )
    const refused = await t.call('journal:setSettings', { retentionDays: 0, pictureCapMb: 50 })
    expect(refused.ok).toBe(false)
  })
})

import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { silentLogger } from '@main/logging/logger'
import { journalEntrySchema, type JournalEntry } from '@shared/journal/entry'
import { journalEntry, pictureEntry } from '@test-support/journal-entries'
import { tempDirPerTest } from '@test-support/temp-dir'
import { createJournalStores, workspaceFolder } from './file-journal-store'
import { DEFAULT_JOURNAL_SETTINGS } from './journal-store'

const dir = tempDirPerTest('journal-stores')
const NOW = Date.parse('2026-01-02T00:00:00.000Z')
/** The stores of the test's folder, closed when the test ends (a second dispose does nothing). */
const stores = () => {
  const all = createJournalStores({ dir: dir(), now: () => NOW, log: silentLogger })
  onTestFinished(() => all.dispose())
  return all
}

describe('journal stores', () => {
  it('keeps entries per workspace, across a reopen, the last version of an id winning', async () => {
    const first = stores()
    const a = await first.of('w1')
    await a.put(journalEntry({ id: 'e1' }))
    await a.put(journalEntry({ id: 'e2', at: '2026-01-01T11:00:00.000Z' }))
    const settled = journalEntry({
      id: 'e1',
      outcome: { status: 'refused', sentence: 'No.', settledAt: null },
    })
    await a.put(settled)
    await (await first.of('w2')).put(journalEntry({ id: 'other' }))
    await first.dispose()

    const again = await stores().of('w1')
    expect(again.notice).toBeNull()
    expect(again.get('e1')).toEqual(settled)
    expect(again.list({}, 10).entries.map((e) => e.id)).toEqual(['e2', 'e1'])
    expect(again.get('other')).toBeNull()
    const lines = (await readFile(join(dir(), 'w1', 'entries.jsonl'), 'utf8')).split('\n')
    expect(lines.filter(Boolean).map((l) => journalEntrySchema.parse(JSON.parse(l)).id)).toEqual([
      'e1',
      'e2',
      'e1',
    ])
  })

  it('opens no store once disposed, so nothing is written after the app closed it', async () => {
    const all = stores()
    await all.dispose()
    await expect(all.of('w1')).rejects.toThrow('The change journal is closed.')
    expect(await readdir(dir())).not.toContain('w1')
  })

  it('never interleaves lines of puts made at once', async () => {
    const all = stores()
    const store = await all.of('w1')
    const long = 'x'.repeat(200_000)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.put(
          journalEntry({ id: `e${i}`, resource: { kind: 'session', id: 's', name: long } }),
        ),
      ),
    )
    await all.dispose()
    const reopened = await stores().of('w1')
    expect(reopened.notice).toBeNull()
    expect(reopened.list({}, 100).total).toBe(20)
  })

  it('refuses an entry that is not one, writing nothing', async () => {
    const store = await stores().of('w1')
    await expect(store.put({ ...journalEntry(), id: '' })).rejects.toThrow()
    expect(store.list({}, 10).total).toBe(0)
  })

  it('answers the list through the shared filter, newest first, counting every match', async () => {
    const store = await stores().of('w1')
    for (let i = 0; i < 5; i++)
      await store.put(
        journalEntry({ id: `e${i}`, at: `2026-01-01T1${i}:00:00.000Z`, eventId: `ev${i % 2}` }),
      )
    const { entries, total } = store.list({ eventId: 'EV0' }, 2)
    expect(total).toBe(3)
    expect(entries.map((e) => e.id)).toEqual(['e4', 'e2'])
  })

  it('names a workspace folder by its ID, or a hash of an unsafe one', () => {
    expect(workspaceFolder('w-1_A')).toBe('w-1_A')
    expect(workspaceFolder('..')).toMatch(/^=[0-9a-f]{64}$/)
    expect(workspaceFolder('a/b')).not.toBe(workspaceFolder('a\\b'))
  })

  it('keeps its settings, defaults first, a bad file moved aside', async () => {
    expect(await stores().settings()).toEqual(DEFAULT_JOURNAL_SETTINGS)
    await stores().setSettings({ retentionDays: 30, pictureCapMb: 10 })
    expect(await stores().settings()).toEqual({ retentionDays: 30, pictureCapMb: 10 })
    await writeFile(join(dir(), 'settings.json'), '{"retentionDays": 0}')
    expect(await stores().settings()).toEqual(DEFAULT_JOURNAL_SETTINGS)
    expect((await readdir(dir())).some((n) => n.startsWith('settings.json.corrupt-'))).toBe(true)
    await expect(stores().setSettings({ retentionDays: 0, pictureCapMb: 1 })).rejects.toThrow()
  })

  it('says where unreadable settings went until new ones are saved', async () => {
    await writeFile(join(dir(), 'settings.json'), 'not json')
    const all = stores()
    expect(all.settingsNotice()).toBeNull()
    await all.of('w1')
    const aside = join(dir(), `settings.json.corrupt-${NOW}`)
    expect(all.settingsNotice()).toBe(
      `The change journal's settings could not be read. The file was moved to ${aside}, and the defaults apply: changes are kept for 180 days and pictures take up to 500 MB. Save the settings again in Journal settings.`,
    )
    await all.setSettings({ retentionDays: 30, pictureCapMb: 10 })
    expect(all.settingsNotice()).toBeNull()
    expect(stores().settingsNotice()).toBeNull()
  })

  it('drops entries past the retention period when settings shorten it', async () => {
    const all = stores()
    const store = await all.of('w1')
    await store.put(journalEntry({ id: 'old', at: '2025-12-20T00:00:00.000Z' }))
    await store.put(journalEntry({ id: 'new', at: '2026-01-01T00:00:00.000Z' }))
    await all.setSettings({ retentionDays: 5, pictureCapMb: 500 })
    expect(store.list({}, 10).entries.map((e) => e.id)).toEqual(['new'])
    await all.dispose()
    const text = await readFile(join(dir(), 'w1', 'entries.jsonl'), 'utf8')
    expect(text).not.toContain('"old"')
  })

  it('drops entries past the retention period on open', async () => {
    const all = stores()
    await all.setSettings({ retentionDays: 5, pictureCapMb: 500 })
    const store = await all.of('w1')
    await store.put(journalEntry({ id: 'old', at: '2025-12-20T00:00:00.000Z' }))
    await all.dispose()
    expect((await stores().of('w1')).get('old')).toBeNull()
  })

  it("tells which workspace's entries lost their bytes when the settings lower the cap", async () => {
    const changed: [string, JournalEntry[]][] = []
    const all = createJournalStores({
      dir: dir(),
      now: () => NOW,
      log: silentLogger,
      onChanged: (workspaceId, entries) => void changed.push([workspaceId, entries]),
    })
    const store = await all.of('w2')
    const kept = await store.keepBytes(new Uint8Array(1_500_000), 'image/png')
    await store.put(pictureEntry('p', '2026-01-01T00:00:00.000Z', kept))
    await all.setSettings({ retentionDays: 180, pictureCapMb: 1 })
    expect(
      changed.map(([workspaceId, entries]) => [workspaceId, entries.map((e) => e.id)]),
    ).toEqual([['w2', ['p']]])
    expect(await store.readBytes(kept.sha256)).toBeNull()
  })

  it('tries a journal that could not be opened again at the next use', async () => {
    await writeFile(join(dir(), 'w1'), 'a file where the folder goes')
    const all = stores()
    await expect(all.of('w1')).rejects.toThrow()
    await rm(join(dir(), 'w1'))
    expect((await all.of('w1')).list({}, 1).total).toBe(0)
  })
})

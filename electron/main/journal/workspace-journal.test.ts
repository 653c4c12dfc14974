import { appendFile, readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Logger } from '@main/logging/logger'
import { journalEntry } from '@test-support/journal-entries'
import { tempDirPerTest } from '@test-support/temp-dir'
import { entryLine } from './journal-log'
import { DEFAULT_JOURNAL_SETTINGS } from './journal-store'
import { openWorkspaceJournal } from './workspace-journal'

const dir = tempDirPerTest('workspace-journal')
const NOW = Date.parse('2026-01-02T00:00:00.000Z')
const file = () => join(dir(), 'entries.jsonl')

function recordingLog(): Logger & { warnings: string[] } {
  const warnings: string[] = []
  return { warnings, info() {}, error() {}, warn: (message) => void warnings.push(message) }
}

/** The journal of the test's folder, its file closed when the test ends. */
async function open(log: Logger = recordingLog()) {
  const store = await openWorkspaceJournal({
    dir: dir(),
    settings: DEFAULT_JOURNAL_SETTINGS,
    now: () => NOW,
    log,
  })
  onTestFinished(() => store.close())
  return store
}

describe('a workspace journal file', () => {
  it('drops a torn last line, logs it, and cuts it off so the next line starts clean', async () => {
    const whole = entryLine(journalEntry({ id: 'e1' }))
    const torn = entryLine(journalEntry({ id: 'e2' })).slice(0, 40)
    await writeFile(file(), whole + torn)
    const log = recordingLog()
    const store = await open(log)
    expect(store.notice).toBeNull()
    expect(log.warnings).toEqual(['journal: dropped a last line cut short'])
    expect(store.list({}, 10).entries.map((e) => e.id)).toEqual(['e1'])
    expect((await stat(file())).size).toBe(Buffer.byteLength(whole))
    await store.put(journalEntry({ id: 'e3' }))
    await store.close()
    expect((await open()).list({}, 10).total).toBe(2)
  })

  it('drops a whole entry that lacks its newline: a line counts once its newline is written', async () => {
    const line = entryLine(journalEntry({ id: 'e1' }))
    await writeFile(file(), line.slice(0, -1))
    expect((await open()).list({}, 10).total).toBe(0)
  })

  it('moves a file with a damaged line aside, keeps the readable entries and says so', async () => {
    await writeFile(
      file(),
      entryLine(journalEntry({ id: 'e1' })) +
        '{"id": "half\n' +
        '{"id": "not an entry"}\n' +
        entryLine(journalEntry({ id: 'e2', at: '2026-01-01T12:00:00.000Z' })),
    )
    const store = await open()
    const aside = `${file()}.corrupt-${NOW}`
    expect(store.notice).toBe(
      `This workspace's change journal had 2 unreadable lines. The file was moved to ${aside}, and 2 readable entries were kept.`,
    )
    expect(store.list({}, 10).entries.map((e) => e.id)).toEqual(['e2', 'e1'])
    expect(await readFile(aside, 'utf8')).toContain('not an entry')
    await store.close()
    const reopened = await open()
    expect(reopened.notice).toBeNull()
    expect(reopened.list({}, 10).total).toBe(2)
  })

  it('counts one unreadable line and one entry kept in the singular', async () => {
    await writeFile(file(), `${entryLine(journalEntry({ id: 'e1' }))}nonsense\n`)
    expect((await open()).notice).toMatch(
      /^This workspace's change journal had 1 unreadable line\. .* and 1 readable entry was kept\.$/,
    )
  })

  it('rewrites the file with the last version of each entry once versions pile up', async () => {
    const lines = Array.from({ length: 1_200 }, (_, i) =>
      entryLine(
        journalEntry({
          id: 'e1',
          outcome: { status: 'applied', sentence: `${i}`, settledAt: null },
        }),
      ),
    )
    await writeFile(file(), lines.join(''))
    const store = await open()
    expect(store.get('e1')?.outcome.sentence).toBe('1199')
    expect((await readFile(file(), 'utf8')).split('\n').filter(Boolean)).toHaveLength(1)
    await store.put(journalEntry({ id: 'e2' }))
    await store.close()
    expect((await open()).list({}, 10).total).toBe(2)
  })

  it('treats a piece of a line after the last newline as torn, not as damage', async () => {
    await appendFile(file(), 'garbage without newline')
    const store = await open()
    expect(store.notice).toBeNull()
    expect(await readdir(dir())).not.toContainEqual(expect.stringContaining('.corrupt-'))
  })
})

import { fork } from 'node:child_process'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { silentLogger } from '@main/logging/logger'
import { crashEntry, CRASH_START } from '@test-support/journal-entries'
import { tempDirPerTest } from '@test-support/temp-dir'
import { readJournalLog } from './journal-log'
import { DEFAULT_JOURNAL_SETTINGS } from './journal-store'
import { openWorkspaceJournal } from './workspace-journal'

const dir = tempDirPerTest('journal-crash')
const writer = fileURLToPath(
  new URL('../../../test-support/journal-crash-writer.ts', import.meta.url),
)
const NAME_SIZE = 200_000

/**
 * Runs the writer in `folder` and kills it (SIGKILL) once `after` puts are
 * durable, or, with `stopAt`, once it is halfway through that entry's line.
 * Answers how many puts were durable.
 */
function writeThenKill(folder: string, after: number, stopAt?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = [folder, String(NAME_SIZE), ...(stopAt === undefined ? [] : [String(stopAt)])]
    const child = fork(writer, args, {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let durable = 0
    child.on('message', (message: { durable?: number; midLine?: boolean }) => {
      durable = message.durable ?? durable
      if (message.midLine || (stopAt === undefined && durable >= after)) child.kill('SIGKILL')
    })
    child.once('error', reject)
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(durable) : reject(new Error(`writer exited (${signal})`)),
    )
  })
}

/** What a kill left: every whole line is the entry put, in order; the store opens on them alone. */
async function checkAfterKill(folder: string, durable: number) {
  const path = join(folder, 'entries.jsonl')
  const read = (await readJournalLog(path))!
  expect(read.badLines).toBe(0)
  expect(read.entries.map((e) => e.id)).toEqual(
    Array.from({ length: read.entries.length }, (_, i) => `e${i}`),
  )
  read.entries.forEach((entry, i) => expect(entry).toEqual(crashEntry(i, NAME_SIZE)))
  const store = await openWorkspaceJournal({
    dir: folder,
    settings: DEFAULT_JOURNAL_SETTINGS,
    now: () => CRASH_START,
    log: silentLogger,
  })
  expect(store.notice).toBeNull()
  expect(store.list({}, 100).total).toBe(read.entries.length)
  expect((await stat(path)).size).toBe(read.wholeLength)
  await store.put(crashEntry(read.entries.length, 10))
  await store.close()
  expect((await readJournalLog(path))!.entries).toHaveLength(read.entries.length + 1)
  return { read, durable }
}

describe('the journal after a kill', () => {
  it('in the middle of a line: keeps the durable entries whole and drops the cut line', async () => {
    const folder = join(dir(), 'mid-line')
    const durable = await writeThenKill(folder, 0, 4)
    const { read } = await checkAfterKill(folder, durable)
    expect(durable).toBe(4)
    expect(read.tornBytes).toBeGreaterThan(0)
    expect(read.entries).toHaveLength(4)
  }, 60_000)

  it('at any moment: holds the durable entries, at most the one being written, nothing else', async () => {
    for (const after of [2, 5]) {
      const folder = join(dir(), `after-${after}`)
      const durable = await writeThenKill(folder, after)
      const { read } = await checkAfterKill(folder, durable)
      expect(durable).toBeGreaterThanOrEqual(after)
      expect([durable, durable + 1]).toContain(read.entries.length)
    }
  }, 60_000)
})

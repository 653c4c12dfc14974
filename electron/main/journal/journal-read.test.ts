import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal-entries'
import { silentLogger } from '@main/logging/logger'
import { tempDirPerTest } from '@test-support/temp-dir'
import { spawnJournalWorker } from '@test-support/ts-worker'
import { entryLine, readJournalLog } from './journal-log'
import { ENTRIES_PER_MESSAGE, workerJournalRead } from './journal-read'

const dir = tempDirPerTest('journal-read')
const file = () => join(dir(), 'entries.jsonl')

describe('reading a journal in a worker thread', () => {
  it('reads what the same reading on main reads, over several messages', async () => {
    const count = ENTRIES_PER_MESSAGE * 2 + 3
    const lines = Array.from({ length: count }, (_, i) => entryLine(journalEntry({ id: `e${i}` })))
    await writeFile(file(), `${lines.join('')}[damaged]\n${lines[0]!.slice(0, 20)}`)
    const spawned: Worker[] = []
    const read = workerJournalRead(() => {
      const worker = spawnJournalWorker()
      spawned.push(worker)
      return worker
    }, silentLogger)

    const inThread = await readJournalLog(file())
    const inWorker = await read(file())
    expect(spawned).toHaveLength(1)
    expect(inWorker).toEqual(inThread)
    expect(inWorker?.entries).toHaveLength(count)
    expect(inWorker?.entries.at(-1)?.id).toBe(`e${count - 1}`)
    expect(inWorker).toMatchObject({ badLines: 1, tornBytes: 20 })
  })

  it('reads nothing from a missing file', async () => {
    expect(await workerJournalRead(spawnJournalWorker, silentLogger)(file())).toBeNull()
  })

  it("passes on a read's failure with its code", async () => {
    await mkdir(file())
    await expect(workerJournalRead(spawnJournalWorker, silentLogger)(file())).rejects.toMatchObject(
      { code: 'EISDIR' },
    )
  })

  it('reads on main when the thread stops without an answer', async () => {
    await writeFile(file(), entryLine(journalEntry({ id: 'kept' })))
    const warnings: string[] = []
    const log = { ...silentLogger, warn: (message: string) => void warnings.push(message) }
    const read = workerJournalRead(() => new Worker('process.exit(3)', { eval: true }), log)
    expect((await read(file()))?.entries.map((e) => e.id)).toEqual(['kept'])
    expect(warnings).toEqual(['journal: the reading thread stopped; reading on main'])
  })
})

import { open, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal-entries'
import { tempDirPerTest } from '@test-support/temp-dir'
import { entryLine, openAppender, readJournalLog, type AppendHandle } from './journal-log'

const dir = tempDirPerTest('journal-log')
const file = () => join(dir(), 'entries.jsonl')

/** The real file, whose writes fail (a full disk) after `bytes` more bytes. */
async function diskFullAfter(bytes: number): Promise<AppendHandle> {
  const real = await open(file(), 'a')
  let room = bytes
  return {
    stat: () => real.stat(),
    datasync: () => real.datasync(),
    truncate: (length) => real.truncate(length),
    close: () => real.close(),
    async write(buffer: Uint8Array, offset = 0, length = buffer.length - offset) {
      if (room === 0) throw Object.assign(new Error('no space left'), { code: 'ENOSPC' })
      const part = Math.min(room, length)
      room -= part
      return real.write(buffer, offset, part)
    },
  } as AppendHandle
}

describe('the journal log', () => {
  it('reads nothing from a missing file', async () => {
    expect(await readJournalLog(file())).toBeNull()
  })

  it('reads lines in order, skips blank ones, counts damaged ones and the torn tail', async () => {
    const one = entryLine(journalEntry({ id: 'e1' }))
    await writeFile(file(), `${one}\n  \n[1]\n${one}{"id"`)
    const read = await readJournalLog(file())
    expect(read?.entries.map((e) => e.id)).toEqual(['e1', 'e1'])
    expect(read?.badLines).toBe(1)
    expect(read?.tornBytes).toBe(5)
    expect(read?.wholeLength).toBe(Buffer.byteLength(`${one}\n  \n[1]\n${one}`))
  })

  it('takes back the part of a line a failed write left, so the next line stays whole', async () => {
    const first = entryLine(journalEntry({ id: 'e1' }))
    await writeFile(file(), first)
    const appender = await openAppender(file(), () => diskFullAfter(30))
    await expect(appender.append(journalEntry({ id: 'e2' }))).rejects.toThrow('no space left')
    await appender.close()
    expect(await readFile(file(), 'utf8')).toBe(first)

    const again = await openAppender(file())
    await again.append(journalEntry({ id: 'e3' }))
    await again.close()
    const read = await readJournalLog(file())
    expect(read?.entries.map((e) => e.id)).toEqual(['e1', 'e3'])
    expect(read?.badLines).toBe(0)
  })
})

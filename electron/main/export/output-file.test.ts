import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ExportOutput, writeAll } from './output-file'
import { describe, expect, it } from 'vitest'

/** A file handle whose writes take at most what `take` allows, keeping what they took. */
function shortHandle(take: (asked: number) => number) {
  const written: Buffer[] = []
  const handle = {
    writev: async (buffers: readonly Buffer[]) => {
      const all = Buffer.concat(buffers)
      const n = Math.min(all.length, take(all.length))
      written.push(all.subarray(0, n))
      return { bytesWritten: n, buffers: [...buffers] }
    },
  }
  return { handle, written: () => Buffer.concat(written).toString() }
}

describe('writeAll', () => {
  it('writes the rest of every short write until every byte is taken', async () => {
    const { handle, written } = shortHandle(() => 3)
    await writeAll(handle as never, [Buffer.from('abcde'), Buffer.from('fgh')], '/x/y.part')
    expect(written()).toBe('abcdefgh')
  })

  it('throws a full disk naming the file when a write takes nothing', async () => {
    let calls = 0
    const { handle } = shortHandle((asked) => (++calls === 1 ? asked - 2 : 0))
    await expect(
      writeAll(handle as never, [Buffer.from('abcdef')], '/x/y.part'),
    ).rejects.toMatchObject({
      code: 'ENOSPC',
      path: '/x/y.part',
    })
  })
})

describe("an export's files", () => {
  it('creates the hidden partial file and the sidecar readable by their owner alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stagehand-output-'))
    try {
      const output = await ExportOutput.create(join(dir, '.a.csv.1.part'), join(dir, '1.ids'))
      await output.append(['id\r\n', 'x\r\n'], ['x'])
      await output.close()
      expect((await stat(join(dir, '.a.csv.1.part'))).mode & 0o777).toBe(0o600)
      expect((await stat(join(dir, '1.ids'))).mode & 0o777).toBe(0o600)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

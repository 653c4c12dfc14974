import { describe, expect, it } from 'vitest'
import { writeAll } from './write-all'

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

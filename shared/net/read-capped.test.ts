import { describe, expect, it } from 'vitest'
import { readCapped } from './read-capped'

function streamOf(chunks: number[][], pulled: { count: number }, cancelled: { yes: boolean }) {
  let index = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count++
      const chunk = chunks[index++]
      if (chunk) controller.enqueue(new Uint8Array(chunk))
      else controller.close()
    },
    cancel() {
      cancelled.yes = true
    },
  })
}

describe('reading a stream up to a limit', () => {
  it('joins the chunks of a stream within the limit, reporting the running total', async () => {
    const totals: number[] = []
    const bytes = await readCapped(
      streamOf([[1, 2], [3], [4, 5]], { count: 0 }, { yes: false }).getReader(),
      5,
      { onProgress: (n) => totals.push(n) },
    )
    expect(Array.from(bytes ?? [])).toEqual([1, 2, 3, 4, 5])
    expect(totals).toEqual([2, 3, 5])
  })

  it('stops at the first chunk past the limit and cancels the rest', async () => {
    const pulled = { count: 0 }
    const cancelled = { yes: false }
    const chunks = [[1, 2, 3], [4, 5, 6], [7], [8], [9]]
    expect(await readCapped(streamOf(chunks, pulled, cancelled).getReader(), 5)).toBeNull()
    expect(cancelled.yes).toBe(true)
    expect(pulled.count).toBeLessThan(chunks.length)
  })

  it('gives no bytes for no stream', async () => {
    expect((await readCapped(null, 10))?.byteLength).toBe(0)
  })
})

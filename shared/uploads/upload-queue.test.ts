import { describe, expect, it } from 'vitest'
import { until } from '@test-support/eventually'
import { createUploadQueue } from './upload-queue'

/** An upload function whose calls the test answers one by one. */
function controlledUpload() {
  const calls: Array<{ item: string; resolve: (r: string) => void; reject: (e: Error) => void }> =
    []
  const upload = (item: string) =>
    new Promise<string>((resolve, reject) => calls.push({ item, resolve, reject }))
  return { calls, upload }
}

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, item: `file-${i}` }))

/** Resolves once the test has made `n` upload calls. */
const sent = (calls: unknown[], n: number) =>
  until(() => calls.length >= n, `${n} uploads to be sent`)

/** Resolves once `n` entries are done. */
const done = (queue: { progress(): { done: number } }, n: number) =>
  until(() => queue.progress().done >= n, `${n} uploads to be done`)

describe('upload queue', () => {
  it('keeps at most `concurrency` uploads in flight and sends each item once', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(7), { upload, concurrency: 3 })
    const finished = queue.start()
    await sent(calls, 3)
    expect(calls.map((c) => c.item)).toEqual(['file-0', 'file-1', 'file-2'])
    expect(queue.progress()).toMatchObject({ uploading: 3, waiting: 4, running: true })

    calls[1]!.resolve('r1')
    await sent(calls, 4)
    expect(calls).toHaveLength(4)
    expect(queue.progress().uploading).toBe(3)

    // Answer everything as it comes.
    for (let i = 0; i < 7; i++) {
      await sent(calls, i + 1)
      calls[i]!.resolve(`r${i}`)
    }
    const end = await finished
    expect(calls.map((c) => c.item).sort()).toEqual(items(7).map((i) => i.item))
    expect(end).toMatchObject({ done: 7, failed: 0, fraction: 1, running: false })
    expect(end.entries.map((e) => e.result)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'])
    expect(end.entries.every((e) => e.attempts === 1)).toBe(true)
  })

  it('reports overall progress to subscribers', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(4), { upload, concurrency: 4 })
    const fractions: number[] = []
    queue.subscribe(() => fractions.push(queue.progress().fraction))
    const finished = queue.start()
    await sent(calls, 4)
    for (const [i, c] of calls.entries()) {
      c.resolve('ok')
      await done(queue, i + 1)
    }
    await finished
    expect(fractions).toContain(0.25)
    expect(fractions).toContain(0.5)
    expect(fractions.at(-1)).toBe(1)
  })

  it('keeps a result or an error per item, and retries only the failed ones', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(4), { upload, concurrency: 2 })
    const first = queue.start()
    await sent(calls, 2)
    calls[0]!.resolve('a')
    calls[1]!.reject(new Error('429 for ever'))
    await sent(calls, 4)
    calls[2]!.reject(new Error('offline'))
    calls[3]!.resolve('d')
    const end = await first
    expect(end.entries.map((e) => e.state)).toEqual(['done', 'failed', 'failed', 'done'])
    expect((end.entries[2]!.error as Error).message).toBe('offline')

    const retry = queue.retryFailed()
    await sent(calls, 6)
    expect(calls.slice(4).map((c) => c.item)).toEqual(['file-1', 'file-2'])
    calls[4]!.resolve('b')
    calls[5]!.resolve('c')
    const after = await retry
    expect(after.entries.map((e) => e.state)).toEqual(['done', 'done', 'done', 'done'])
    expect(after.entries.map((e) => e.attempts)).toEqual([1, 2, 2, 1])
    expect(after.entries[1]!.error).toBeUndefined()
    expect(calls).toHaveLength(6)
  })

  it('retries only the failed entries a filter keeps, and marks one found applied as done', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(3), { upload, concurrency: 3 })
    const first = queue.start()
    await sent(calls, 3)
    calls[0]!.reject(Object.assign(new Error('lost'), { unsure: true }))
    calls[1]!.reject(new Error('refused'))
    calls[2]!.reject(Object.assign(new Error('lost'), { unsure: true }))
    await first
    const unsure = (e: { error?: unknown }) => (e.error as { unsure?: boolean }).unsure === true

    const retry = queue.retryFailed((e) => !unsure(e))
    await sent(calls, 4)
    expect(calls.slice(3).map((c) => c.item)).toEqual(['file-1'])
    calls[3]!.resolve('b')
    await retry

    queue.markDone('k0', 'found')
    // Only a failed entry can be found applied.
    queue.markDone('k1', 'ignored')
    const end = queue.progress()
    expect(end.entries.map((e) => e.state)).toEqual(['done', 'done', 'failed'])
    expect(end.entries.map((e) => e.result)).toEqual(['found', 'b', undefined])
    expect(end.entries.map((e) => e.attempts)).toEqual([1, 2, 1])
    expect(calls).toHaveLength(4)
  })

  it('fails an item whose upload function throws at once', async () => {
    const queue = createUploadQueue(items(2), {
      upload: (item: string) => {
        if (item === 'file-0') throw new Error('unreadable')
        return Promise.resolve('ok')
      },
    })
    const end = await queue.start()
    expect(end.entries.map((e) => e.state)).toEqual(['failed', 'done'])
  })

  it('cancel starts nothing more, lets those in flight finish, and start() sends the rest once', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(5), { upload, concurrency: 2 })
    const first = queue.start()
    await sent(calls, 2)
    queue.cancel()
    expect(queue.progress()).toMatchObject({ uploading: 2, cancelled: 3, running: false })
    calls[0]!.resolve('a')
    calls[1]!.resolve('b')
    const stopped = await first
    expect(calls).toHaveLength(2)
    expect(stopped.entries.map((e) => e.state)).toEqual([
      'done',
      'done',
      'cancelled',
      'cancelled',
      'cancelled',
    ])

    const rest = queue.start()
    await sent(calls, 4)
    for (const c of calls.slice(2)) c.resolve('ok')
    await sent(calls, 5)
    for (const c of calls.slice(4)) c.resolve('ok')
    const end = await rest
    expect(calls.map((c) => c.item)).toEqual(items(5).map((i) => i.item))
    expect(end.done).toBe(5)
  })

  it('does not send anything twice when started again while running', async () => {
    const { calls, upload } = controlledUpload()
    const queue = createUploadQueue(items(3), { upload, concurrency: 3 })
    const a = queue.start()
    const b = queue.start()
    await sent(calls, 3)
    expect(calls).toHaveLength(3)
    for (const c of calls) c.resolve('ok')
    expect((await a).done).toBe(3)
    expect((await b).done).toBe(3)
    expect(calls).toHaveLength(3)
  })

  it('refuses two items with one key, and finishes at once with nothing to send', async () => {
    expect(() =>
      createUploadQueue(
        [
          { key: 'x', item: 1 },
          { key: 'x', item: 2 },
        ],
        { upload: async () => 0 },
      ),
    ).toThrow(/share the key "x"/)
    const empty = await createUploadQueue([], { upload: async () => 0 }).start()
    expect(empty).toMatchObject({ total: 0, fraction: 1, running: false })
  })
})

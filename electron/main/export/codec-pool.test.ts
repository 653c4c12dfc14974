/**
 * The codec pool: a real worker thread gives what the main thread gives; a
 * failing worker never loses a page; urgent pages go first.
 */
import { EventEmitter } from 'node:events'
import type { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import { isAppError } from '@shared/errors'
import { spawnCodecWorker } from '@test-support/ts-worker'
import type { Logger } from '../logging/logger'
import { codecWorkerCount, workerCodec } from './codec-pool'
import type { CodecRequest } from './codec-wire'
import { createPageCoder, type CodecJob } from './page-codec'

const columns = BASE_COLUMNS.map((c) => c.id)

function pageJob(page: number, names: string[]): CodecJob {
  const data = names.map((firstName, i) => ({
    id: `00000000-0000-4000-8000-${String(page * 1000 + i).padStart(12, '0')}`,
    profile: { firstName, lastName: 'Ünal, "Q"' },
    customFieldsData: [{ fieldSlug: `diet-${page}`, value: '=cmd' }],
  }))
  const json = JSON.stringify({ data, pagination: { next: `/v1/x?page=${page + 1}` } })
  const bytes = new TextEncoder().encode(json).buffer as ArrayBuffer
  return { bytes, status: 200, page, pageSize: names.length, columns, neutralise: true }
}

function recordingLog() {
  const warnings: string[] = []
  const log: Logger = {
    info: () => undefined,
    warn: (message) => void warnings.push(message),
    error: () => undefined,
  }
  return { log, warnings }
}

/** A stand-in worker that answers only when told to, recording what it was given. */
class HeldWorker extends EventEmitter {
  readonly received: CodecRequest[] = []
  private readonly code = createPageCoder()
  postMessage(request: CodecRequest): void {
    this.received.push(request)
  }
  answerNext(): void {
    const request = this.received.shift()!
    const r = this.code(request.job)
    const encoded = r.encoded && { ...r.encoded, bytes: new Uint8Array(r.encoded.bytes).buffer }
    this.emit('message', { id: request.id, ok: true, result: { ...r, encoded } })
  }
  unref(): void {}
  terminate(): Promise<number> {
    return Promise.resolve(0)
  }
}

describe('codec pool', () => {
  it('runs two workers even on one or two cores, and at most four', () => {
    expect([1, 2, 3, 4, 6, 16].map((cores) => codecWorkerCount(cores))).toEqual([2, 2, 2, 3, 4, 4])
  })

  it('reads pages in a worker thread exactly as on the main thread, errors included', async () => {
    const { log, warnings } = recordingLog()
    const pool = workerCodec({ spawn: spawnCodecWorker, size: 2, log })
    try {
      const jobs = [1, 2, 3].map((p) => pageJob(p, ['Ann', 'Bo', '陈']))
      const expected = jobs.map((j) => createPageCoder()(j))
      const results = await Promise.all(jobs.map((j) => pool.code(j)))
      results.forEach((result, i) => {
        expect(result.count).toBe(3)
        expect(result.slugs).toEqual(expected[i]!.slugs)
        expect(result.encoded!.ids).toEqual(expected[i]!.encoded!.ids)
        expect(result.encoded!.bytes.equals(expected[i]!.encoded!.bytes)).toBe(true)
      })
      const bad = { ...pageJob(4, ['X']), bytes: new TextEncoder().encode('<html>').buffer }
      const error = await pool.code(bad as CodecJob).catch((e: unknown) => e)
      expect(isAppError(error) && error.data.kind).toBe('invalid-response')
      expect(warnings).toEqual([])
    } finally {
      await pool.close()
    }
  })

  it('reads the pages of a worker that dies on the main thread, and of one that cannot start', async () => {
    const held = new HeldWorker()
    const { log, warnings } = recordingLog()
    const pool = workerCodec({ spawn: () => held as unknown as Worker, size: 1, log })
    const pending = [pool.code(pageJob(1, ['Ann'])), pool.code(pageJob(2, ['Bo']))]
    expect(held.received).toHaveLength(2)
    held.emit('error', new Error('worker crashed'))
    const results = await Promise.all(pending)
    expect(results.map((r) => r.encoded!.ids.length)).toEqual([1, 1])
    expect(warnings).toHaveLength(1)
    // From then on, pages are read here.
    expect((await pool.code(pageJob(3, ['Cy']))).count).toBe(1)

    const unstartable = workerCodec({
      spawn: () => {
        throw new Error('no threads')
      },
      size: 1,
      log,
    })
    expect((await unstartable.code(pageJob(1, ['Di']))).count).toBe(1)
    expect(warnings).toHaveLength(2)
  })

  it('hands an urgent page to the worker before pages already waiting', async () => {
    const held = new HeldWorker()
    const { log } = recordingLog()
    const pool = workerCodec({ spawn: () => held as unknown as Worker, size: 1, log })
    const done: number[] = []
    const track = (job: CodecJob, urgent = false) =>
      pool.code(job, urgent).then(() => void done.push(job.page))
    const all = [1, 2, 3, 4].map((p) => track(pageJob(p, ['A'])))
    const probe = track(pageJob(9, ['P']), true)
    // Two pages went to the worker at once; the probe jumps the two still waiting.
    expect(held.received.map((r) => r.job.page)).toEqual([1, 2])
    held.answerNext()
    await Promise.resolve()
    expect(held.received.map((r) => r.job.page)).toEqual([2, 9])
    for (let i = 0; i < 4; i++) {
      held.answerNext()
      await Promise.resolve()
    }
    await Promise.all([...all, probe])
    expect(done).toEqual([1, 2, 9, 3, 4])
    await pool.close()
  })
})

/**
 * Sheets are read and planned in a worker thread with a memory limit: the
 * main event loop keeps turning while a large sheet is read, a read can be
 * cancelled, and a thread that runs out of memory is a sentence, not a crash.
 */
import { EventEmitter } from 'node:events'
import type { Worker, WorkerOptions } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { spawnSheetWorker } from '@test-support/ts-worker'
import { AppError } from '@shared/errors'
import { SHEET_WORKER_LIMITS, workerSheetWork } from './sheet-work'

/** A big sheet within the limits: 5,000 rows of 40 columns. */
function bigCsv(): Uint8Array {
  const header = ['Session ID', 'Title', ...Array.from({ length: 38 }, (_, i) => `Note ${i}`)]
  const rows = Array.from({ length: 5_000 }, (_, r) =>
    [`s${r}`, `Talk ${r}`, ...Array.from({ length: 38 }, (_, i) => `cell ${r}.${i}`)].join(','),
  )
  return new TextEncoder().encode([header.join(','), ...rows].join('\n'))
}

/** Counts turns of this thread's event loop until `done` settles. */
async function ticksWhile<T>(done: Promise<T>): Promise<{ ticks: number; value: T }> {
  let ticks = 0
  let settled = false
  const value = done.finally(() => (settled = true))
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve))
    ticks++
  }
  return { ticks, value: await value }
}

describe('reading in a worker thread', () => {
  it('keeps the main event loop turning while a large sheet is read', async () => {
    const spawned: WorkerOptions[] = []
    const work = workerSheetWork((options) => {
      spawned.push(options)
      return spawnSheetWorker(options)
    })
    const { ticks, value } = await ticksWhile(work.read(bigCsv(), 'agenda.csv'))
    expect(value.rows).toHaveLength(5_000)
    expect(value.rows[4_999]!.cells[1]).toBe('Talk 4999')
    // Read on this thread, the loop would turn not once during the parse.
    expect(ticks).toBeGreaterThan(20)
    expect(spawned).toEqual([{ resourceLimits: SHEET_WORKER_LIMITS }])
  })

  it('stops the thread when the read is cancelled', async () => {
    const held = new HeldWorker()
    const work = workerSheetWork(() => held as unknown as Worker)
    const controller = new AbortController()
    const read = work.read(new Uint8Array(10), 'agenda.csv', controller.signal)
    controller.abort()
    await expect(read).rejects.toMatchObject({ kind: 'cancelled' })
    expect(held.terminated).toBe(true)
  })

  it('refuses a sheet whose thread runs out of memory, in a sentence', async () => {
    const held = new HeldWorker()
    const work = workerSheetWork(() => held as unknown as Worker)
    const read = work.read(new Uint8Array(10), 'huge.xlsx')
    held.emit(
      'error',
      Object.assign(
        new Error('Worker terminated due to reaching memory limit: JS heap out of memory'),
        {
          code: 'ERR_WORKER_OUT_OF_MEMORY',
        },
      ),
    )
    const error = (await read.catch((e: unknown) => e)) as AppError
    expect(error).toBeInstanceOf(AppError)
    expect(error.message).toBe(
      '“huge.xlsx” needs more memory to read than an agenda may use: save only the sheet with the sessions, as CSV or .xlsx.',
    )
    expect(error.data.description).toMatch(/heap out of memory/)
    expect(held.terminated).toBe(true)
  })

  it('passes on the sentence a refused file gets', async () => {
    const work = workerSheetWork(spawnSheetWorker)
    const header = Array.from({ length: 300 }, (_, i) => `c${i}`).join(',')
    await expect(work.read(new TextEncoder().encode(header), 'wide.csv')).rejects.toThrow(
      /more than 200 columns on row 1/,
    )
  })
})

/** A worker that answers nothing until told: shows what happens to it. */
class HeldWorker extends EventEmitter {
  terminated = false
  postMessage(): void {}
  terminate(): Promise<number> {
    this.terminated = true
    return Promise.resolve(1)
  }
}

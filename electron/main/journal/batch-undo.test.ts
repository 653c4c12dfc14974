import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import type { JournalEntry } from '@shared/journal/entry'
import { createMemoryJournalStores, journalEntry } from '@test-support/journal'
import { undoBatch, type BatchProgress, type BatchUndoDeps } from './batch-undo'

/** A batch of `n` entries, and deps whose reverts answer as `answer` says, on a clock a test moves. */
async function rig(n: number, answer: (entry: JournalEntry) => JournalEntry | Error) {
  const stores = createMemoryJournalStores()
  const store = await stores.of('ws-1')
  const entries = Array.from({ length: n }, () => journalEntry({ batchId: 'b-1' }))
  for (const e of entries) await store.put(e)
  await store.put(journalEntry({ batchId: 'b-1', revertOf: entries[0]!.id }))
  const progress: BatchProgress[] = []
  const clock = { now: 0, remaining: 100, waits: [] as number[] }
  // Held progress waits on this clock: what falls due runs as the clock moves.
  let due: { at: number; fn: () => void }[] = []
  const move = (to: number) => {
    clock.now = to
    const ready = due.filter((t) => t.at <= to)
    due = due.filter((t) => t.at > to)
    for (const t of ready) t.fn()
  }
  const reverted: string[] = []
  const deps: BatchUndoDeps = {
    stores,
    reverter: {
      async revert(_w, entryId) {
        clock.remaining--
        move(clock.now + 50)
        reverted.push(entryId)
        const entry = store.get(entryId)!
        const result = answer(entry)
        if (result instanceof Error) throw result
        return {
          entry: result,
          plan: { kind: 'ready', sentence: '', nowFrom: 'service', unchecked: null },
        }
      },
    },
    quota: () => ({ remaining: clock.remaining, resetsAt: 10_000 }),
    async waitUntil(at) {
      clock.waits.push(at)
      move(at)
      clock.remaining = 100
    },
    emitProgress: (p) => progress.push(p),
    now: () => clock.now,
    timers: {
      set: (fn, ms) => {
        const timer = { at: clock.now + ms, fn }
        due.push(timer)
        return timer
      },
      clear: (timer) => void (due = due.filter((t) => t !== timer)),
    },
    newId: () => 'undo-1',
  }
  return { deps, progress, clock, reverted, entries }
}

const applied = (e: JournalEntry) =>
  journalEntry({ revertOf: e.id, outcome: { status: 'applied', sentence: null, settledAt: null } })

describe('undoBatch', () => {
  it('reverts every entry of the batch but its reverts, newest first, and sums them up', async () => {
    const { deps, reverted, entries } = await rig(4, (e) =>
      e.id === entries[1]!.id
        ? appError('invalid-input', 'Stagehand had not seen the values.')
        : e.id === entries[2]!.id
          ? journalEntry({ outcome: { status: 'refused', sentence: 'No.', settledAt: null } })
          : applied(e),
    )
    const summary = await undoBatch(deps, 'ws-1', 'b-1', new AbortController().signal)
    expect(reverted).toEqual(entries.map((e) => e.id).reverse())
    expect(summary).toEqual({
      batchId: 'b-1',
      total: 4,
      reverted: 2,
      refused: 1,
      uncertain: 0,
      impossible: [{ entryId: entries[1]!.id, why: 'Stagehand had not seen the values.' }],
      cancelled: false,
    })
  })

  it('reports progress at most five times a second, then the last', async () => {
    const { deps, progress } = await rig(10, applied)
    await undoBatch(deps, 'ws-1', 'b-1', new AbortController().signal)
    // 50 ms a revert: the first at once, then the latest every 200 ms, and the last.
    expect(progress.map((p) => p.done)).toEqual([1, 4, 8, 10])
    expect(progress.at(-1)).toEqual({
      workspaceId: 'ws-1',
      batchId: 'b-1',
      done: 10,
      total: 10,
      paused: false,
    })
  })

  it('says it is paused while the day’s quota is spent, and goes on when it returns', async () => {
    const { deps, progress, clock } = await rig(3, applied)
    clock.remaining = 1
    const summary = await undoBatch(deps, 'ws-1', 'b-1', new AbortController().signal)
    expect(clock.waits).toEqual([10_000])
    expect(progress.some((p) => p.paused && p.done === 1)).toBe(true)
    expect(summary.reverted).toBe(3)
  })

  it('stops when cancelled, saying so', async () => {
    const controller = new AbortController()
    const { deps, reverted } = await rig(5, (e) => {
      if (reverted.length === 2) controller.abort()
      return applied(e)
    })
    const summary = await undoBatch(deps, 'ws-1', 'b-1', controller.signal)
    expect(reverted).toHaveLength(2)
    expect(summary).toMatchObject({ total: 5, reverted: 2, cancelled: true })
  })
})

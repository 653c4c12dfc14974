/**
 * The review's conflict checker: the latest choices win, an answer to
 * older ones is dropped, and a worker that fails leaves the check to the
 * window's thread.
 */
import { describe, expect, it, vi } from 'vitest'
import type { AgendaPlan } from '@shared/agenda/model'
import { NO_CHOICES, toggleRow } from '@shared/agenda/review-choices'
import type { KnownAgenda } from '@shared/agenda/review-conflicts'
import {
  answerReviewCheck,
  type ReviewCheckAnswer,
  type ReviewCheckRequest,
} from './review-check-protocol'
import { createReviewChecker, type ReviewFound, type ReviewWorker } from './review-checker'

const at = (hh: string) => `2026-05-12T${hh}:00Z`
const line = (row: number, id: string) => ({
  row,
  sessionId: id,
  name: id.toUpperCase(),
  matchedBy: 'id',
  changes: [
    { field: 'startDateTime', before: { known: false }, after: at('09:00') },
    { field: 'endDateTime', before: { known: false }, after: at('10:00') },
    { field: 'locationId', before: { known: false }, after: 'hall' },
  ],
})
// Rows 2 and 3 overlap in the hall.
const plan = { lines: [line(2, 'a'), line(3, 'b')] } as unknown as AgendaPlan
const known: KnownAgenda = { items: [], names: new Map([['hall', 'Hall']]) }

/** A worker the test answers by hand. */
function handWorker() {
  const posted: ReviewCheckRequest[] = []
  const listeners = {
    message: [] as ((e: { data: ReviewCheckAnswer }) => void)[],
    error: [] as ((e: { message?: string }) => void)[],
  }
  const worker: ReviewWorker = {
    postMessage: (m) => void posted.push(m),
    addEventListener: (type: 'message' | 'error', listener: never) =>
      void (listeners[type] as unknown[]).push(listener),
    terminate: vi.fn(),
  }
  return {
    worker,
    posted,
    answer: (request: ReviewCheckRequest) => {
      for (const l of listeners.message) l({ data: answerReviewCheck(request, 'worker') })
    },
    crash: () => {
      for (const l of listeners.error) l({ message: 'stopped' })
    },
  }
}

describe('the review’s conflict checker', () => {
  it('finds the latest choices, waiting for the check out and dropping its answer', () => {
    const hand = handWorker()
    const found: ReviewFound[] = []
    const checker = createReviewChecker(
      (f) => found.push(f),
      () => hand.worker,
    )
    const one = toggleRow(NO_CHOICES, 3)
    checker.check({ known, plan, choices: NO_CHOICES })
    checker.check({ known, plan, choices: one })
    checker.check({ known, plan, choices: NO_CHOICES })
    // One request out at a time; the middle one was superseded before it was sent.
    expect(hand.posted).toHaveLength(1)
    hand.answer(hand.posted[0]!)
    expect(found).toHaveLength(0)
    expect(hand.posted).toHaveLength(2)
    expect(hand.posted[1]!.choices).toBe(NO_CHOICES)
    hand.answer(hand.posted[1]!)
    expect(found).toHaveLength(1)
    expect(found[0]!.foundBy).toBe('worker')
    expect(found[0]!.input.choices).toBe(NO_CHOICES)
    expect(found[0]!.review.listed.map((c) => c.rows)).toEqual([[2, 3]])
  })

  it('finds the conflicts on the window’s thread when the worker fails', async () => {
    const hand = handWorker()
    const found = new Promise<ReviewFound>((resolve) => {
      const checker = createReviewChecker(resolve, () => hand.worker)
      checker.check({ known, plan, choices: NO_CHOICES })
    })
    hand.crash()
    expect(hand.worker.terminate).toHaveBeenCalled()
    const { foundBy, review } = await found
    expect(foundBy).toBe('window')
    expect(review.listed).toHaveLength(1)
  })

  it('finds them on the window’s thread where there is no worker, and nothing once stopped', async () => {
    const found = await new Promise<ReviewFound>((resolve) =>
      createReviewChecker(resolve, null).check({ known, plan, choices: NO_CHOICES }),
    )
    expect(found.foundBy).toBe('window')
    const hand = handWorker()
    const onFound = vi.fn()
    const checker = createReviewChecker(onFound, () => hand.worker)
    checker.check({ known, plan, choices: NO_CHOICES })
    checker.stop()
    expect(hand.worker.terminate).toHaveBeenCalled()
    hand.answer(hand.posted[0]!)
    expect(onFound).not.toHaveBeenCalled()
  })
})

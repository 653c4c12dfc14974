/**
 * The review's conflicts, found in a worker, the latest choices first.
 *
 * One request is out at a time. A request made meanwhile waits, and a newer
 * one takes its place, so ticking ten rows quickly finds the conflicts of the
 * first and the last, not of every one between; an answer to anything but
 * the latest request is dropped. Where there is no worker (the component
 * tests' page), or it fails to start or stops, the conflicts are found on the
 * window's thread instead, so the review always gets them.
 *
 *   const checker = createReviewChecker((found) => show(found))
 *   checker.check({ known, plan, choices })
 *   checker.stop()
 */
import type { ReviewConflicts } from '@shared/agenda/review-conflicts'
import {
  answerReviewCheck,
  type FoundBy,
  type ReviewCheckAnswer,
  type ReviewCheckInput,
  type ReviewCheckRequest,
} from './review-check-protocol'

/** The part of a Worker the checker uses (a test passes a stand-in). */
export interface ReviewWorker {
  postMessage(message: ReviewCheckRequest): void
  addEventListener(type: 'message', listener: (event: { data: ReviewCheckAnswer }) => void): void
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  terminate(): void
}

export interface ReviewFound {
  /** What the conflicts were found for: the review compares it with what it shows. */
  input: ReviewCheckInput
  review: ReviewConflicts
  foundBy: FoundBy
}

export interface ReviewChecker {
  /** Finds the conflicts for `input`; a later call supersedes it. */
  check(input: ReviewCheckInput): void
  /** Stops the worker; nothing more is found. */
  stop(): void
}

const startWorker = (): ReviewWorker =>
  new Worker(new URL('./review-check.worker.ts', import.meta.url), { type: 'module' })

/** The browser's worker, or null where there is none. */
export const defaultStart = typeof Worker === 'undefined' ? null : startWorker

export function createReviewChecker(
  onFound: (found: ReviewFound) => void,
  start: (() => ReviewWorker) | null = defaultStart,
): ReviewChecker {
  let worker: ReviewWorker | null = null
  let broken = start === null
  let stopped = false
  let nextId = 1
  let latest = 0
  let out: ReviewCheckRequest | null = null
  let waiting: ReviewCheckRequest | null = null

  const settle = (request: ReviewCheckRequest, answer: ReviewCheckAnswer) => {
    out = null
    if (stopped) return
    const { known, plan, choices } = request
    if (answer.id === latest)
      onFound({ input: { known, plan, choices }, review: answer.review, foundBy: answer.foundBy })
    const next = waiting
    waiting = null
    if (next) send(next)
  }

  const inPlace = (request: ReviewCheckRequest) => {
    // A task of its own, as a worker's answer would come: the review shows before it is found.
    setTimeout(() => settle(request, answerReviewCheck(request, 'window')), 0)
  }

  const fail = () => {
    worker?.terminate()
    worker = null
    broken = true
    // The request out is answered on the window's thread, as every later one will be.
    if (out) inPlace(out)
  }

  const ensureWorker = (): ReviewWorker | null => {
    if (worker || broken || !start) return worker
    try {
      const w = start()
      w.addEventListener('message', ({ data }) => {
        if (w === worker && out && data.id === out.id) settle(out, data)
      })
      w.addEventListener('error', () => {
        if (w === worker) fail()
      })
      worker = w
    } catch {
      broken = true
    }
    return worker
  }

  function send(request: ReviewCheckRequest) {
    out = request
    const w = ensureWorker()
    if (w) w.postMessage(request)
    else inPlace(request)
  }

  return {
    check(input) {
      if (stopped) return
      const request = { id: nextId++, ...input }
      latest = request.id
      if (out) waiting = request
      else send(request)
    },
    stop() {
      stopped = true
      waiting = null
      worker?.terminate()
      worker = null
    },
  }
}

/**
 * The messages between the review and its conflict worker, and the answer itself.
 *
 * A sheet of 1,000 rows in a few rooms makes over 10,000 conflicts; finding
 * and sorting them would hold the window while an organizer scrolls or ticks
 * a row, so the review asks a worker (review-check.worker.ts). Everything
 * sent is plain data, copied by the browser: the plan, the choices (sets and
 * maps) and the known agenda with its names as a map.
 */
import type { AgendaPlan } from '@shared/agenda/model'
import type { ReviewChoices } from '@shared/agenda/review-choices'
import {
  reviewConflicts,
  type KnownAgenda,
  type ReviewConflicts,
} from '@shared/agenda/review-conflicts'

/** Where the conflicts were found: in the worker, or on the window's own thread. */
export type FoundBy = 'worker' | 'window'

/** What the conflicts are found for. */
export interface ReviewCheckInput {
  known: KnownAgenda
  plan: AgendaPlan
  choices: ReviewChoices
}

export interface ReviewCheckRequest extends ReviewCheckInput {
  /** Grows with every request; an answer carries its request's. */
  id: number
}

export interface ReviewCheckAnswer {
  id: number
  review: ReviewConflicts
  foundBy: FoundBy
}

/** The answer to one request, wherever it runs. */
export function answerReviewCheck(
  request: ReviewCheckRequest,
  foundBy: FoundBy,
): ReviewCheckAnswer {
  const { id, known, plan, choices } = request
  return { id, review: reviewConflicts(known, plan, choices), foundBy }
}

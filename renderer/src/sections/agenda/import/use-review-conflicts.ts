/**
 * The review's conflicts for the plan and choices shown, found off the window's thread.
 *
 * While the conflicts of the latest choices are being found, the review
 * keeps showing those found before (none at first) and says it is checking.
 * The worker stops when the review closes.
 */
import { useEffect, useRef, useState } from 'react'
import type { AgendaPlan } from '@shared/agenda/model'
import type { ReviewChoices } from '@shared/agenda/review-choices'
import type { KnownAgenda, ReviewConflicts } from '@shared/agenda/review-conflicts'
import type { FoundBy } from './review-check-protocol'
import { createReviewChecker, type ReviewChecker, type ReviewFound } from './review-checker'

export interface ReviewConflictCheck {
  /** The conflicts last found: those of the choices shown unless `checking`. */
  review: ReviewConflicts
  /** The conflicts of the choices shown are still being found. */
  checking: boolean
  /** Where the conflicts shown were found; null before the first are. */
  foundBy: FoundBy | null
}

const NONE: ReviewConflicts = {
  standing: new Map(),
  introduced: new Map(),
  listed: [],
  bySession: new Map(),
}

export function useReviewConflicts(
  known: KnownAgenda,
  plan: AgendaPlan,
  choices: ReviewChoices,
): ReviewConflictCheck {
  const [found, setFound] = useState<ReviewFound | null>(null)
  const checker = useRef<ReviewChecker | null>(null)
  useEffect(() => {
    const started = createReviewChecker(setFound)
    checker.current = started
    return () => {
      started.stop()
      checker.current = null
    }
  }, [])
  useEffect(() => {
    checker.current?.check({ known, plan, choices })
  }, [known, plan, choices])
  const current =
    found !== null &&
    found.input.known === known &&
    found.input.plan === plan &&
    found.input.choices === choices
  return {
    review: found?.review ?? NONE,
    checking: !current,
    foundBy: found?.foundBy ?? null,
  }
}

/**
 * The review's conflict worker.
 *
 * Answers each request with the conflicts of the proposed agenda, off the
 * window's thread. Started by review-checker.ts.
 */
import { answerReviewCheck, type ReviewCheckRequest } from './review-check-protocol'

self.addEventListener('message', (event: MessageEvent<ReviewCheckRequest>) => {
  self.postMessage(answerReviewCheck(event.data, 'worker'))
})

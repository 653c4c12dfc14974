/**
 * A read that waits for the service, on screen: after 2 s "Waiting for the
 * service… 6 s", counting, with Cancel; once cancelled, a sentence saying so
 * and Try again.
 */
import { Button } from '../Button'
import { WAITING_WORDS, cancelledSentence } from './waiting-cue'
import type { WaitingRead } from './use-waiting-read'
import './waiting.css'

export function WaitingCue({
  waiting,
  onTryAgain,
  stillShown,
}: {
  waiting: WaitingRead
  /** Asks the service again after a cancel. */
  onTryAgain: () => void
  /** What the screen shows instead of the answer cancelled ("The rows below are still…"). */
  stillShown?: string | null
}) {
  if (waiting.seconds !== null) {
    return (
      <div className="waiting-cue" data-testid="waiting-cue">
        {/* Announced once; the count is a timer, not read out every second. */}
        <span role="status">{WAITING_WORDS}</span> <span role="timer">{waiting.seconds} s</span>
        <Button size="sm" onClick={waiting.cancel}>
          Cancel
        </Button>
      </div>
    )
  }
  if (waiting.cancelledAfter !== null) {
    return (
      <div className="waiting-cue" data-testid="waiting-cancelled" role="status">
        <span>{cancelledSentence(waiting.cancelledAfter, stillShown)}</span>
        <Button
          size="sm"
          onClick={() => {
            waiting.dismiss()
            onTryAgain()
          }}
        >
          Try again
        </Button>
      </div>
    )
  }
  return null
}

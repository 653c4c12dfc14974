/**
 * Why a save failed, above the form (which keeps everything typed).
 *
 * A save whose answer was lost may be on the service already; the service
 * cannot read a session back (docs/api-decisions.md, "Resources the API cannot
 * list"), so it cannot be checked: the banner says so and offers "Send again".
 * Sending the same body again is safe: it holds each changed field with its
 * whole new value, never a difference from the old one, and fields absent from
 * it are left unchanged (docs/api-decisions.md, "Session update"), so applying
 * it twice leaves the session as applying it once.
 */
import type { AppErrorData } from '@shared/errors'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'

export function SaveError({
  error,
  otherErrors,
  sending,
  onSendAgain,
}: {
  error: AppErrorData
  /** The service's field errors that belong to no field of the form. */
  otherErrors: string[]
  sending: boolean
  /** Sends the body of the failed save again; offered only when its answer was lost. */
  onSendAgain: (() => void) | null
}) {
  const unsure = error.mayHaveApplied === true
  return (
    <Banner
      tone="error"
      testId="save-error"
      // A change whose answer was lost may be on the service already: "Not saved" would be wrong.
      title={
        unsure ? 'Perhaps saved: nothing you typed is lost' : 'Not saved: nothing you typed is lost'
      }
      actions={
        unsure && onSendAgain ? (
          <Button size="sm" variant="primary" busy={sending} onClick={onSendAgain}>
            Send again
          </Button>
        ) : undefined
      }
    >
      {unsure ? (
        <>
          <p>{error.message}</p>
          <p data-testid="save-error-send-again">
            Stagehand could not tell whether it was saved. Send again sends the same values once
            more, which is safe: if they were saved, they are saved again unchanged. Where the
            service reads sessions back, Check in History finds out without sending.
          </p>
        </>
      ) : (
        error.message
      )}
      {otherErrors.length > 0 ? (
        <ul>
          {otherErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </Banner>
  )
}

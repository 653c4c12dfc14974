/**
 * Why a location was not deleted, in a sentence that names it; a deletion
 * whose answer was lost offers "Try again" and says why that is the way to know.
 */
import { withoutCheckAdvice } from '@shared/app-error'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import type { DeleteRefusal } from './use-delete-location'

export function RefusalBanner({
  refusal,
  onClose,
  onTryAgain,
}: {
  refusal: DeleteRefusal
  onClose(): void
  /** Sends the deletion once more (offered when its answer was lost). */
  onTryAgain(): void
}) {
  const close = (
    <Button size="sm" variant="ghost" onClick={onClose}>
      Dismiss
    </Button>
  )
  if (refusal.kind === 'default') {
    return (
      <Banner
        tone="warning"
        testId="location-refusal"
        title={`“${refusal.name}” was not deleted: it is the event’s default location`}
        actions={close}
      >
        The service does not delete an event’s default location. To delete it, first make another
        location the default in the platform. It is marked “Default” in this list now.
      </Banner>
    )
  }
  if (refusal.kind === 'gone') {
    return (
      <Banner
        tone="warning"
        testId="location-refusal"
        title={`“${refusal.name}” no longer exists on the service`}
        actions={close}
      >
        The service says it has no such location, so it is marked “Gone”. Forget it to take it off
        this list.
      </Banner>
    )
  }
  if (refusal.mayHaveApplied) {
    return (
      <Banner
        tone="warning"
        testId="location-refusal"
        title={`“${refusal.name}” may have been deleted`}
        actions={
          <>
            <Button size="sm" variant="primary" onClick={onTryAgain}>
              Try again
            </Button>
            {close}
          </>
        }
      >
        {/* Its own advice below, in place of the general "check it before sending it again". */}
        <p>{withoutCheckAdvice(refusal.message)}</p>
        <p data-testid="location-try-again-note">
          Try again sends the deletion once more, which is safe: if the location was deleted, the
          service answers that it has no such location and it leaves this list; if not, it is
          deleted now.
        </p>
      </Banner>
    )
  }
  return (
    <Banner
      tone="error"
      testId="location-refusal"
      title={`“${refusal.name}” was not deleted`}
      actions={close}
    >
      {refusal.message}
    </Banner>
  )
}

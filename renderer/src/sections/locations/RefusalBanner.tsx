/** Why a location was not deleted, in a sentence that names it. */
import { Button } from '../../components/Button'
import { Banner } from '../../components/feedback'
import type { DeleteRefusal } from './use-delete-location'

export function RefusalBanner({ refusal, onClose }: { refusal: DeleteRefusal; onClose(): void }) {
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
        The service answered that it has no such location (404), so it is marked “Gone”. Forget it
        to take it off this list.
      </Banner>
    )
  }
  return (
    <Banner
      tone="error"
      testId="location-refusal"
      title={
        refusal.mayHaveApplied
          ? `“${refusal.name}” may have been deleted`
          : `“${refusal.name}” was not deleted`
      }
      actions={close}
    >
      {refusal.message}
    </Banner>
  )
}

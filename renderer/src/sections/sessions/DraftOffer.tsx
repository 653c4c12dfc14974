/**
 * The offer of an unsaved edit kept from an earlier visit (even before a restart).
 */
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'

export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
  discardError,
}: {
  savedAt: string
  onRestore(): void
  onDiscard(): void
  discardError: string | null
}) {
  return (
    <Banner
      tone="info"
      testId="draft-offer"
      title={`Restore your unsaved edit from ${savedAt}?`}
      actions={
        <>
          <Button size="sm" onClick={onDiscard}>
            Discard
          </Button>
          <Button size="sm" variant="primary" onClick={onRestore}>
            Restore
          </Button>
        </>
      }
    >
      The form below shows the session as last seen; restoring puts your edit back in it.
      {discardError ? ` The draft was not discarded: ${discardError}` : ''}
    </Banner>
  )
}

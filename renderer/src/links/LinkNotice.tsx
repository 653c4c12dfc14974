/** Why a stagehand:// link was not opened, above the section until dismissed. */
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'

export function LinkNotice({ refusal, onDismiss }: { refusal: string | null; onDismiss(): void }) {
  if (refusal === null) return null
  return (
    <div className="shell__notices">
      <Banner
        tone="error"
        testId="link-refused"
        actions={
          <Button size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        }
      >
        {refusal}
      </Banner>
    </div>
  )
}

/**
 * The zone's buttons.
 *
 * Choose a file, give an image address (the control is passed in: see
 * ImageUrlDialog), convert a file the browser can re-encode, retry a failed
 * upload with the same file (only when a repeat can work: see
 * upload-errors.ts), or put it away. A compact zone at rest shows only the
 * address control: its picture already opens the file chooser.
 */
import type { ReactNode } from 'react'
import { Button } from '../Button'
import type { DropFlow } from './use-drop-flow'

export function DropActions({
  flow,
  compact,
  urlControl,
  onChoose,
  onConvert,
  onRetry,
  onClear,
}: {
  flow: DropFlow
  compact: boolean
  urlControl: ReactNode
  onChoose: () => void
  onConvert: () => void
  onRetry: () => void
  onClear: () => void
}) {
  const busy =
    flow.phase === 'checking' || flow.phase === 'converting' || flow.phase === 'uploading'
  const convertible = flow.phase === 'refused' && flow.file.verdict.state === 'convert'
  return (
    <div className="image-drop__actions">
      {compact && flow.phase === 'idle' ? null : (
        <Button size="sm" onClick={onChoose} disabled={busy}>
          Choose file…
        </Button>
      )}
      {urlControl}
      {convertible ? (
        <Button size="sm" variant="primary" onClick={onConvert}>
          Convert and fit
        </Button>
      ) : null}
      {/* An upload that may have been applied is checked or sent again from UnsureUpload. */}
      {flow.phase === 'failed' && flow.problem.retryable && !flow.problem.mayHaveApplied ? (
        <Button size="sm" variant="primary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
      {flow.phase === 'refused' || flow.phase === 'failed' ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </div>
  )
}

/**
 * An upload whose answer was lost.
 *
 * It may or may not have been applied, and nothing sends it again on its own
 * (docs/api-decisions.md, "Retries"). A speaker's picture can be checked,
 * and a sponsor's image where the service reads sponsors back: "Check" reads
 * the speaker or sponsor; if the new picture is not there, "Upload again"
 * sends the same file (still held here). Elsewhere a sponsor's zone offers
 * "Upload again": the upload replaces the image, so sending the same one
 * twice leaves the same picture.
 *
 * A slow check shows the waiting cue in place of the button, with Cancel,
 * then Try again once cancelled (components/waiting/WaitingCue).
 */
import type { ImageTarget } from '@shared/images/precheck'
import { Button } from '../Button'
import { AlertIcon } from '../icons'
import { useWaitingCall } from '../waiting/use-waiting-read'
import { cueShown } from '../waiting/waiting-cue'
import { WaitingCue } from '../waiting/WaitingCue'
import type { UploadCheck } from './use-drop-flow'

const WHAT: Record<ImageTarget, string> = {
  'speaker-picture': 'picture',
  'sponsor-logo': 'logo',
  'sponsor-cover': 'cover',
}

const OWNER: Record<ImageTarget, string> = {
  'speaker-picture': 'speaker',
  'sponsor-logo': 'sponsor',
  'sponsor-cover': 'sponsor',
}

export function UnsureUpload({
  target,
  checkable,
  sentence,
  check,
  onCheck,
  onCancelCheck,
  onUploadAgain,
}: {
  target: ImageTarget
  /** The speaker or sponsor can be read back, so Check can tell. */
  checkable: boolean
  /** Main's sentence: what happened, and that it may have been applied. */
  sentence: string
  check: UploadCheck | undefined
  onCheck(): void
  /** Stops the check under way. */
  onCancelCheck(): void
  onUploadAgain(): void
}) {
  const [what, owner] = [WHAT[target], OWNER[target]]
  const state = checkable ? (check?.state ?? 'unchecked') : 'cannot-check'
  const waiting = useWaitingCall('picture-check', state === 'checking', onCancelCheck)
  const uploadAgain = (
    <Button size="sm" variant="primary" onClick={onUploadAgain}>
      Upload again
    </Button>
  )
  let detail: string
  let action = uploadAgain
  if (state === 'not-applied') {
    detail = `It was not applied: the ${owner} still has the ${what} from before. The image is still here to upload again.`
  } else if (state === 'cannot-check') {
    detail = `Stagehand could not tell whether the new ${what} was applied. Uploading again is safe: it replaces the ${what} with this image either way.`
  } else {
    detail =
      state === 'failed'
        ? `The check failed: ${check?.state === 'failed' ? check.message : ''}`
        : `Check reads the ${owner} from the service and tells whether the new ${what} is there.`
    action = cueShown(waiting) ? (
      <WaitingCue waiting={waiting} onTryAgain={onCheck} />
    ) : (
      <Button size="sm" variant="primary" busy={state === 'checking'} onClick={onCheck}>
        Check
      </Button>
    )
  }
  return (
    <div
      className="image-drop__card-error image-drop__unsure"
      role="alert"
      data-testid="upload-unsure"
      data-check={state}
    >
      <span className="image-drop__icon">
        <AlertIcon />
      </span>
      <div className="image-drop__unsure-body">
        <p data-testid="upload-error">{sentence}</p>
        <p>{detail}</p>
        <div className="image-drop__actions">{action}</div>
      </div>
    </div>
  )
}

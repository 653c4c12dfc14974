/**
 * The last column of a review row: before the upload, why the row will not
 * be sent (if it will not); while it is sent, its bytes sent; after it, the
 * row's own result, a failure as the sentence the single-photo drop would
 * show on the card.
 */
import type { SpeakerPictureResult } from '../../../../../shared/api/schemas'
import type { UploadEntry } from '../../../../../shared/uploads/upload-queue'
import { uploadProblem } from '../../../components/image-drop/upload-errors'
import { ByteProgressBar } from '../../../components/upload-progress/ByteProgressBar'
import type { ByteProgress } from '../../../components/upload-progress/byte-progress'
import { errorData } from '../../../lib/errors'
import type { RowNote } from './review-model'
import { uploadStateText } from './review-model'

export function BulkRowResult({
  entry,
  note,
  path,
  sent,
}: {
  entry: UploadEntry<SpeakerPictureResult> | undefined
  note: RowNote | null
  /** The row's file, naming its bar of bytes sent. */
  path: string
  sent: ByteProgress | undefined
}) {
  if (entry?.state === 'uploading') {
    return (
      <span
        className="bulk-result bulk-result--uploading"
        data-testid="bulk-result"
        data-state={entry.state}
      >
        <ByteProgressBar progress={sent} label={`${path}: bytes sent`} />
      </span>
    )
  }
  if (entry) {
    const failure =
      entry.state === 'failed' ? uploadProblem(errorData(entry.error), 'file').sentence : null
    return (
      <span
        className={`bulk-result bulk-result--${entry.state}`}
        data-testid="bulk-result"
        data-state={entry.state}
      >
        {uploadStateText(entry.state)}
        {failure ? <span className="bulk-result__why">{failure}</span> : null}
      </span>
    )
  }
  if (!note) return <span className="muted">Ready</span>
  return (
    <span className={`bulk-note bulk-note--${note.tone}`} data-testid="bulk-note">
      {note.text}
    </span>
  )
}

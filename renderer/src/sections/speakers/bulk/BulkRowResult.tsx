/**
 * The last column of a review row: before the upload, why the row will not
 * be sent (if it will not); during and after it, the row's own result, a
 * failure as the sentence the single-photo drop would show on the card.
 */
import type { SpeakerPictureResult } from '../../../../../shared/api/schemas'
import type { UploadEntry } from '../../../../../shared/uploads/upload-queue'
import { uploadProblem } from '../../../components/image-drop/upload-errors'
import { errorData } from '../../../lib/errors'
import type { RowNote } from './review-model'
import { uploadStateText } from './review-model'

export function BulkRowResult({
  entry,
  note,
}: {
  entry: UploadEntry<SpeakerPictureResult> | undefined
  note: RowNote | null
}) {
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

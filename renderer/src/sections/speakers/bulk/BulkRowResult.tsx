/**
 * The last column of a review row.
 *
 * Before the upload, why the row will not be sent (if it will not); while it is
 * sent, its bytes sent; after it, the row's own result, a failure as the
 * sentence the single-photo drop would show on the card. A row whose answer was
 * lost says it may have been applied and offers "Check", then "Upload again" if
 * it was not (UnsureUpload).
 */
import type { SpeakerPictureResult } from '@shared/api/schemas'
import type { UploadEntry, UploadState } from '@shared/uploads/upload-queue'
import { UnsureUpload } from '@renderer/components/image-drop/UnsureUpload'
import type { UploadCheck } from '@renderer/components/image-drop/use-drop-flow'
import { uploadProblem } from '@renderer/components/image-drop/upload-errors'
import { Verdict, type VerdictTone } from '@renderer/components/verdict'
import { ByteProgressBar } from '@renderer/components/upload-progress/ByteProgressBar'
import type { ByteProgress } from '@renderer/components/upload-progress/byte-progress'
import { errorData } from '@renderer/lib/errors'
import { uploadStateText, type RowNote } from './review-model'

/** Each state and note gets its icon; the words beside it say the same. */
const STATE_TONES: Record<UploadState, VerdictTone> = {
  waiting: 'checking',
  uploading: 'uploading',
  done: 'ok',
  failed: 'refused',
  cancelled: 'skipped',
}
const NOTE_TONES: Record<RowNote['tone'], VerdictTone> = {
  ok: 'ok',
  warning: 'warning',
  error: 'refused',
  muted: 'skipped',
}

export function BulkRowResult({
  entry,
  note,
  path,
  sent,
  check,
  onCheck,
  onCancelCheck,
  onUploadAgain,
}: {
  entry: UploadEntry<SpeakerPictureResult> | undefined
  note: RowNote | null
  /** The row's file, naming its bar of bytes sent. */
  path: string
  sent: ByteProgress | undefined
  check: UploadCheck | undefined
  onCheck(): void
  onCancelCheck(): void
  onUploadAgain(): void
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
    const failure = entry.state === 'failed' ? uploadProblem(errorData(entry.error), 'file') : null
    return (
      <div
        className={`bulk-result bulk-result--${entry.state}`}
        data-testid="bulk-result"
        data-state={failure?.mayHaveApplied ? 'unsure' : entry.state}
      >
        <Verdict tone={failure?.mayHaveApplied ? 'warning' : STATE_TONES[entry.state]}>
          {failure?.mayHaveApplied ? 'May have been applied' : uploadStateText(entry.state)}
        </Verdict>
        {failure?.mayHaveApplied ? (
          <UnsureUpload
            target="speaker-picture"
            checkable
            sentence={failure.sentence}
            check={check}
            onCheck={onCheck}
            onCancelCheck={onCancelCheck}
            onUploadAgain={onUploadAgain}
          />
        ) : failure ? (
          <span className="bulk-result__why">{failure.sentence}</span>
        ) : null}
      </div>
    )
  }
  if (!note) return <Verdict tone="ok">Ready</Verdict>
  return (
    <span className={`bulk-note bulk-note--${note.tone}`} data-testid="bulk-note">
      <Verdict tone={NOTE_TONES[note.tone]}>{note.text}</Verdict>
    </span>
  )
}

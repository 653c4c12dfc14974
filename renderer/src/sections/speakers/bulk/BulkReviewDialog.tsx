/**
 * The review table of a bulk photo drop.
 *
 * One row per file with its thumbnail, name, precheck verdict, the proposed
 * speaker with how sure the match is, and a chooser to fix or skip it; then
 * "Upload N" sends the rows that are ready, a few at once, with overall
 * progress, cancel, a result per row and "Retry failed".
 *
 * A row whose answer was lost offers "Check", then "Upload again"
 * (UnsureUpload); "Retry failed" leaves it until it is found not applied.
 */
import { Dialog } from 'radix-ui'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { Verdict } from '@renderer/components/verdict'
import {
  ByteProgressBar,
  progressAnnouncement,
} from '@renderer/components/upload-progress/ByteProgressBar'
import type { SpeakerView } from '../speaker-view'
import { BulkRowResult } from './BulkRowResult'
import { BulkThumbnail } from './BulkThumbnail'
import { MAX_BULK_FILES, type Collected, type CollectedFile } from './collect-files'
import {
  confidenceText,
  duplicateChoices,
  progressText,
  rowStatus,
  type ReviewRow,
} from './review-model'
import { useBulkReview, type BulkReview, type BulkScope } from './use-bulk-review'
import './bulk.css'

const VERDICT_WORDS = { checking: 'Checking…', ok: 'Valid', refused: 'Refused' } as const
const VERDICT_TONES = { checking: 'checking', ok: 'ok', refused: 'refused' } as const

export function BulkReviewDialog({
  scope,
  collected,
  speakers,
  onClose,
}: {
  scope: BulkScope
  collected: Collected | null
  speakers: readonly SpeakerView[]
  onClose(): void
}) {
  return (
    <Dialog.Root open={collected !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog bulk-review">
          {collected ? (
            <Review scope={scope} collected={collected} speakers={speakers} onClose={onClose} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Review({
  scope,
  collected,
  speakers,
  onClose,
}: {
  scope: BulkScope
  collected: Collected
  speakers: readonly SpeakerView[]
  onClose(): void
}) {
  const review = useBulkReview(scope, collected.files, speakers)
  const sorted = [...speakers].sort((a, b) => a.name.localeCompare(b.name))
  const duplicates = duplicateChoices(review.rows)
  const count = collected.files.length
  return (
    <>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">Match photos to speakers</Dialog.Title>
        <Dialog.Description className="dialog__description">
          {count} {count === 1 ? 'photo' : 'photos'}, matched to speakers by the name or ID in each
          file name. Check each speaker, change or skip any, then upload.
        </Dialog.Description>
      </header>
      {/* Focusable: while the photos are sent its choosers are disabled, and a keyboard must still scroll it. */}
      <div
        className="dialog__body bulk-review__body"
        role="region"
        aria-label="Photos and their speakers"
        tabIndex={0}
      >
        {collected.leftOut > 0 ? (
          <Banner tone="warning" title={`Only the first ${MAX_BULK_FILES} files are shown`}>
            {collected.leftOut} more were left out: drop them in a second batch.
          </Banner>
        ) : null}
        {collected.unreadable.length > 0 ? (
          <Banner tone="error" title="Some files could not be read">
            <ul>
              {collected.unreadable.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Banner>
        ) : null}
        {count === 0 ? (
          <p className="muted">
            The drop held no files (folders are walked; hidden files are left out).
          </p>
        ) : (
          <table className="bulk-table" aria-label="Photos to upload">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Photo</span>
                </th>
                <th scope="col">File</th>
                <th scope="col">Check</th>
                <th scope="col">Proposed</th>
                <th scope="col">Speaker</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {review.rows.map((row, i) => (
                <Row
                  key={row.key}
                  row={row}
                  file={collected.files[i]!}
                  review={review}
                  speakers={sorted}
                  note={rowStatus(row, duplicates, review.nameOf).note}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Footer review={review} onClose={onClose} />
    </>
  )
}

function Row({
  row,
  file,
  review,
  speakers,
  note,
}: {
  row: ReviewRow
  file: CollectedFile
  review: BulkReview
  speakers: readonly SpeakerView[]
  note: ReturnType<typeof rowStatus>['note']
}) {
  const { match } = row
  const close = match.speakerId ? [match.speakerId, ...match.rivals] : []
  const entry = review.progress.entries.find((e) => e.key === row.key)
  const selectId = `bulk-choice-${row.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  return (
    <tr className="bulk-table__row" data-testid="bulk-row" data-file={row.path}>
      <td>
        <BulkThumbnail file={file.file} shown={row.verdict.preview === true} />
      </td>
      <td className="bulk-table__file">{row.path}</td>
      <td data-testid="bulk-verdict">
        <div className={`bulk-verdict bulk-verdict--${row.verdict.state}`}>
          <Verdict tone={VERDICT_TONES[row.verdict.state]}>
            {VERDICT_WORDS[row.verdict.state]}
          </Verdict>
          <span className="muted bulk-verdict__summary">{row.verdict.summary}</span>
          {row.verdict.state === 'ok'
            ? row.verdict.warnings?.map((warning) => (
                <Verdict key={warning} tone="warning" className="bulk-verdict__warning">
                  {warning}
                </Verdict>
              ))
            : null}
        </div>
      </td>
      <td data-testid="bulk-proposal">
        {match.speakerId ? (
          <>
            {review.nameOf(match.speakerId)} <span className="muted">{confidenceText(match)}</span>
          </>
        ) : (
          <span className="muted">None</span>
        )}
      </td>
      <td>
        <select
          id={selectId}
          className="input bulk-table__choice"
          aria-label={`Speaker for ${row.path}`}
          value={row.choice ?? ''}
          disabled={review.started}
          onChange={(event) => review.choose(row.key, event.target.value || null)}
        >
          <option value="">{row.chosenByHand ? 'Skip this photo' : 'Choose… (or skip)'}</option>
          {close.length > 1 ? (
            <optgroup label="Close matches">
              {close.map((id) => (
                <option key={id} value={id}>
                  {review.nameOf(id)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="All speakers">
            {speakers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </optgroup>
        </select>
      </td>
      <td>
        <BulkRowResult
          entry={entry}
          note={note}
          path={row.path}
          sent={review.sentOf(row.key)}
          check={review.checks.get(row.key)}
          onCheck={() => review.checkRow(row.key)}
          onCancelCheck={() => review.cancelRowCheck(row.key)}
          onUploadAgain={() => review.uploadRowAgain(row.key)}
        />
      </td>
    </tr>
  )
}

function Footer({ review, onClose }: { review: BulkReview; onClose(): void }) {
  const p = review.progress
  const inFlight = p.uploading > 0 || p.waiting > 0
  return (
    <footer className="dialog__footer bulk-review__footer">
      <div className="bulk-review__progress">
        {review.started ? (
          <ByteProgressBar progress={review.overall} label="All photos: bytes sent" verb="Sent" />
        ) : null}
        {/* One element before and after the start: a live region announces changes, not arrivals. */}
        <span
          role="status"
          className={review.started ? undefined : 'muted'}
          data-testid="bulk-progress"
        >
          {review.started
            ? progressText(p, review.unsureCount)
            : `${review.ready.length} of ${review.rows.length} ready to upload`}
          {/* The bytes only every quarter: the bar beside it changes several times a second. */}
          {review.started && p.running ? (
            <span className="visually-hidden"> {progressAnnouncement(review.overall)}</span>
          ) : null}
        </span>
      </div>
      {review.started && inFlight ? <Button onClick={review.cancel}>Cancel upload</Button> : null}
      {review.started && !inFlight && p.cancelled > 0 ? (
        <Button onClick={review.uploadAll}>Send the {p.cancelled} not sent</Button>
      ) : null}
      {review.started && !inFlight && review.retryableCount > 0 ? (
        <Button onClick={review.retryFailed}>Retry failed ({review.retryableCount})</Button>
      ) : null}
      <Button onClick={onClose}>{review.started ? 'Close' : 'Cancel'}</Button>
      {review.started ? null : (
        <Button variant="primary" disabled={review.ready.length === 0} onClick={review.uploadAll}>
          Upload {review.ready.length} {review.ready.length === 1 ? 'photo' : 'photos'}
        </Button>
      )}
    </footer>
  )
}

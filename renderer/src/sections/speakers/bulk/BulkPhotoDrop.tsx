/**
 * The Speakers panel's way in to the bulk photo review: the "Upload many
 * photos…" button (a file chooser that takes many files), the hint shown
 * while files are dragged over the panel, and the review dialog.
 */
import { useRef } from 'react'
import { Button } from '@renderer/components/Button'
import type { SpeakerView } from '../speaker-view'
import { BulkReviewDialog } from './BulkReviewDialog'
import type { BulkScope } from './use-bulk-review'
import type { BulkDrop } from './use-bulk-drop'

export function BulkPhotoDrop({
  bulk,
  scope,
  speakers,
}: {
  bulk: BulkDrop
  scope: BulkScope
  speakers: readonly SpeakerView[]
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button onClick={() => input.current?.click()}>Upload many photos…</Button>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*,.heic,.heif"
        hidden
        data-testid="bulk-files"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          if (files.length > 0) bulk.openFiles(files)
        }}
      />
      {bulk.dragging ? (
        <p className="bulk-drop-hint" data-testid="bulk-drop-hint" role="status">
          Drop photos or a folder here to match them to speakers by file name
        </p>
      ) : null}
      <BulkReviewDialog
        scope={scope}
        collected={bulk.collected}
        speakers={speakers}
        onClose={bulk.close}
      />
    </>
  )
}

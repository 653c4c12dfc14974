/**
 * Exports of this event: progress while running (rows, pages, time, rate;
 * no percentage, since the total is unknown), cancel at any moment, resume a
 * paused one, and the summary at the end with "Show in folder": the rows a
 * page the service sent when not those asked, and what changed in the list
 * while it was read, and what reading the pages changed (values shown as
 * text, records skipped).
 */
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { hasNotes } from '@shared/api/read-notes'
import { ReadNotesText } from '@renderer/components/ReadNotesText'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { Button } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import { exportMutations } from '@renderer/data/exports'
import { errorData } from '@renderer/lib/errors'
import { pausedSentence } from './export-words'
import { servedSizeText } from './export-texts'
import { useExports, useForgetExport, useRememberExport } from './use-exports'
import { countText } from '@shared/number-format'

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

export function ExportPanel({ workspaceId, eventId }: { workspaceId: string; eventId: string }) {
  const exports = useExports()
  const mine = (exports.data?.exports ?? []).filter(
    (s) => s.workspaceId === workspaceId && s.eventId === eventId,
  )
  if (mine.length === 0) return null
  return (
    <section className="exports" aria-label="Exports">
      {mine.map((status) => (
        <ExportCard key={status.exportId} status={status} />
      ))}
    </section>
  )
}

function ExportCard({ status }: { status: ExportStatus }) {
  const remember = useRememberExport()
  const forget = useForgetExport()
  const fail = (e: unknown) => toast.error(errorData(e).message)
  const id = status.exportId
  const cancel = useMutation({ ...exportMutations.cancel(id), onError: fail })
  const resume = useMutation({ ...exportMutations.resume(id), onSuccess: remember, onError: fail })
  const discard = useMutation({
    ...exportMutations.discard(id),
    onSuccess: () => forget(id),
    onError: fail,
  })
  const reveal = useMutation({ ...exportMutations.showInFolder(id), onError: fail })
  const served = servedSizeText(status.pageSize, status.servedPageSize)
  const facts = `${countText(status.rowsWritten)} rows · ${countText(status.pagesWritten)} pages · ${seconds(status.elapsedMs)} · ${countText(status.rowsPerSecond)} rows/s`
  return (
    <article
      className="export-card"
      data-testid="export-card"
      data-state={status.state}
      // Tests see each run's progress here even when a run pauses again at once.
      data-requests={status.requests}
      aria-label={`Export to ${status.fileName}`}
    >
      <div className="export-card__head">
        <strong className="export-card__file" title={status.path}>
          {status.fileName}
        </strong>
        <StateBadge status={status} />
      </div>
      {status.state === 'running' ? (
        <div
          className="progress"
          role="progressbar"
          aria-label="Export progress"
          aria-valuetext={facts}
        >
          <span className="progress__bar" />
        </div>
      ) : null}
      {/* One live region for every state, so the end of a run (done, paused, failed) is announced too. */}
      <div className="export-card__announce" role="status" data-testid="export-announce">
        {status.state === 'running' ? <p className="export-card__facts">{facts}</p> : null}
        {status.state === 'done' ? (
          <p className="export-card__facts" data-testid="export-summary">
            Exported {countText(status.rowsWritten)} rows in {seconds(status.elapsedMs)} using{' '}
            {countText(status.requests)} {status.requests === 1 ? 'request' : 'requests'}
            {status.wastedRequests > 0
              ? ` (${status.wastedRequests} to find the end of the list)`
              : ''}
            .{served ? ` ${served}` : null}
          </p>
        ) : null}
        {status.state === 'done' || status.state === 'paused' ? (
          <ReadNotices status={status} />
        ) : null}
        {status.state === 'done' && status.warnings.length > 0 ? (
          <ul className="export-card__warnings" data-testid="export-warnings">
            {status.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
        {status.state === 'paused' ? (
          <p className="export-card__paused">{pausedSentence(status)}</p>
        ) : null}
        {status.state === 'failed' ? (
          <p className="export-card__error">
            {status.error?.message ?? 'The export failed.'} No file was left behind.
          </p>
        ) : null}
        {status.state === 'cancelled' ? (
          <p className="export-card__facts">Cancelled. No file was left behind.</p>
        ) : null}
      </div>
      <div className="export-card__actions">
        {status.state === 'running' ? (
          <Button size="sm" busy={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel export
          </Button>
        ) : null}
        {status.state === 'paused' ? (
          <>
            <Button
              size="sm"
              variant="primary"
              busy={resume.isPending}
              onClick={() => resume.mutate()}
            >
              Resume export
            </Button>
            <Button size="sm" variant="ghost" onClick={() => discard.mutate()}>
              Discard
            </Button>
          </>
        ) : null}
        {status.state === 'done' ? (
          <Button size="sm" onClick={() => reveal.mutate()}>
            Show in folder
          </Button>
        ) : null}
        {status.state === 'done' || status.state === 'failed' || status.state === 'cancelled' ? (
          <Button size="sm" variant="ghost" onClick={() => discard.mutate()}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </article>
  )
}

/** What reading the written pages changed: a value written as text, records left out of the file. */
function ReadNotices({ status }: { status: ExportStatus }) {
  if (!hasNotes(status.readNotes)) return null
  return (
    <div className="export-card__notes" data-testid="export-read-notes">
      <ReadNotesText notes={status.readNotes} />
    </div>
  )
}

function StateBadge({ status }: { status: ExportStatus }) {
  switch (status.state) {
    case 'running':
      return <Badge tone="accent">Exporting…</Badge>
    case 'paused':
      return <Badge tone="warning">Paused</Badge>
    case 'done':
      return status.warnings.length > 0 ? (
        <Badge tone="warning">Done, see the note</Badge>
      ) : (
        <Badge tone="success">Done</Badge>
      )
    case 'failed':
      return <Badge tone="warning">Failed</Badge>
    case 'cancelled':
      return <Badge>Cancelled</Badge>
  }
}

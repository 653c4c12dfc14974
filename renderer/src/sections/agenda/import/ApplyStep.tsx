/**
 * An import being applied, row by row, and its summary.
 *
 * The status comes from main (the apply's answer, then `agenda:progress`
 * events): a bar and counts while it runs, with Cancel; at the end, the
 * rows applied, those refused with the service's reason, and those that may
 * have been applied (no answer came).
 */
import type { ReactNode } from 'react'
import type { ApplyStatus, RowOutcome } from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { Badge, Banner } from '@renderer/components/feedback'
import { ProgressBar } from '@renderer/components/ProgressBar'
import { HeldRows } from './HeldRows'
import type { ValueContext } from './values'

const STATUS_TEXT: Record<RowOutcome['status'], string> = {
  pending: 'waiting',
  applied: 'applied',
  refused: 'refused',
  uncertain: 'may have been applied',
  held: 'changed since planned',
  skipped: 'skipped',
}

const TONE = {
  pending: 'neutral',
  applied: 'success',
  refused: 'warning',
  uncertain: 'warning',
  held: 'warning',
  skipped: 'neutral',
} as const

const count = (n: number) => n.toLocaleString('en-US')

/** "12 of 40 sent: 10 applied, 2 refused." */
export function progressText(s: ApplyStatus): string {
  const sent = s.applied + s.refused + s.uncertain
  const parts = [`${count(s.applied)} applied`]
  if (s.refused) parts.push(`${count(s.refused)} refused`)
  if (s.uncertain) parts.push(`${count(s.uncertain)} may have been applied`)
  return `${count(sent)} of ${count(s.total)} sent: ${parts.join(', ')}.`
}

function summaryTitle(s: ApplyStatus): string {
  if (s.state === 'running') return `Applying ${s.fileName}`
  if (s.state === 'paused') return 'Paused'
  if (s.state === 'cancelled')
    return `Cancelled: ${count(s.pending)} ${s.pending === 1 ? 'row was' : 'rows were'} not sent`
  return s.refused || s.uncertain ? 'Applied, with exceptions' : 'Applied'
}

/** The rows of one outcome, each with its reason; nothing when there are none. */
function RowsBanner(props: { title: string; rows: RowOutcome[]; noReason: string }) {
  if (props.rows.length === 0) return null
  return (
    <Banner tone="warning" title={props.title}>
      <ul>
        {props.rows.map((r) => (
          <li key={r.row}>
            {`Row ${r.row} (${r.name ?? r.sessionId}): ${r.reason ?? props.noReason}`}
          </li>
        ))}
      </ul>
    </Banner>
  )
}

export function ApplyStep({
  status,
  busy,
  error,
  undo,
  onCancel,
  onResume,
  onSettleHeld,
  ctx,
  onDone,
}: {
  status: ApplyStatus
  busy: boolean
  error: string | null
  /** The undo of the import's batch, when the journal offers it. */
  undo: ReactNode
  onCancel: () => void
  onResume: () => void
  /** Sends the held rows anyway, or skips them. */
  onSettleHeld: (action: 'send' | 'skip') => void
  ctx: ValueContext
  onDone: () => void
}) {
  const sent = status.applied + status.refused + status.uncertain
  const running = status.state === 'running'
  const refused = status.rows.filter((r) => r.status === 'refused')
  const uncertain = status.rows.filter((r) => r.status === 'uncertain')
  const held = status.rows.filter((r) => r.status === 'held')
  return (
    <div className="import-apply" data-testid="import-apply" data-state={status.state}>
      <ProgressBar
        label="Rows sent"
        value={sent}
        max={status.total}
        valueText={progressText(status)}
      />
      <div role="status" data-testid="apply-summary">
        <h3 className="import-apply__title">{summaryTitle(status)}</h3>
        <p>{progressText(status)}</p>
        {status.state === 'paused' && status.pausedReason ? <p>{status.pausedReason}</p> : null}
      </div>
      {running ? null : (
        <RowsBanner title="Refused by the service" rows={refused} noReason="no reason given" />
      )}
      {running ? null : (
        <RowsBanner title="May have been applied" rows={uncertain} noReason="no answer came" />
      )}
      {running ? null : (
        <HeldRows
          rows={held}
          ctx={ctx}
          busy={busy}
          onSend={() => onSettleHeld('send')}
          onSkip={() => onSettleHeld('skip')}
        />
      )}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="import-actions">
        {running ? (
          <Button busy={busy} onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <>
            {status.pending > 0 ? (
              <Button busy={busy} onClick={onResume}>
                {`Send the other ${count(status.pending)}`}
              </Button>
            ) : null}
            {undo}
            <span className="spacer" />
            <Button variant="primary" onClick={onDone}>
              Back to the agenda
            </Button>
          </>
        )}
      </div>
      <ol className="import-rows" aria-label="Rows">
        {status.rows.map((r) => (
          <li key={r.row} data-testid="apply-row" data-status={r.status}>
            <span className="import-rows__row">Row {r.row}</span>
            <span className="import-rows__name">{r.name ?? r.sessionId}</span>
            <Badge tone={TONE[r.status]}>{STATUS_TEXT[r.status]}</Badge>
          </li>
        ))}
      </ol>
    </div>
  )
}

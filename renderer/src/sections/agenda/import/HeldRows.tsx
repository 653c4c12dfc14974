/**
 * Rows a resumed apply held: their sessions changed since the spreadsheet was planned.
 *
 * Each lists its fields with the value before as planned and as Stagehand
 * knows it now, so the user sees what sending the row would overwrite; then
 * Send anyway or Skip, for the rows listed.
 */
import type { RowOutcome } from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { AGENDA_FIELD_LABEL, valueText, type ValueContext } from './values'

export function HeldRows({
  rows,
  ctx,
  busy,
  onSend,
  onSkip,
}: {
  rows: RowOutcome[]
  ctx: ValueContext
  busy: boolean
  onSend: () => void
  onSkip: () => void
}) {
  if (rows.length === 0) return null
  const one = rows.length === 1
  return (
    <Banner
      tone="warning"
      testId="apply-held"
      title={`Changed since the spreadsheet was planned: ${one ? '1 row' : `${rows.length} rows`} not sent`}
      actions={
        <>
          <Button busy={busy} onClick={onSend}>
            {one ? 'Send it anyway' : 'Send them anyway'}
          </Button>
          <Button busy={busy} variant="ghost" onClick={onSkip}>
            {one ? 'Skip it' : 'Skip them'}
          </Button>
        </>
      }
    >
      <p>Sending would replace the value the session has now with the spreadsheet’s.</p>
      <ul>
        {rows.map((r) => (
          <li key={r.row} data-testid="held-row">
            {`Row ${r.row} (${r.name ?? r.sessionId}): `}
            {(r.held ?? [])
              .map(
                (h) =>
                  `${AGENDA_FIELD_LABEL[h.field]} was ${h.planned.known ? valueText(h.field, h.planned.value, ctx) : 'not known'} when planned, now ${valueText(h.field, h.now, ctx)}`,
              )
              .join('; ')}
            .
          </li>
        ))}
      </ul>
    </Banner>
  )
}

/**
 * One session that an import would change: its row, a box to leave the row
 * out, and each field before (what Stagehand last knew, since when) and
 * after, with a box to leave the field out.
 */
import type { PlanLine } from '@shared/agenda/model'
import { cx } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import type { ReviewChoices } from '@shared/agenda/review-choices'
import { AGENDA_FIELD_LABEL, beforeText, valueText, type ValueContext } from './values'

/** A line's conflicts shown with it; the rest are counted (the list above has them all). */
const LINE_CONFLICTS = 3

export function ReviewLine({
  line,
  choices,
  conflicts,
  ctx,
  onToggleRow,
  onToggleField,
}: {
  line: PlanLine
  choices: ReviewChoices
  conflicts: readonly string[]
  ctx: ValueContext
  onToggleRow: () => void
  onToggleField: (field: PlanLine['changes'][number]['field']) => void
}) {
  const leftOut = choices.rows.has(line.row)
  const fieldsOut = choices.fields.get(line.row)
  const name = line.name ?? line.sessionId
  const rowLabel = `Row ${line.row}: ${name}`
  return (
    <li
      className={cx('review-line', leftOut && 'is-left-out')}
      data-testid="review-line"
      data-row={line.row}
      id={`review-row-${line.row}`}
      tabIndex={-1}
    >
      <div className="review-line__head">
        <label className="checkbox">
          <input type="checkbox" checked={!leftOut} onChange={onToggleRow} />
          <span className="review-line__name">{rowLabel}</span>
        </label>
        <span className="muted review-line__id">
          {line.matchedBy === 'externalRefId' ? 'matched by external reference, ' : ''}
          session {line.sessionId}
        </span>
        {leftOut ? <Badge>left out</Badge> : null}
        {conflicts.length > 0 ? <Badge tone="warning">conflict</Badge> : null}
      </div>
      <table className="import-table review-line__fields">
        <caption className="visually-hidden">{`Changes of row ${line.row}`}</caption>
        <thead>
          <tr>
            <th scope="col">Apply</th>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {line.changes.map((change) => {
            const label = AGENDA_FIELD_LABEL[change.field]
            const out = leftOut || (fieldsOut?.has(change.field) ?? false)
            return (
              <tr key={change.field} className={cx(out && 'is-left-out')}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Apply ${label} of row ${line.row}`}
                    checked={!out}
                    disabled={leftOut}
                    onChange={() => onToggleField(change.field)}
                  />
                </td>
                <th scope="row">{label}</th>
                <td className={cx(!change.before.known && 'muted')}>{beforeText(change, ctx)}</td>
                <td>{valueText(change.field, change.after, ctx)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {conflicts.length > 0 ? (
        <ul className="review-line__conflicts">
          {conflicts.slice(0, LINE_CONFLICTS).map((c) => (
            <li key={c}>{c}</li>
          ))}
          {conflicts.length > LINE_CONFLICTS ? (
            <li className="muted">
              and {(conflicts.length - LINE_CONFLICTS).toLocaleString('en-US')} more (see Conflicts
              above)
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  )
}

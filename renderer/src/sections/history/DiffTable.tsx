/** An entry's fields before and after, side by side, with since when each before-value was known. */
import type { JournalChange } from '@shared/journal/entry'
import { diffRows } from './diff-rows'
import { formatInstant } from './zone-format'

export function DiffTable({ change }: { change: JournalChange }) {
  const rows = diffRows(change)
  if (rows.length === 0) return null
  return (
    <table className="diff-table" aria-label="Before and after" data-testid="diff-table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} data-field={row.field}>
            <th scope="row">{row.label}</th>
            <td className="diff-table__before">
              {row.before === null ? (
                <span className="muted">Not known</span>
              ) : (
                <span className="diff-table__value">{row.before}</span>
              )}
              <span className="diff-table__note muted">
                {row.knownSince
                  ? `Known since ${formatInstant(row.knownSince)}`
                  : 'Not seen before the change'}
              </span>
            </td>
            <td className="diff-table__after">
              <span className="diff-table__value">{row.after}</span>
              {row.afterIsSent ? (
                <span className="diff-table__note muted">As sent: no answer showed it</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

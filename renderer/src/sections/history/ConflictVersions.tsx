/** The three versions of a conflicting revert, side by side: before the change, after it, now. */
import type { RevertPlan } from '@shared/ipc/channels/journal'
import { valueText } from './diff-rows'
import { fieldLabel } from './entry-view'

type Versions = Extract<RevertPlan, { kind: 'conflict' }>['versions']

export function ConflictVersions({ versions }: { versions: Versions }) {
  return (
    <table
      className="diff-table diff-table--three"
      aria-label="Three versions"
      data-testid="conflict-versions"
    >
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before the change</th>
          <th scope="col">After the change</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => (
          <tr key={v.field} data-field={v.field}>
            <th scope="row">{v.field === 'picture' ? 'Picture' : fieldLabel(v.field)}</th>
            <td>
              <span className="diff-table__value">{valueText(v.before)}</span>
            </td>
            <td>
              <span className="diff-table__value">{valueText(v.after)}</span>
            </td>
            <td className="diff-table__now">
              <span className="diff-table__value">{valueText(v.now)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

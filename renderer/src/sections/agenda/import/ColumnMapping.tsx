/**
 * The import's mapping step: what each column of the sheet stands for.
 *
 * Columns matched by their header's name come chosen; the others are the
 * user's to choose or leave out. Main remembers the choices for this
 * workspace, so the next sheet with those headers needs none.
 */
import { useId } from 'react'
import {
  COLUMN_ROLES,
  type ColumnChoice,
  type ColumnMatch,
  type ColumnRole,
} from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { AGENDA_FIELD_LABEL } from './values'

export const ROLE_LABEL: Record<ColumnRole, string> = {
  sessionId: 'Session ID',
  ...AGENDA_FIELD_LABEL,
}

const BY_TEXT: Record<ColumnMatch['by'], string> = {
  header: 'by its name',
  remembered: 'as chosen before in this workspace',
  chosen: 'chosen here',
  none: 'not matched',
}

/** What is wrong with the choices, in sentences; empty when they can be used. */
export function mappingProblems(choices: readonly ColumnChoice[]): string[] {
  const problems: string[] = []
  const roles = choices.map((c) => c.role).filter((r): r is ColumnRole => r !== null)
  if (!roles.includes('sessionId') && !roles.includes('externalRefId'))
    problems.push(
      'No column is the session ID or the external reference: choose the column that says which session each row sets.',
    )
  for (const role of new Set(roles)) {
    const headers = choices.filter((c) => c.role === role).map((c) => `“${c.header}”`)
    if (headers.length > 1)
      problems.push(
        `${headers.join(' and ')} are both “${ROLE_LABEL[role]}”: choose one of them and leave the other out.`,
      )
  }
  return problems
}

export function ColumnMapping({
  columns,
  choices,
  busy,
  error,
  onChange,
  onContinue,
  onBack,
}: {
  columns: readonly ColumnMatch[]
  choices: readonly ColumnChoice[]
  busy: boolean
  error: string | null
  onChange: (choices: ColumnChoice[]) => void
  onContinue: () => void
  onBack: () => void
}) {
  const problems = mappingProblems(choices)
  const id = useId()
  const roleOf = (header: string) => choices.find((c) => c.header === header)?.role ?? null
  const set = (header: string, role: ColumnRole | null) =>
    onChange(choices.map((c) => (c.header === header ? { header, role } : c)))
  return (
    <div className="import-mapping" data-testid="import-mapping">
      <p className="section__lede">
        Say what each column holds. Columns left out are not read. These choices are remembered for
        the next spreadsheet of this workspace.
      </p>
      <table className="import-table">
        <caption className="visually-hidden">Columns of the spreadsheet</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">For example</th>
            <th scope="col">Holds</th>
            <th scope="col">Matched</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.index} data-testid="mapping-row">
              <th scope="row">
                <label htmlFor={`${id}-${column.index}`}>
                  {column.header || `Column ${column.index + 1}`}
                </label>
              </th>
              <td className="muted import-mapping__samples" data-testid="mapping-samples">
                {column.samples && column.samples.length > 0 ? (
                  column.samples.join(' · ')
                ) : (
                  <span>empty</span>
                )}
              </td>
              <td>
                <select
                  id={`${id}-${column.index}`}
                  className="input import-mapping__select"
                  value={roleOf(column.header) ?? ''}
                  onChange={(e) =>
                    set(column.header, (e.target.value || null) as ColumnRole | null)
                  }
                >
                  <option value="">Leave out</option>
                  {COLUMN_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABEL[role]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="muted">{BY_TEXT[column.by]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length > 0 ? (
        <Banner tone="warning" testId="mapping-problems" title="These columns cannot be used yet">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {error ? (
        <Banner tone="error" title="The spreadsheet could not be read with these columns">
          {error}
        </Banner>
      ) : null}
      <div className="import-actions">
        <Button onClick={onBack}>Open another file</Button>
        <span className="spacer" />
        <Button variant="primary" busy={busy} disabled={problems.length > 0} onClick={onContinue}>
          Continue to review
        </Button>
      </div>
    </div>
  )
}

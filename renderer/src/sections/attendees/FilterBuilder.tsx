/**
 * The filter builder.
 *
 * One row per condition, offering only the fields and operations of the API's
 * table; conditions combine with AND. Invalid rows are marked before any
 * request is made.
 */
import { useState } from 'react'
import {
  allowedOps,
  type FilterCondition,
  type FilterField,
  type FilterOp,
} from '@shared/api/filter-grammar'
import { Button, IconButton } from '@renderer/components/Button'
import { PlusIcon } from '@renderer/components/icons'
import {
  FIELD_LABELS,
  FILTER_FIELDS,
  OP_LABELS,
  conditionToRow,
  newRow,
  validateRows,
  withField,
  type FilterRow,
} from './filter-model'
import { ValueEditor } from './FilterEditors'

export interface FilterBuilderProps {
  applied: FilterCondition[]
  onApply(conditions: FilterCondition[]): void
  /** Values met in the data, offered by the `in` chooser. */
  suggestions: Partial<Record<FilterField, string[]>>
}

export function FilterBuilder({ applied, onApply, suggestions }: FilterBuilderProps) {
  const [rows, setRows] = useState<FilterRow[]>(() => applied.map(conditionToRow))
  const [attempted, setAttempted] = useState(false)
  const { conditions, errors } = validateRows(rows)
  const shownErrors = attempted ? errors : {}
  const dirty =
    JSON.stringify(conditions) !== JSON.stringify(applied) || Object.keys(errors).length > 0

  const update = (key: string, change: (row: FilterRow) => FilterRow) =>
    setRows((current) => current.map((r) => (r.key === key ? change(r) : r)))

  const apply = () => {
    setAttempted(true)
    if (Object.keys(errors).length > 0) return
    onApply(conditions)
  }

  const clear = () => {
    setRows([])
    setAttempted(false)
    onApply([])
  }

  return (
    <section className="filters" aria-label="Filters">
      {rows.length === 0 ? (
        <p className="filters__empty">No filters: every attendee of the event is listed.</p>
      ) : null}
      {rows.map((row, index) => (
        <div
          key={row.key}
          role="group"
          aria-label={`Condition ${index + 1}`}
          className="filters__row"
          data-invalid={shownErrors[row.key] ? true : undefined}
        >
          <span className="filters__joiner">{index === 0 ? 'Where' : 'and'}</span>
          <select
            className="input filters__field"
            aria-label="Field"
            value={row.field}
            onChange={(e) => update(row.key, (r) => withField(r, e.target.value as FilterField))}
          >
            {FILTER_FIELDS.map((f) => (
              <option key={f} value={f}>
                {FIELD_LABELS[f]}
              </option>
            ))}
          </select>
          <select
            className="input filters__op"
            aria-label="Operation"
            value={row.op}
            onChange={(e) => update(row.key, (r) => ({ ...r, op: e.target.value as FilterOp }))}
          >
            {allowedOps(row.field).map((op) => (
              <option key={op} value={op}>
                {OP_LABELS[op]}
              </option>
            ))}
          </select>
          <ValueEditor
            row={row}
            invalid={Boolean(shownErrors[row.key])}
            onChange={(next) => update(row.key, () => next)}
            onSubmit={apply}
            suggestions={suggestions[row.field] ?? []}
          />
          <IconButton
            label="Remove condition"
            size="sm"
            onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          >
            ×
          </IconButton>
          {shownErrors[row.key] ? (
            <p className="filters__error" data-testid="filter-error" role="alert">
              {shownErrors[row.key]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="filters__actions">
        <Button size="sm" onClick={() => setRows((current) => [...current, newRow()])}>
          <PlusIcon />
          Add condition
        </Button>
        <Button size="sm" variant="primary" onClick={apply} disabled={!dirty}>
          Apply filters
        </Button>
        {rows.length > 0 || applied.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </section>
  )
}

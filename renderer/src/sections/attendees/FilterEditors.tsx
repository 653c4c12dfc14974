/**
 * The value editor of one filter condition, fit for its field and operation:
 * date-time in the user's time zone (shown, with the UTC it becomes), two of
 * them for `between`; a multi-value chooser for `in`; text otherwise.
 */
import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '@renderer/components/Button'
import {
  isDateField,
  localToUtc,
  pickedSuggestion,
  timeZoneLabel,
  type FilterRow,
} from './filter-model'

interface EditorProps {
  row: FilterRow
  invalid: boolean
  onChange(row: FilterRow): void
  onSubmit(): void
  suggestions: readonly string[]
}

const submitOnEnter = (onSubmit: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault()
    onSubmit()
  }
}

export function ValueEditor(props: EditorProps) {
  const { row } = props
  if (isDateField(row.field)) return <DateEditor {...props} />
  if (row.op === 'in') return <MultiValueEditor {...props} />
  return (
    <input
      className="input filters__value"
      aria-label="Value"
      aria-invalid={props.invalid || undefined}
      value={row.text}
      placeholder={row.op === 'eq' ? 'Exact value' : 'Text to look for'}
      onChange={(e) => props.onChange({ ...row, text: e.target.value })}
      onKeyDown={submitOnEnter(props.onSubmit)}
    />
  )
}

function utcPreview(local: string): string {
  const utc = localToUtc(local)
  return utc ? utc.replace('T', ' ').replace('Z', ' UTC') : '—'
}

function DateEditor({ row, invalid, onChange, onSubmit }: EditorProps) {
  const between = row.op === 'between'
  const zone = timeZoneLabel(between ? row.from : row.text)
  const input = (label: string, value: string, set: (v: string) => void) => (
    <input
      type="datetime-local"
      step={1}
      className="input filters__date"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(e) => set(e.target.value)}
      onKeyDown={submitOnEnter(onSubmit)}
    />
  )
  return (
    <div className="filters__dates">
      <div className="filters__date-inputs">
        {between ? (
          <>
            {input('From', row.from, (from) => onChange({ ...row, from }))}
            <span className="filters__and">and</span>
            {input('To', row.to, (to) => onChange({ ...row, to }))}
          </>
        ) : (
          input('Date and time', row.text, (text) => onChange({ ...row, text }))
        )}
      </div>
      <div className="filters__date-notes">
        <span
          className="filters__tz"
          data-testid="filter-timezone"
          title="Times are entered in this time zone"
        >
          {zone}
        </span>
        <span className="filters__utc" data-testid="filter-utc" title="What is sent to the service">
          = {between ? `${utcPreview(row.from)} – ${utcPreview(row.to)}` : utcPreview(row.text)}
        </span>
      </div>
    </div>
  )
}

function MultiValueEditor({ row, invalid, onChange, onSubmit, suggestions }: EditorProps) {
  const [draft, setDraft] = useState('')
  const listId = useId()
  const add = (raw: string): boolean => {
    const parts = raw
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '' && !row.values.includes(v))
    if (parts.length === 0) return false
    onChange({ ...row, values: [...row.values, ...parts] })
    setDraft('')
    return true
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      // Enter on an empty box applies the filter; otherwise it adds what was typed.
      if (!add(draft) && event.key === 'Enter') onSubmit()
    } else if (event.key === 'Backspace' && draft === '' && row.values.length > 0) {
      onChange({ ...row, values: row.values.slice(0, -1) })
    }
  }
  const offered = suggestions.filter((s) => !row.values.includes(s))
  return (
    <div className="filters__multi" data-invalid={invalid || undefined}>
      {row.values.map((value) => (
        <span key={value} className="chip">
          {value}
          <button
            type="button"
            className="chip__remove"
            aria-label={`Remove ${value}`}
            onClick={() => onChange({ ...row, values: row.values.filter((v) => v !== value) })}
          >
            ×
          </button>
        </span>
      ))}
      <input
        className="input filters__multi-input"
        aria-label="Add value"
        aria-invalid={invalid || undefined}
        list={listId}
        value={draft}
        placeholder={row.values.length ? 'Another value…' : 'Type a value, Enter to add'}
        onChange={(e) => {
          const value = e.target.value
          // Picking a suggestion from the list adds it at once; typing waits for Enter.
          const { inputType } = e.nativeEvent as Partial<InputEvent>
          if (offered.includes(value) && pickedSuggestion(inputType)) add(value)
          else setDraft(value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
      />
      <datalist id={listId}>
        {offered.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {draft.trim() ? (
        <Button size="sm" variant="ghost" onClick={() => add(draft)}>
          Add
        </Button>
      ) : null}
    </div>
  )
}

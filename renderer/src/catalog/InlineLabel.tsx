/**
 * A catalog entry's label, edited where it is shown.
 *
 * Click (or Enter on) the label, type, Enter or leaving the field saves, Escape
 * cancels. The shared channel schema is the only rule (at most 200 characters,
 * trimmed).
 */
import { useState, type KeyboardEvent } from 'react'
import { catalogChannels } from '@shared/ipc/channels/catalog'
import { PencilIcon } from '../components/icons'

const labelSchema = catalogChannels['catalog:label'].input.shape.label

export function InlineLabel({
  label,
  name,
  onSave,
  compact = false,
}: {
  label: string | null
  /** What the entry is called, for the controls' accessible names. */
  name: string
  onSave(label: string | null): void
  /** Shows only the pencil (where the label repeats what is already shown). */
  compact?: boolean
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  if (draft === null) {
    // The visible words start the name, so speech input finds the button by them.
    const accessibleName = compact
      ? `Label of ${name}: edit`
      : label
        ? `${label}: edit the label of ${name}`
        : `Add a label to ${name}`
    return (
      <button
        type="button"
        className="inline-label"
        aria-label={accessibleName}
        onClick={(event) => {
          event.stopPropagation()
          setDraft(label ?? '')
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {compact ? (
          <span className="inline-label__text muted">Label</span>
        ) : (
          <span className={label ? 'inline-label__text' : 'inline-label__text muted'}>
            {label ?? 'Add a label'}
          </span>
        )}
        <PencilIcon aria-hidden="true" />
      </button>
    )
  }

  const save = (): void => {
    const checked = labelSchema.safeParse(draft)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'That label cannot be saved')
      return
    }
    const next = checked.data && checked.data.length > 0 ? checked.data : null
    if (next !== label) onSave(next)
    setDraft(null)
    setError(null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    // The card around it opens on Enter and removes on Delete: not while typing here.
    event.stopPropagation()
    if (event.key === 'Enter') save()
    if (event.key === 'Escape') {
      event.preventDefault()
      setDraft(null)
      setError(null)
    }
  }
  return (
    <span className="inline-label inline-label--editing" onClick={(e) => e.stopPropagation()}>
      <input
        className="input inline-label__input"
        aria-label={`Label of ${name}`}
        aria-invalid={error ? true : undefined}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={save}
      />
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  )
}

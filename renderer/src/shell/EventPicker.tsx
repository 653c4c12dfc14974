/**
 * The event picker in the top bar.
 *
 * Type or paste an event ID, or an address or text that holds one (the ID is
 * taken from it, and a note says which); it is checked on the spot and
 * remembered per workspace. Enter applies it, Escape reverts, and a pasted
 * whole text applies at once; recent events are a menu away.
 */
import { DropdownMenu } from 'radix-ui'
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { idInText, takenWords } from '@shared/ids/id-in-text'
import type { WorkspaceSummary } from '@shared/workspace'
import { Button, cx, IconButton } from '../components/Button'
import { CalendarIcon, CheckIcon, ClockIcon } from '../components/icons'
import { useSetEvent } from '../hooks/use-workspace-mutations'
import { errorData } from '../lib/errors'

export const checkEventId = (raw: string) => idInText(raw, 'event')

export function EventPicker({ workspace }: { workspace: WorkspaceSummary }) {
  const setEvent = useSetEvent(workspace.id)
  const [draft, setDraft] = useState(workspace.eventId ?? '')
  const [error, setError] = useState<string | null>(null)
  /** Which ID was taken from a pasted address or text, until the box is edited again. */
  const [taken, setTaken] = useState<string | null>(null)
  const inputId = useId()
  const current = workspace.eventId
  const dirty = draft.trim().toLowerCase() !== (current ?? '')

  function apply(raw: string): void {
    const result = checkEventId(raw)
    if ('error' in result) {
      setError(result.error)
      return
    }
    setError(null)
    setTaken(takenWords(result, 'event'))
    setDraft(result.id)
    if (result.id === current) return
    setEvent.mutate(result.id, { onError: (e) => setError(errorData(e).message) })
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>): void {
    const input = event.currentTarget
    const replacesAll =
      input.value === '' ||
      (input.selectionStart === 0 && input.selectionEnd === input.value.length)
    if (!replacesAll) return
    event.preventDefault()
    const text = event.clipboardData.getData('text')
    setDraft(text.trim())
    apply(text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply(draft)
    } else if (event.key === 'Escape' && dirty) {
      event.preventDefault()
      setDraft(current ?? '')
      setError(null)
      setTaken(null)
    }
  }

  const recent = workspace.recentEventIds
  return (
    <div className={cx('event-picker', error && 'event-picker--invalid')}>
      <label className="event-picker__label" htmlFor={inputId}>
        Event ID
      </label>
      <div className="event-picker__control">
        <CalendarIcon className="event-picker__icon" />
        <input
          id={inputId}
          className="input input--mono event-picker__input"
          value={draft}
          placeholder="Paste an event ID or its address"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : taken ? `${inputId}-taken` : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            setTaken(null)
            // Once an error shows, follow the typing so it clears as soon as the ID is good.
            if (error) {
              const result = checkEventId(e.target.value)
              setError('error' in result ? result.error : null)
            }
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (dirty && draft.trim() !== '') {
              const result = checkEventId(draft)
              if ('error' in result) setError(result.error)
            }
          }}
        />
        {!dirty && current ? (
          <span className="event-picker__ok" title="Event set">
            <CheckIcon />
          </span>
        ) : null}
      </div>
      {dirty ? (
        <Button size="sm" variant="primary" onClick={() => apply(draft)} busy={setEvent.isPending}>
          Use event
        </Button>
      ) : null}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <IconButton label="Recent events" size="sm" disabled={recent.length === 0}>
            <ClockIcon />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
            <DropdownMenu.Label className="menu__label">Recent events</DropdownMenu.Label>
            {recent.map((id) => (
              <DropdownMenu.Item key={id} className="menu__item mono" onSelect={() => apply(id)}>
                <span className="menu__check">{id === current ? <CheckIcon /> : null}</span>
                {id}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {taken && !error ? (
        <p className="event-picker__note" id={`${inputId}-taken`} role="status">
          {taken}
        </p>
      ) : null}
      {error ? (
        <p
          className="event-picker__error"
          id={`${inputId}-error`}
          role="alert"
          data-testid="event-id-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

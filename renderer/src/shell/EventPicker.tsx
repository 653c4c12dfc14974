/**
 * The event picker in the top bar.
 *
 * Where the workspace's service lists its events, type part of an event's
 * name and pick it from the list (arrows and Enter, or a click). Anywhere,
 * type or paste an event ID, or an address or text that holds one (the ID is
 * taken from it, and a note says which); it is checked on the spot and
 * remembered per workspace. Enter applies it, Escape reverts, and a pasted
 * whole text applies at once; recent events, by name where known, are a
 * menu away. The chosen event is named beside the box wherever its name is
 * known: from the list once read, or as the workspace remembers it from an
 * earlier one, which costs no request.
 */
import { useQuery } from '@tanstack/react-query'
import { DropdownMenu } from 'radix-ui'
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { idInText, takenWords } from '@shared/ids/id-in-text'
import type { EventSummary } from '@shared/ipc/channels/listings'
import type { WorkspaceSummary } from '@shared/workspace'
import { listingQueries } from '@renderer/data/listings'
import { Button, cx, IconButton } from '../components/Button'
import { CalendarIcon, CheckIcon, ClockIcon } from '../components/icons'
import { useSetEvent } from '../hooks/use-workspace-mutations'
import { errorData } from '../lib/errors'
import { eventDays, eventName, matchEvents } from './event-search'
import { EventSuggestions } from './EventSuggestions'
import { wholeFieldPaste } from '../lib/paste'

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
  /** The box was used: the service's events are read then, never before (a read costs quota). */
  const [wanted, setWanted] = useState(false)
  const listing = useQuery({ ...listingQueries.events(workspace.id), enabled: wanted })
  const listed = listing.data?.offered ? listing.data.events : null
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const typedId = !('error' in checkEventId(draft))
  const suggestions = listed && open && !typedId ? matchEvents(listed, draft) : []
  const byId = (id: string) => listed?.find((e) => e.id === id)
  const currentEvent = current ? byId(current) : undefined
  /** The chosen event's name: from the list when read, else as the workspace remembers it. */
  const currentName = currentEvent
    ? eventName(currentEvent)
    : current
      ? workspace.eventNames[current]
      : undefined

  function pick(event: EventSummary): void {
    setOpen(false)
    setActive(0)
    apply(event.id)
  }

  function apply(raw: string): void {
    const result = checkEventId(raw)
    if ('error' in result && listed && raw.trim() !== '') {
      const found = matchEvents(listed, raw)
      if (found.length === 1) return pick(found[0]!)
      setOpen(found.length > 0)
      setError(
        found.length === 0
          ? `No event of this workspace is named like “${raw.trim()}”. Type part of its name, or paste its ID or the address of its page.`
          : `${found.length} events are named like “${raw.trim()}”: choose one from the list.`,
      )
      return
    }
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
    const text = wholeFieldPaste(event)
    if (text === null) return
    setDraft(text.trim())
    apply(text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && listed) {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) =>
        suggestions.length ? (i + step + suggestions.length) % suggestions.length : 0,
      )
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = suggestions[active]
      if (chosen) pick(chosen)
      else apply(draft)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Escape' && dirty) {
      event.preventDefault()
      setDraft(current ?? '')
      setError(null)
      setTaken(null)
    }
  }

  const recent = workspace.recentEventIds
  const listId = `${inputId}-events`
  const showList = suggestions.length > 0
  return (
    <div className={cx('event-picker', error && 'event-picker--invalid')}>
      <label className="event-picker__label" htmlFor={inputId}>
        Event
      </label>
      <div className="event-picker__control">
        <CalendarIcon className="event-picker__icon" />
        <input
          id={inputId}
          className="input input--mono event-picker__input"
          value={draft}
          placeholder={
            listed ? 'Type an event’s name, or paste its ID' : 'Paste an event ID or its address'
          }
          title={currentName && !dirty ? currentName : undefined}
          spellCheck={false}
          autoComplete="off"
          role={listed ? 'combobox' : undefined}
          aria-expanded={listed ? showList : undefined}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList ? `${listId}-${active}` : undefined}
          aria-autocomplete={listed ? 'list' : undefined}
          onFocus={() => setWanted(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : taken ? `${inputId}-taken` : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            setTaken(null)
            setOpen(true)
            setActive(0)
            // Once an error shows, follow the typing so it clears as soon as the ID is good.
            if (error) {
              const result = checkEventId(e.target.value)
              setError('error' in result ? result.error : null)
            }
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false)
            if (dirty && draft.trim() !== '' && !listed) {
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
        {showList ? (
          <EventSuggestions
            id={listId}
            events={suggestions}
            active={active}
            current={current}
            onPick={pick}
          />
        ) : null}
      </div>
      {currentName && !dirty ? (
        <span className="event-picker__name" data-testid="event-name">
          {currentName}
          {currentEvent && eventDays(currentEvent) ? (
            <span className="muted"> · {eventDays(currentEvent)}</span>
          ) : null}
        </span>
      ) : null}
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
            {recent.map((id) => {
              const known = byId(id)
              return (
                <DropdownMenu.Item
                  key={id}
                  className={cx('menu__item', !known && !workspace.eventNames[id] && 'mono')}
                  onSelect={() => apply(id)}
                >
                  <span className="menu__check">{id === current ? <CheckIcon /> : null}</span>
                  {known ? eventName(known) : (workspace.eventNames[id] ?? id)}
                </DropdownMenu.Item>
              )
            })}
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

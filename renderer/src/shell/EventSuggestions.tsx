/**
 * The events a typed name matches, under the event box (a listbox the box
 * controls: arrows move, Enter picks, a click picks).
 */
import type { EventSummary } from '@shared/ipc/channels/listings'
import { eventDays, eventName } from './event-search'

export function EventSuggestions({
  id,
  events,
  active,
  current,
  onPick,
}: {
  id: string
  events: readonly EventSummary[]
  active: number
  current: string | null
  onPick: (event: EventSummary) => void
}) {
  return (
    <ul className="menu event-picker__suggestions" id={id} role="listbox" aria-label="Events">
      {events.map((event, i) => (
        <li
          key={event.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className="menu__item event-picker__suggestion"
          data-active={i === active ? 'true' : undefined}
          // Picked on mouse down, before the box loses focus and closes the list.
          onMouseDown={(e) => {
            e.preventDefault()
            onPick(event)
          }}
        >
          <span className="event-picker__suggestion-name">
            {eventName(event)}
            {event.id === current ? <span className="muted"> (open now)</span> : null}
          </span>
          <span className="muted event-picker__suggestion-days">{eventDays(event) ?? ''}</span>
        </li>
      ))}
    </ul>
  )
}

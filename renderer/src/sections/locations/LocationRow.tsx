/** One location of the list: name (label edited inline), type, link, status and its actions. */
import { useId, useRef, type ReactNode } from 'react'
import { cx, Button, IconButton } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import { CopyIcon } from '@renderer/components/icons'
import { InlineLabel } from '@renderer/catalog/InlineLabel'
import { copyText } from '@renderer/lib/clipboard'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'
import { useRevealPlace } from '@renderer/links/use-reveal-place'
import { typeLabel, type LocationView } from './location-view'

export function LocationRow({
  location,
  eventRef,
  linked = false,
  deleting,
  onLabel,
  onDelete,
  onForget,
  changes,
}: {
  location: LocationView
  /** The workspace and event the location belongs to, for its stagehand:// link. */
  eventRef: { workspaceId: string; eventId: string }
  /** The place the hash names (a followed link, a palette pick): marked, shown and focused. */
  linked?: boolean
  /** Its changes of the last seven days, when it had any (RecentChanges). */
  changes?: ReactNode
  deleting: boolean
  onLabel(label: string | null): void
  onDelete(): void
  onForget(): void
}) {
  const gone = location.confirmation === 'gone'
  const row = useRef<HTMLDivElement>(null)
  useRevealPlace(row, linked)
  // Why a default location offers no Delete, as text on the row: a hover title would reach
  // neither the keyboard, nor a screen reader, nor a touch screen.
  const noDeleteId = useId()
  const undeletable = location.isDefault && !gone
  return (
    <div
      ref={row}
      role="row"
      className={cx(
        'location-row',
        location.isDefault && 'is-default',
        gone && 'is-gone',
        linked && 'is-linked',
      )}
      aria-current={linked ? 'location' : undefined}
      aria-describedby={undeletable ? noDeleteId : undefined}
      data-testid="location-row"
      data-location-id={location.id}
      data-default={location.isDefault || undefined}
      data-status={location.confirmation}
    >
      <span role="cell" className="location-row__name">
        {/* With a label, the label is the name (edited in place) and the service's name is shown
            under it; without one, the service's name leads and a label can be added. */}
        {location.label === null ? (
          <span className="location-row__title">{location.name}</span>
        ) : null}
        <InlineLabel label={location.label} name={location.name} onSave={onLabel} />
        {location.label !== null && location.serviceName ? (
          <span className="location-row__sub muted">on the service: {location.serviceName}</span>
        ) : null}
        {changes}
      </span>
      <span role="cell" className="location-row__type">
        {location.type ? typeLabel(location.type) : <span className="muted">Not known</span>}
      </span>
      <span role="cell" className="location-row__link">
        {location.link ? (
          <>
            <span className="mono location-row__url" title={location.link}>
              {location.link}
            </span>
            <IconButton
              size="sm"
              label={`Copy link of ${location.name}`}
              onClick={() => void copyText(location.link!, 'Link copied')}
            >
              <CopyIcon />
            </IconButton>
          </>
        ) : (
          <span className="muted">—</span>
        )}
      </span>
      <span role="cell" className="location-row__status">
        {location.isDefault ? <Badge tone="accent">Default</Badge> : null}
        {location.confirmation === 'not-yet-confirmed' ? (
          <Badge title="Entered by hand: no answer of the service has mentioned it yet">
            Not yet confirmed
          </Badge>
        ) : null}
        {gone ? (
          <Badge tone="warning" title="The service no longer has this location">
            Gone
          </Badge>
        ) : null}
        {undeletable ? (
          // The service refuses it (409): the row offers no Delete that would only fail again.
          <span id={noDeleteId} className="location-row__no-delete">
            Cannot be deleted: the service keeps each event’s default location.
          </span>
        ) : null}
      </span>
      <span role="cell" className="location-row__actions">
        <CopyLinkButton
          place={{ ...eventRef, kind: 'location', id: location.id }}
          name={location.name}
        />
        {gone ? (
          <Button size="sm" variant="ghost" onClick={onForget}>
            Forget
          </Button>
        ) : undeletable ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="btn--danger-text"
            aria-label={`Delete ${location.name}`}
            busy={deleting}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
      </span>
    </div>
  )
}

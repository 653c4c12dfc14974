/**
 * One sponsor.
 *
 * Its label (editable), and its two images, each a drop zone with its own rules
 * and a preview shaped like its use: LOGO (JPEG/PNG, at least 320×160, a logo
 * box) and COVER (JPEG/PNG/GIF, at least 1080×360, a wide banner). A 404 from
 * an upload marks the card. Where the service reads the sponsor back, an
 * upload whose answer was lost is checked by that read, which settles it in
 * History too.
 */
import { useQuery } from '@tanstack/react-query'
import { sponsorReadQuery } from '@renderer/data/listings'
import { useRef } from 'react'
import { InlineLabel } from '@renderer/catalog/InlineLabel'
import { Button } from '@renderer/components/Button'
import { Badge } from '@renderer/components/feedback'
import { ImageDropZone } from '@renderer/components/image-drop/ImageDropZone'
import { CopyLinkButton } from '@renderer/links/CopyLinkButton'
import { useRevealPlace } from '@renderer/links/use-reveal-place'
import { RecentChanges } from '../history/RecentChanges'
import type { SponsorView } from './sponsor-view'

export function SponsorCard({
  view,
  workspaceId,
  eventId,
  linked = false,
  onLabel,
  onRemove,
}: {
  view: SponsorView
  workspaceId: string
  eventId: string
  /** The place the hash names (a followed link, a palette pick): marked, shown and focused. */
  linked?: boolean
  onLabel(label: string | null): void
  onRemove(): void
}) {
  const ref = { workspaceId, eventId, id: view.id }
  // Read back where the service offers it: its name and images reach the card through the
  // catalog, and an upload whose answer was lost can be checked here (main settles History too).
  const read = useQuery(sponsorReadQuery({ workspaceId, eventId }, view.id))
  const readsBack = read.data?.offered === true
  const notFound = view.status === 'not-found'
  const card = useRef<HTMLElement>(null)
  useRevealPlace(card, linked)
  return (
    <article
      ref={card}
      className={`sponsor-card${notFound ? ' sponsor-card--problem' : ''}${linked ? ' sponsor-card--linked' : ''}`}
      aria-current={linked ? 'location' : undefined}
      aria-label={view.name}
      data-testid="sponsor-card"
      data-sponsor-id={view.id}
      data-status={view.status}
    >
      <header className="sponsor-card__header">
        <div className="sponsor-card__title">
          <InlineLabel label={view.label} name={view.name} onSave={onLabel} />
          <span className="mono muted sponsor-card__id">{view.id}</span>
          <RecentChanges
            workspaceId={workspaceId}
            eventId={eventId}
            kind="sponsor"
            id={view.id}
            name={view.name}
          />
        </div>
        {notFound ? (
          <Badge tone="warning" data-testid="sponsor-not-found">
            Not found
          </Badge>
        ) : null}
        <CopyLinkButton place={{ ...ref, kind: 'sponsor' }} name={view.name} />
        <Button size="sm" variant="ghost" onClick={onRemove}>
          Remove
        </Button>
      </header>
      <div className="sponsor-card__images">
        <section className="sponsor-card__image sponsor-card__image--logo" aria-label="Logo">
          <h4 className="sponsor-card__image-title">Logo</h4>
          <ImageDropZone
            upload={{ ...ref, target: 'sponsor-logo' }}
            label={`Logo of ${view.name}`}
            currentUrl={view.logoUrl}
            shape="logo"
            readsBack={readsBack}
            fallback="No logo uploaded from Stagehand yet"
          />
        </section>
        <section className="sponsor-card__image sponsor-card__image--cover" aria-label="Cover">
          <h4 className="sponsor-card__image-title">Cover</h4>
          <ImageDropZone
            upload={{ ...ref, target: 'sponsor-cover' }}
            label={`Cover of ${view.name}`}
            currentUrl={view.coverUrl}
            shape="banner"
            readsBack={readsBack}
            fallback="No cover uploaded from Stagehand yet"
          />
        </section>
      </div>
    </article>
  )
}

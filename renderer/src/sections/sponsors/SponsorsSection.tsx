/**
 * Sponsors section.
 *
 * The catalog's sponsors of the current event, each a card with its LOGO and
 * COVER drop zones. The API can neither list nor read sponsors, so a card shows
 * the label the user gave and the images last uploaded from Stagehand (recorded
 * in the catalog entry by main).
 */
import { useMemo, useState } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { CatalogPanel } from '@renderer/catalog/CatalogPanel'
import {
  useCatalog,
  useLabelEntry,
  useRemoveWithUndo,
  type CatalogScope,
} from '@renderer/catalog/use-catalog'
import { EventRequired } from '@renderer/components/EventRequired'
import { Skeleton } from '@renderer/components/feedback'
import { StarIcon } from '@renderer/components/icons'
import { usePlaceId } from '@renderer/links/place-route'
import { NotYetKnown } from '@renderer/links/NotYetKnown'
import { SponsorCard } from './SponsorCard'
import { sponsorViews } from './sponsor-view'
import './sponsors.css'

export function SponsorsSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Sponsors"
      testId="sponsors-no-event"
      purpose="to see its sponsors"
    >
      {(event) => <EventSponsors scope={{ ...event, kind: 'sponsor' }} />}
    </EventRequired>
  )
}

function EventSponsors({ scope }: { scope: CatalogScope }) {
  const catalog = useCatalog(scope)
  const label = useLabelEntry(scope)
  const remove = useRemoveWithUndo(scope)
  const [search, setSearch] = useState('')
  const all = useMemo(() => sponsorViews(catalog.entries, ''), [catalog.entries])
  const shown = useMemo(() => sponsorViews(catalog.entries, search), [catalog.entries, search])
  const linkedId = usePlaceId('sponsor')
  // A search could hide the place named: a newly named one clears it.
  const [searchedFor, setSearchedFor] = useState(linkedId)
  if (searchedFor !== linkedId) {
    setSearchedFor(linkedId)
    if (linkedId !== null) setSearch('')
  }

  return (
    <section className="section sponsors" aria-label="Sponsors">
      {linkedId !== null && catalog.isSuccess && !all.some((v) => v.id === linkedId) ? (
        <NotYetKnown scope={scope} id={linkedId} />
      ) : null}
      <CatalogPanel
        scope={scope}
        catalog={catalog}
        one="sponsor"
        many="sponsors"
        searchPlaceholder="Search by label or ID"
        search={search}
        onSearch={setSearch}
        total={all.length}
        matching={shown.length}
        emptyIcon={<StarIcon />}
        loading={<Loading />}
      >
        <div className="sponsors__list">
          {shown.map((view) => (
            <SponsorCard
              key={view.id}
              view={view}
              workspaceId={scope.workspaceId}
              eventId={scope.eventId}
              linked={view.id === linkedId}
              onLabel={(next) => label.mutate({ id: view.id, label: next })}
              onRemove={() => remove([{ id: view.id, name: view.name }])}
            />
          ))}
        </div>
      </CatalogPanel>
    </section>
  )
}

function Loading() {
  return (
    <div className="sponsors__list" data-testid="sponsors-loading" aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className="sponsor-card">
          <Skeleton width="40%" />
          <Skeleton width="90%" />
        </div>
      ))}
    </div>
  )
}

/**
 * Sponsors section: the catalog's sponsors of the current event, each a card
 * with its LOGO and COVER drop zones. The API can neither list nor read
 * sponsors, so a card shows the label the user gave and the images last
 * uploaded from Stagehand (recorded in the catalog entry by main).
 * Selectors: getByRole('region', { name: 'Sponsors' });
 * getByRole('searchbox', { name: 'Search sponsors' }); button 'Add sponsors…';
 * getByTestId('sponsors-count'); cards: see SponsorCard; states
 * getByTestId('sponsors-no-event' | 'sponsors-loading' | 'sponsors-empty' |
 * 'sponsors-no-match' | 'sponsors-error'); the Add dialog: see
 * catalog/AddIdsDialog.
 */
import { useMemo, useState } from 'react'
import type { WorkspaceSummary } from '../../../../shared/workspace'
import { AddIdsDialog } from '../../catalog/AddIdsDialog'
import {
  useCatalog,
  useCatalogEvents,
  useLabelEntry,
  useRemoveWithUndo,
} from '../../catalog/use-catalog'
import type { CatalogScope } from '../../catalog/use-catalog'
import { EventRequired } from '../../components/EventRequired'
import { Button } from '../../components/Button'
import { Banner, EmptyState, Skeleton } from '../../components/feedback'
import { PlusIcon, StarIcon } from '../../components/icons'
import { errorData } from '../../lib/errors'
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
  useCatalogEvents(scope.workspaceId, scope.eventId)
  const catalog = useCatalog(scope)
  const label = useLabelEntry(scope)
  const remove = useRemoveWithUndo(scope)
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const all = useMemo(() => sponsorViews(catalog.entries, ''), [catalog.entries])
  const shown = useMemo(() => sponsorViews(catalog.entries, search), [catalog.entries, search])

  return (
    <section className="section sponsors" aria-label="Sponsors">
      {catalog.notice ? (
        <Banner tone="warning" title="The catalog file could not be read">
          {catalog.notice}
        </Banner>
      ) : null}
      <div className="sponsors__toolbar">
        <input
          type="search"
          className="input sponsors__search"
          aria-label="Search sponsors"
          placeholder="Search by label or ID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="muted" data-testid="sponsors-count" aria-live="polite">
          {search.trim() ? `${shown.length} of ${all.length}` : `${all.length}`}{' '}
          {all.length === 1 ? 'sponsor' : 'sponsors'}
        </span>
        <span className="spacer" />
        <Button variant="primary" onClick={() => setAdding(true)}>
          <PlusIcon />
          Add sponsors…
        </Button>
      </div>

      {catalog.isPending ? <Loading /> : null}
      {catalog.isError ? (
        <Banner
          tone="error"
          title="The sponsors of this event could not be read"
          testId="sponsors-error"
          actions={<Button onClick={() => void catalog.refetch()}>Retry</Button>}
        >
          {errorData(catalog.error).message}
        </Banner>
      ) : null}
      {catalog.isSuccess && all.length === 0 ? (
        <div data-testid="sponsors-empty">
          <EmptyState
            icon={<StarIcon />}
            title="No sponsors known for this event yet"
            actions={<Button onClick={() => setAdding(true)}>Add sponsors…</Button>}
          >
            The service cannot list sponsors. Add their IDs (one, many pasted, or a CSV file);
            sponsors named in a session’s answer appear here too.
          </EmptyState>
        </div>
      ) : null}
      {all.length > 0 && shown.length === 0 ? (
        <p className="muted" data-testid="sponsors-no-match">
          No sponsor matches “{search.trim()}”.
        </p>
      ) : null}

      <div className="sponsors__list">
        {shown.map((view) => (
          <SponsorCard
            key={view.id}
            view={view}
            workspaceId={scope.workspaceId}
            eventId={scope.eventId}
            onLabel={(next) => label.mutate({ id: view.id, label: next })}
            onRemove={() => remove([{ id: view.id, name: view.name }])}
          />
        ))}
      </div>
      <AddIdsDialog scope={scope} open={adding} onOpenChange={setAdding} />
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

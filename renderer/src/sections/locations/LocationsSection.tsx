/**
 * Locations section.
 *
 * The locations Stagehand knows for the event (listed by the service where it
 * offers the list; else met in session answers, added by hand or imported),
 * with name, type and link, and
 * deletion after a confirmation that names the location. The service refuses to
 * delete the event's default location: the section says so in a sentence and
 * marks it as the default.
 */
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import type { WorkspaceSummary } from '@shared/workspace'
import { AddIdsDialog } from '@renderer/catalog/AddIdsDialog'
import {
  useCatalog,
  useLabelEntry,
  useRemoveWithUndo,
  type CatalogScope,
} from '@renderer/catalog/use-catalog'
import { ServiceListNote } from '@renderer/catalog/ServiceListNote'
import { useServiceList } from '@renderer/catalog/use-service-list'
import { EventRequired } from '@renderer/components/EventRequired'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { PinIcon, PlusIcon } from '@renderer/components/icons'
import { errorData } from '@renderer/lib/errors'
import { RecentChanges } from '../history/RecentChanges'
import { DeleteLocationDialog } from './DeleteLocationDialog'
import { usePlaceId } from '@renderer/links/place-route'
import { NotYetKnown } from '@renderer/links/NotYetKnown'
import { LocationRow } from './LocationRow'
import { RefusalBanner } from './RefusalBanner'
import { locationViews, type LocationView } from './location-view'
import { refusalOf, useDeleteLocation, type DeleteRefusal } from './use-delete-location'
import './locations.css'

export function LocationsSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Locations"
      testId="locations-no-event"
      purpose="to see its locations"
    >
      {(event) => <EventLocations scope={{ ...event, kind: 'location' }} />}
    </EventRequired>
  )
}

function EventLocations({ scope }: { scope: CatalogScope }) {
  const catalog = useCatalog(scope)
  const listed = useServiceList('locations', scope)
  const label = useLabelEntry(scope)
  const forget = useRemoveWithUndo(scope)
  const remove = useDeleteLocation(scope.workspaceId, scope.eventId)
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<LocationView | null>(null)
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null)
  const locations = useMemo(() => locationViews(catalog.entries), [catalog.entries])
  const linkedId = usePlaceId('location')

  function deleteLocation(location: { id: string; name: string }, repeat = false): void {
    setConfirming(null)
    setRefusal(null)
    remove.mutate(
      { id: location.id, name: location.name, repeat },
      {
        onSuccess: ({ byEarlierTry }) =>
          toast.success(
            byEarlierTry
              ? `${location.name} was deleted: the service no longer has it`
              : `Deleted ${location.name}`,
          ),
        onError: (error) => setRefusal(refusalOf(error, location.id, location.name)),
      },
    )
  }

  return (
    <section className="section locations" aria-label="Locations">
      {catalog.notice ? (
        <Banner tone="warning" title="The catalog file could not be read">
          {catalog.notice}
        </Banner>
      ) : null}
      <div className="section__header">
        <p className="section__lede">
          {listed.offered
            ? 'The locations of this event, as the service lists them, and any added here.'
            : 'The locations Stagehand knows for this event: met in session answers, or added by hand.'}
        </p>
        <span className="spacer" />
        <span className="muted locations__count" data-testid="locations-count" aria-live="polite">
          {locations.length} {locations.length === 1 ? 'location' : 'locations'}
        </span>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <PlusIcon />
          Add locations…
        </Button>
      </div>

      <ServiceListNote kind="locations" list={listed} />
      {refusal ? (
        <RefusalBanner
          refusal={refusal}
          onClose={() => setRefusal(null)}
          onTryAgain={() => deleteLocation(refusal, true)}
        />
      ) : null}
      {linkedId !== null && catalog.isSuccess && !locations.some((l) => l.id === linkedId) ? (
        <NotYetKnown scope={scope} id={linkedId} />
      ) : null}
      {catalog.isPending ? <Skeleton width="60%" /> : null}
      {catalog.isError ? (
        <Banner
          tone="error"
          title="The locations of this event could not be read"
          actions={<Button onClick={() => void catalog.refetch()}>Retry</Button>}
        >
          {errorData(catalog.error).message}
        </Banner>
      ) : null}
      {catalog.isSuccess && locations.length === 0 ? (
        <div data-testid="locations-empty">
          {listed.offered ? (
            <EmptyState icon={<PinIcon size={20} />} title="This event has no locations">
              The service lists no locations for this event.
            </EmptyState>
          ) : (
            <EmptyState icon={<PinIcon size={20} />} title="No locations known yet">
              Locations appear here when a session’s answer names them, or add their IDs with “Add
              locations…”.
            </EmptyState>
          )}
        </div>
      ) : null}
      {locations.length > 0 ? (
        <div className="list-frame location-list" role="table" aria-label="Locations">
          <div className="list-head location-list__head" role="row">
            <span role="columnheader">Name</span>
            <span role="columnheader">Type</span>
            <span role="columnheader">Link</span>
            <span role="columnheader">Status</span>
            <span role="columnheader">
              <span className="visually-hidden">Actions</span>
            </span>
          </div>
          {locations.map((location) => (
            <LocationRow
              key={location.id}
              location={location}
              eventRef={scope}
              linked={location.id === linkedId}
              deleting={remove.isPending && remove.variables?.id === location.id}
              onLabel={(next) => label.mutate({ id: location.id, label: next })}
              onDelete={() => setConfirming(location)}
              onForget={() => forget([{ id: location.id, name: location.name }])}
              changes={
                <RecentChanges
                  workspaceId={scope.workspaceId}
                  eventId={scope.eventId}
                  kind="location"
                  id={location.id}
                  name={location.name}
                />
              }
            />
          ))}
        </div>
      ) : null}

      <DeleteLocationDialog
        location={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={deleteLocation}
      />
      <AddIdsDialog scope={scope} open={adding} onOpenChange={setAdding} />
    </section>
  )
}

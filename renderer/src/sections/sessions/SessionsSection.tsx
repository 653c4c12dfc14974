/**
 * Sessions section.
 *
 * The sessions the catalog knows for the event, each opening in the editor,
 * ordered by start time. Where the service lists an event's sessions, they
 * are read into the catalog when the section opens; where it does not (the
 * contract has no such list: docs/api-decisions.md, "Resources the API
 * cannot list"), the section says so and the catalog is the way in. Times
 * show in the zone chosen for the event, else the event's own where the
 * service reads it, else the computer's.
 */
import { useCallback, useMemo, useState } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { AddIdsDialog } from '@renderer/catalog/AddIdsDialog'
import { useCatalog } from '@renderer/catalog/use-catalog'
import { ServiceListNote } from '@renderer/catalog/ServiceListNote'
import { useServiceList, type ServiceList } from '@renderer/catalog/use-service-list'
import { EventRequired } from '@renderer/components/EventRequired'
import { Button } from '@renderer/components/Button'
import { Badge, Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { PlusIcon } from '@renderer/components/icons'
import { errorData } from '@renderer/lib/errors'
import { SessionEditor } from './SessionEditor'
import { sessionHref, useSessionRoute } from './session-route'
import { sessionRow, sortRows } from './session-view'
import { type EventRef } from './use-session-editor'
import { useEventZone } from './use-event-zone'
import './sessions.css'

export function SessionsSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Sessions"
      testId="sessions-no-event"
      purpose="to see its sessions"
    >
      {(event) => <EventSessions eventRef={event} />}
    </EventRequired>
  )
}

function EventSessions({ eventRef }: { eventRef: EventRef }) {
  const sessions = useCatalog({ ...eventRef, kind: 'session' })
  const listed = useServiceList('sessions', eventRef)
  const locations = useCatalog({ ...eventRef, kind: 'location' })
  const { zone, memory } = useEventZone(eventRef)
  const [openId] = useSessionRoute()
  const locationEntries = locations.entries
  const locationName = useCallback(
    (id: string) => locationEntries.find((l) => l.id === id)?.label ?? null,
    [locationEntries],
  )

  if (openId !== null && memory.isSuccess && sessions.isSuccess) {
    return (
      <SessionEditor
        key={openId}
        eventRef={eventRef}
        sessionId={openId}
        entry={sessions.entries.find((e) => e.id === openId) ?? null}
        sessions={sessions.entries}
        locations={locations.entries.filter((l) => l.status === 'active')}
        zone={zone}
      />
    )
  }
  return (
    <SessionList
      eventRef={eventRef}
      sessions={sessions}
      zone={zone}
      drafts={new Set((memory.data?.drafts ?? []).map((d) => d.sessionId))}
      notice={
        memory.isError
          ? `Unsaved edits and the chosen time zone could not be read, so sessions open only once they are: ${errorData(memory.error).message}`
          : (memory.data?.notice ?? null)
      }
      locationName={locationName}
      listed={listed}
    />
  )
}

function SessionList({
  eventRef,
  sessions,
  zone,
  drafts,
  notice,
  locationName,
  listed,
}: {
  eventRef: EventRef
  sessions: ReturnType<typeof useCatalog>
  zone: string
  drafts: Set<string>
  notice: string | null
  locationName: (id: string) => string | null
  listed: ServiceList
}) {
  const [adding, setAdding] = useState(false)
  const rows = useMemo(
    () =>
      sortRows(
        sessions.entries.map((e) => sessionRow(e, zone, locationName)),
        sessions.entries,
      ),
    [sessions.entries, zone, locationName],
  )
  return (
    <section className="section" aria-label="Sessions">
      <div className="section__header">
        <p className="section__lede">
          {listed.offered
            ? 'The sessions of this event, as the service lists them, and any added here.'
            : 'The sessions Stagehand knows for this event: added here, imported, or met in an answer of the service.'}{' '}
          Times are shown in {zone}.
        </p>
        <span className="spacer" />
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon />
          Add sessions…
        </Button>
      </div>
      <ServiceListNote kind="sessions" list={listed} />
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      {sessions.notice ? <Banner tone="warning">{sessions.notice}</Banner> : null}
      {sessions.isPending ? (
        <div data-testid="sessions-loading" className="sessions-loading">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : null}
      {sessions.isError ? (
        <Banner tone="error" testId="sessions-error" title="The sessions could not be read">
          {errorData(sessions.error).message}
        </Banner>
      ) : null}
      {sessions.isSuccess && rows.length === 0 ? (
        <div data-testid="sessions-empty">
          {listed.offered ? (
            <EmptyState title="This event has no sessions">
              The service lists no sessions for this event. Sessions made in the dashboard appear
              here when you read the list again.
            </EmptyState>
          ) : (
            <EmptyState title="No sessions known yet">
              Add their IDs (one, many pasted, or a file), or open a speaker: the sessions it names
              appear here. A pasted address of a session&apos;s page in the dashboard works too:
              Stagehand takes the ID from it.
            </EmptyState>
          )}
        </div>
      ) : null}
      {rows.some((r) => r.unseen) ? (
        <p className="sessions-note" data-testid="sessions-unseen-note">
          Not yet seen: Stagehand has not read these sessions&apos; values from the service (not
          every service offers that read). In the editor, fields you leave empty are left unchanged
          on the server.
        </p>
      ) : null}
      {rows.length > 0 ? (
        <table className="sessions-table" aria-label="Sessions">
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">When ({zone})</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="session-row" data-session-id={row.id}>
                <td>
                  <div className="sessions-table__session">
                    <a className="link sessions-table__name" href={sessionHref(row.id)}>
                      {row.name}
                    </a>
                    <span className="sessions-table__badges">
                      {row.unseen ? (
                        <Badge
                          data-testid="session-unseen"
                          title="Fields you leave empty are left unchanged on the server"
                        >
                          not yet seen
                        </Badge>
                      ) : null}
                      {drafts.has(row.id) ? (
                        <Badge tone="warning" data-testid="session-has-draft">
                          unsaved edit
                        </Badge>
                      ) : null}
                      {row.status === 'not-found' ? <Badge tone="warning">not found</Badge> : null}
                    </span>
                  </div>
                </td>
                <td>{row.when ?? <span className="muted">unknown</span>}</td>
                <td>{row.where ?? <span className="muted">unknown</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <AddIdsDialog
        scope={{ ...eventRef, kind: 'session' }}
        open={adding}
        onOpenChange={setAdding}
      />
    </section>
  )
}

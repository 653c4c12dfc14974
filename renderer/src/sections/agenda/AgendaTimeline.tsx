/**
 * The Agenda's timeline of the event's known sessions.
 *
 * Sessions come from the catalog (their last known state), shown by day and
 * room in the event's time zone (the one chosen in the session editor), with
 * their speakers and conflicts. A session opens in the session editor;
 * sessions with no start are listed under the timeline.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { entryName } from '@shared/catalog/known'
import { useCatalog } from '@renderer/catalog/use-catalog'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { errorData } from '@renderer/lib/errors'
import { sessionHref } from '../sessions/session-route'
import { Timeline } from './Timeline'
import { layoutTimeline, type TimelineSession } from './timeline-layout'
import { capSessions, TIMELINE_PAGE } from './timeline-cap'
import { conflictsBySession } from '@shared/agenda/review-conflicts'
import { knownAgenda, timelineSessions } from './timeline-sessions'

export interface EventRef {
  workspaceId: string
  eventId: string
}

const openInEditor = (id: string) => {
  window.location.hash = sessionHref(id)
}

/** The event's sessions as the timeline shows them, and whether they are read yet. */
export function useAgendaSessions(eventRef: EventRef) {
  const sessions = useCatalog({ ...eventRef, kind: 'session' })
  const speakers = useCatalog({ ...eventRef, kind: 'speaker' })
  const locations = useCatalog({ ...eventRef, kind: 'location' })
  const list = useMemo(
    () => timelineSessions(sessions.entries, speakers.entries, locations.entries),
    [sessions.entries, speakers.entries, locations.entries],
  )
  const agenda = useMemo(
    () => knownAgenda([...sessions.entries, ...speakers.entries, ...locations.entries]),
    [sessions.entries, speakers.entries, locations.entries],
  )
  const conflicts = useMemo(() => conflictsBySession(agenda.conflicts), [agenda])
  // The import's review names a location for each of its rows: one lookup, not a scan.
  const names = useMemo(() => {
    const byId = new Map<string, string | null>()
    for (const l of locations.entries) if (!byId.has(l.id)) byId.set(l.id, entryName(l))
    return byId
  }, [locations.entries])
  const locationName = useCallback((id: string) => names.get(id) ?? null, [names])
  return { query: sessions, sessions: list, conflicts, agenda, locationName }
}

export function AgendaTimeline({
  known,
  zone,
  actions,
  notices,
}: {
  known: ReturnType<typeof useAgendaSessions>
  zone: string
  actions: ReactNode
  /** Shown under the header (an import not finished). */
  notices: ReactNode
}) {
  const { query, sessions, conflicts: conflictMap } = known
  // A large agenda is drawn a page of sessions at a time, as the import's review is.
  const [limit, setLimit] = useState(TIMELINE_PAGE)
  const capped = useMemo(() => capSessions(sessions, limit), [sessions, limit])
  const whole = useMemo(() => layoutTimeline(sessions, zone), [sessions, zone])
  const layout = useMemo(
    () => (capped.drawn.length === sessions.length ? whole : layoutTimeline(capped.drawn, zone)),
    [capped.drawn, sessions.length, whole, zone],
  )
  const left = capped.scheduled - limit
  const conflicted = sessions.filter(
    (s) => (conflictMap.get(s.id.toLowerCase())?.length ?? 0) > 0,
  ).length
  const sentences = useMemo(() => [...new Set([...conflictMap.values()].flat())], [conflictMap])
  return (
    <section className="section agenda" aria-label="Agenda">
      <div className="section__header">
        <p className="section__lede">
          The sessions Stagehand knows for this event, by day and location, in {zone}. Select a
          session to open it in the session editor.
        </p>
        <span className="spacer" />
        {actions}
      </div>
      {notices}
      {query.notice ? <Banner tone="warning">{query.notice}</Banner> : null}
      {query.isPending ? (
        <div data-testid="agenda-loading">
          <Skeleton width="60%" />
        </div>
      ) : null}
      {query.isError ? (
        <Banner tone="error" title="The sessions could not be read">
          {errorData(query.error).message}
        </Banner>
      ) : null}
      {query.isSuccess && sessions.length === 0 ? (
        <EmptyState title="No sessions known yet">
          Import a spreadsheet of the agenda, or add session IDs in the Sessions section.
        </EmptyState>
      ) : null}
      {conflicted > 0 ? (
        <Banner tone="warning" testId="agenda-conflicts" title={conflictTitle(conflicted)}>
          <ul className="agenda-conflict-list">
            {sentences.slice(0, CONFLICTS_SHOWN).map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {sentences.length > CONFLICTS_SHOWN ? (
            <p data-testid="agenda-conflicts-more">
              {`And ${(sentences.length - CONFLICTS_SHOWN).toLocaleString('en-US')} more; each session’s own are on its block.`}
            </p>
          ) : null}
        </Banner>
      ) : null}
      {left > 0 ? (
        <p className="muted" data-testid="agenda-timeline-drawn">
          {`The first ${limit.toLocaleString('en-US')} of ${capped.scheduled.toLocaleString('en-US')} sessions by start time are drawn. `}
          <Button size="sm" onClick={() => setLimit((n) => n + TIMELINE_PAGE)}>
            {`Draw ${Math.min(left, TIMELINE_PAGE).toLocaleString('en-US')} more`}
          </Button>
        </p>
      ) : null}
      <Timeline
        layout={layout}
        sessions={capped.drawn}
        conflicts={conflictMap}
        onOpen={openInEditor}
        openHint="Open in the session editor"
      />
      <Unscheduled sessions={whole.unscheduled} />
    </section>
  )
}

/** Conflict sentences the banner lists; a large agenda's others are on their blocks. */
const CONFLICTS_SHOWN = 20

const conflictTitle = (n: number) =>
  n === 1 ? '1 session has a conflict' : `${n} sessions have conflicts`

function Unscheduled({ sessions }: { sessions: readonly TimelineSession[] }) {
  if (sessions.length === 0) return null
  return (
    <section
      className="agenda-unscheduled"
      aria-labelledby="agenda-unscheduled-title"
      data-testid="agenda-unscheduled"
    >
      <h3 className="agenda-unscheduled__title" id="agenda-unscheduled-title">
        Not on the timeline: no start time known
      </h3>
      <ul>
        {sessions.map((s) => (
          <li key={s.id}>
            <Button size="sm" variant="secondary" onClick={() => openInEditor(s.id)}>
              {s.title}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Attendees section.
 *
 * The grid of the event's attendees with server-side filter, sort and paging,
 * saved views, the detail panel (opened from a row, or by a pasted ID) and CSV
 * export of the whole filtered list.
 *
 * While main repeats a failed request, the section says what it is doing; a
 * status line says quietly what reading the pages changed (values shown as
 * text, records skipped), and a slow page shows the waiting cue.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FilterCondition, FilterField } from '@shared/api/filter-grammar'
import type { Attendee } from '@shared/api/schemas'
import { allColumns, collectCustomSlugs } from '@shared/attendees/columns'
import type { WorkspaceSummary } from '@shared/workspace'
import { EventRequired } from '@renderer/components/EventRequired'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { useWaitingRead } from '@renderer/components/waiting/use-waiting-read'
import { WaitingCue } from '@renderer/components/waiting/WaitingCue'
import { attendeeQueries } from '@renderer/data/attendees'
import { useOwnRetry } from '@renderer/hooks/use-request-meter'
import { errorData } from '@renderer/lib/errors'
import { leavePlace } from '@renderer/links/place-route'
import { AttendeeGrid } from './AttendeeGrid'
import { ColumnMenu } from './ColumnMenu'
import { ExportButton } from './ExportDialog'
import { ExportPanel } from './ExportPanel'
import { OverviewPanel } from './overview/OverviewPanel'
import { FilterBuilder } from './FilterBuilder'
import { furthestBefore, useFurthestPage } from './furthest-page'
import { keepView, keptView, useKeptScroll } from './kept-view'
import { visibleColumnIds, withCustomSlugs } from './layout-ops'
import { OpenAttendee } from './OpenAttendee'
import { Pager } from './Pager'
import { PastTheEnd } from './PastTheEnd'
import { ReadNotesText } from '@renderer/components/ReadNotesText'
import { useReadNotices } from './read-notices'
import { SavedViews } from './SavedViews'
import { stillShownNote } from './still-shown'
import { repeatedNote, rowsPerPage, servedNote, useServedPages } from './served-pages'
import { useAttendeePage } from './use-attendee-page'
import { useGridState } from './use-grid-state'
import { useLinkedPlace } from './use-linked-place'
import './attendees.css'
import './attendee-panels.css'

export function AttendeesSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Attendees"
      testId="attendees-no-event"
      purpose="to list its attendees"
    >
      {(event) => <EventAttendees workspaceId={event.workspaceId} eventId={event.eventId} />}
    </EventRequired>
  )
}

/** Values met on the page, offered by the multi-value chooser of `in`. */
function suggestionsFrom(items: Attendee[]): Partial<Record<FilterField, string[]>> {
  const collect = (pick: (a: Attendee) => string | null | undefined, seed: string[] = []) =>
    [...new Set([...seed, ...items.map(pick).filter((v): v is string => Boolean(v))])].sort()
  return {
    status: collect((a) => a.status, ['REGISTERED']),
    'profile.country': collect((a) => a.profile?.country),
    'profile.industry': collect((a) => a.profile?.industry),
  }
}

function EventAttendees({ workspaceId, eventId }: { workspaceId: string; eventId: string }) {
  const grid = useGridState(workspaceId, eventId)
  const { query, layout, updateLayout } = grid
  const page = useAttendeePage(workspaceId, eventId, query)
  const furthest = useFurthestPage(page.data)
  const served = useServedPages(page.isPlaceholderData ? undefined : page.data)
  // Only the answer on screen can repeat the one before it.
  const repeated = served.repeated && served.last?.answer === page.data
  // The open detail and the grid's scroll are kept while the user is on another screen.
  const [open, setOpen] = useState<Attendee | null>(
    () => keptView(workspaceId, eventId).open ?? null,
  )
  useEffect(() => keepView(workspaceId, eventId, { open }), [workspaceId, eventId, open])
  const gridBox = useRef<HTMLDivElement>(null)
  useKeptScroll(
    gridBox,
    workspaceId,
    eventId,
    Boolean(page.data && !page.isPlaceholderData && layout),
  )
  // While main repeats the grid's own failed request, say so where the grid waits
  // (another screen's retry is the status bar's to show).
  const retrying = useOwnRetry(workspaceId, 'attendees:list')
  const notices = useReadNotices(
    page.isPlaceholderData ? undefined : page.data?.notes,
    `${workspaceId}\n${eventId}`,
  )
  // A page the service is slow to answer: shown counting after 2 s, with Cancel.
  const waiting = useWaitingRead(
    attendeeQueries.page(workspaceId, eventId, query).queryKey,
    page.isFetching,
  )
  // Bumped when the filter is set from outside the builder (a view, "clear"), so it starts over.
  const [filterRevision, setFilterRevision] = useState(0)
  const items = page.data?.items
  const customSlugs = layout?.customSlugs
  const columns = useMemo(() => allColumns(customSlugs ?? []), [customSlugs])
  const suggestions = useMemo(() => suggestionsFrom(items ?? []), [items])
  // On the order and the shown set alone: a resize (new widths) keeps the same list, so the
  // grid does not rebuild every row's cells.
  const order = layout?.order
  const visible = layout?.visible
  const visibleIds = useMemo(
    () => (order && visible ? visibleColumnIds({ order, visible }, columns) : []),
    [order, visible, columns],
  )

  // Custom field slugs met in the data become columns (remembered for the event), once
  // the remembered columns are known: a page that comes first waits for them.
  const layoutKnown = layout !== null
  useEffect(() => {
    if (layoutKnown && items && items.length > 0)
      updateLayout((l) => withCustomSlugs(l, collectCustomSlugs(items)))
  }, [layoutKnown, items, updateLayout])

  const setFilterFromOutside = (filter: FilterCondition[]) => {
    grid.setFilter(filter)
    setFilterRevision((r) => r + 1)
  }
  const busy = page.isFetching
  const linked = useLinkedPlace({
    items: page.isPlaceholderData ? undefined : items,
    views: grid.views.data?.views,
    applyView: (view) => {
      grid.applyView(view)
      setFilterRevision((r) => r + 1)
    },
    openAttendee: setOpen,
  })

  return (
    <section className="section section--wide attendees" aria-label="Attendees">
      {grid.views.isError ? (
        <Banner
          tone="warning"
          title="Your remembered columns and saved views could not be read"
          testId="views-unreadable"
          actions={
            <Button
              size="sm"
              busy={grid.views.isFetching}
              onClick={() => void grid.views.refetch()}
            >
              Try again
            </Button>
          }
        >
          {errorData(grid.views.error).message} The grid shows the default columns, and a change to
          them is not remembered until they can be read.
        </Banner>
      ) : null}
      {grid.views.data?.recovered ? (
        <Banner tone="warning" title="Saved views could not be read">
          The unreadable file was moved aside to {grid.views.data.recovered}.
        </Banner>
      ) : null}
      {linked.notice ? (
        <Banner tone="info" testId="link-not-shown">
          {linked.notice}
        </Banner>
      ) : null}
      <div className="attendees__toolbar">
        <SavedViews
          workspaceId={workspaceId}
          eventId={eventId}
          views={grid.views.data?.views ?? []}
          activeViewId={grid.activeViewId}
          current={grid.currentState}
          onApply={(view) => {
            grid.applyView(view)
            setFilterRevision((r) => r + 1)
          }}
          onSaved={(view) => grid.setActiveViewId(view.id)}
        />
        <OpenAttendee
          eventRef={{ workspaceId, eventId }}
          linkedId={linked.unlisted}
          open={open}
          onOpen={setOpen}
          onClose={() => {
            setOpen(null)
            leavePlace('attendees')
          }}
        />
        <span className="spacer" />
        {busy && (page.data || retrying) ? (
          <span className="attendees__loading" role="status" data-testid="attendees-activity">
            {retrying ?? 'Loading…'}
          </span>
        ) : null}
        {layout ? (
          <ColumnMenu
            columns={columns}
            layout={layout}
            visibleColumnIds={visibleIds}
            onLayout={updateLayout}
          />
        ) : null}
        <ExportButton
          workspaceId={workspaceId}
          eventId={eventId}
          filter={query.filter}
          sort={query.sort}
          visibleColumns={visibleIds}
          allColumns={columns.map((c) => c.id)}
        />
      </div>
      <OverviewPanel
        workspaceId={workspaceId}
        eventId={eventId}
        filter={query.filter}
        onFilter={setFilterFromOutside}
        offline={page.isError && errorData(page.error).kind === 'network'}
      />
      <FilterBuilder
        key={filterRevision}
        applied={query.filter}
        onApply={grid.setFilter}
        suggestions={suggestions}
      />
      <ExportPanel workspaceId={workspaceId} eventId={eventId} />
      <WaitingCue
        waiting={waiting}
        onTryAgain={() => void page.refetch()}
        stillShown={page.isPlaceholderData ? stillShownNote(page.data?.query, query) : null}
      />
      {page.isError ? (
        <div data-testid="attendees-error">
          <Banner
            tone="error"
            title="The attendees could not be loaded"
            actions={<Button onClick={() => void page.refetch()}>Retry</Button>}
          >
            {errorData(page.error).message}
          </Banner>
        </div>
      ) : null}
      {repeated && page.data ? (
        <div data-testid="attendees-repeated">
          <Banner tone="warning" title="The service repeats its pages">
            {repeatedNote(page.data.query.page)}
          </Banner>
        </div>
      ) : null}
      {(page.isPending && waiting.cancelledAfter === null) || !layout ? (
        <div className="attendees__skeleton" data-testid="attendees-loading" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} />
          ))}
        </div>
      ) : null}
      {page.data && layout && page.data.items.length === 0 ? (
        <div data-testid="attendees-empty">
          {/* Any empty page after the first is past the end, whatever the filters. */}
          {page.data.query.page > 1 ? (
            <PastTheEnd
              page={page.data.query.page}
              furthest={furthestBefore(furthest, page.data.query)}
              onPage={grid.setPage}
            />
          ) : (
            <EmptyState
              title={
                query.filter.length > 0
                  ? 'No attendees match these filters'
                  : 'This event has no attendees yet'
              }
              actions={
                query.filter.length > 0 ? (
                  <Button onClick={() => setFilterFromOutside([])}>Clear filters</Button>
                ) : null
              }
            />
          )}
        </div>
      ) : null}
      {page.data && layout && page.data.items.length > 0 ? (
        <div ref={gridBox} className="attendees__grid-box">
          <AttendeeGrid
            rows={page.data.items}
            columns={columns}
            layout={layout}
            visibleColumnIds={visibleIds}
            onLayout={updateLayout}
            sort={query.sort}
            onSort={grid.setSort}
            onOpen={setOpen}
            busy={busy}
            queryKey={JSON.stringify(page.data.query)}
          />
        </div>
      ) : null}
      {page.data ? (
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          rowsPerPage={rowsPerPage(served, query.pageSize)}
          note={servedNote(served, query.pageSize)}
          count={page.isPlaceholderData ? 0 : page.data.items.length}
          hasNext={!page.isPlaceholderData && page.data.hasNext && !repeated}
          busy={busy}
          onPage={grid.setPage}
          onPageSize={grid.setPageSize}
        />
      ) : null}
      {/* Always there, so a notice that appears is announced; quiet, since nothing failed. */}
      <div className="attendees__notes" role="status" data-testid="attendees-read-notes">
        <ReadNotesText notes={notices} />
      </div>
    </section>
  )
}

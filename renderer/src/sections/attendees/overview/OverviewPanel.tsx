/**
 * Attendees at a glance, above the grid: a snapshot taken, then its overview.
 *
 * Before the first snapshot, what taking one costs and the button; while one
 * is taken, its progress and Cancel; paused, why and Resume. Once there is
 * one, the overview and "since your last look". A pick the service can filter
 * by (status, country) becomes the grid's filter; any other is answered by
 * the snapshot, in a list that says so. Offline, the snapshot stays readable
 * and says it is one. The charts are a chunk of their own, asked for once the
 * event is known to have a snapshot: a first start has none, and need not
 * load them.
 */
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { codeWords } from '@shared/attendees/cell-format'
import type { FilterCondition } from '@shared/api/filter-grammar'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import {
  cancelSnapshot,
  exportChanges,
  snapshotQueries,
  takeSnapshot,
  type SnapshotStatus,
} from '@renderer/data/snapshots'
import { SectionBoundary } from '@renderer/components/SectionBoundary'
import { errorData } from '@renderer/lib/errors'
import { lazyPart } from '@renderer/lib/lazy-part'
import {
  attendeesText,
  fieldWords,
  snapshotTime,
  valueWords,
  type OverviewPick,
} from './overview-words'
import { pickOfFilter, serverFilter } from './pick-filter'
import { SinceLastLook } from './SinceLastLook'
import { SnapshotList } from './SnapshotList'
import './overview-panel.css'

export interface OverviewPanelProps {
  workspaceId: string
  eventId: string
  /** The grid's filter now: a tile or bar it stands for shows pressed. */
  filter: readonly FilterCondition[]
  /** Sets the grid's filter (a pick the service can filter by). */
  onFilter(filter: FilterCondition[]): void
  /** The service cannot be reached now: the snapshot is all there is. */
  offline: boolean
}

const statusWords = (code: string) => codeWords(code)

const charts = lazyPart(() => import('./AttendeeOverview').then((m) => m.AttendeeOverview))
const AttendeeOverview = charts.Part

/** Events whose overview the user hid, this run: `workspaceId\neventId`. */
const hiddenOverviews = new Set<string>()

export function OverviewPanel(props: OverviewPanelProps) {
  const { workspaceId, eventId, filter, onFilter, offline } = props
  const ref = { workspaceId, eventId }
  const status = useQuery(snapshotQueries.status(ref))
  const [customField, setCustomField] = useState<string | null>(null)
  // Only a pick the snapshot answers is held here; one the service answers is the grid's filter.
  const [local, setLocal] = useState<OverviewPick | null>(null)
  const picked = local ?? pickOfFilter(filter)
  // Hidden, the grid comes first; the choice holds while the app runs, per event.
  const [shown, setShown] = useState(() => !hiddenOverviews.has(`${workspaceId}\n${eventId}`))
  const show = (next: boolean) => {
    if (next) hiddenOverviews.delete(`${workspaceId}\n${eventId}`)
    else hiddenOverviews.add(`${workspaceId}\n${eventId}`)
    setShown(next)
  }
  const latest = status.data?.latest ?? null
  // Fetched beside the overview's numbers, not after them.
  useEffect(() => {
    if (latest) charts.preload() // a failure is the chart's boundary's to say
  }, [latest])
  const overview = useQuery({ ...snapshotQueries.overview(ref, customField), enabled: !!latest })
  const changes = useQuery({ ...snapshotQueries.changes(ref), enabled: !!latest })
  const job = status.data?.job ?? null
  const running = job?.state === 'running'

  const take = () =>
    void takeSnapshot(ref).then(
      () => void status.refetch(),
      (error: unknown) => toast.error(errorData(error).message),
    )
  const pick = (next: OverviewPick) => {
    const again = picked && picked.key === next.key && picked.value === next.value
    const asked = serverFilter(next)
    setLocal(again || asked ? null : next)
    if (asked) onFilter(again ? [] : asked)
    else if (!again && pickOfFilter(filter)) onFilter([])
  }

  if (status.isPending) return null
  if (status.isError) {
    return (
      <Banner tone="error" title="The attendee snapshots could not be read">
        {errorData(status.error).message}
      </Banner>
    )
  }
  return (
    <div className="overview-panel" data-testid="overview-panel">
      {status.data.notice ? (
        <Banner tone="warning" testId="snapshots-notice">
          {status.data.notice}
        </Banner>
      ) : null}
      <JobLine status={status.data} onTake={take} onCancel={() => void cancelSnapshot(ref)} />
      {!latest && !job ? (
        <section className="overview-start" aria-label="Attendees at a glance">
          <div>
            <h2 className="overview-start__title">Attendees at a glance</h2>
            <p className="overview-start__text">
              A snapshot counts this event’s attendees by status, ticket, country and day, and shows
              what changed since the one before. {status.data.cost.sentence} The attendees are kept
              on this computer.
            </p>
          </div>
          <Button variant="primary" onClick={take} disabled={offline}>
            Take a snapshot
          </Button>
        </section>
      ) : null}
      {latest ? (
        <div className="overview-panel__fold">
          {shown ? null : (
            <span className="overview-panel__summary">
              {attendeesText(latest.total)} as of {snapshotTime(latest.takenAt)}
            </span>
          )}
          <Button size="sm" variant="ghost" aria-expanded={shown} onClick={() => show(!shown)}>
            {shown ? 'Hide the overview' : 'Show the overview'}
          </Button>
        </div>
      ) : null}
      {shown && latest && overview.data ? (
        <SectionBoundary title="The overview's charts could not be shown">
          <Suspense fallback={null}>
            <AttendeeOverview
              overview={overview.data}
              statusWords={statusWords}
              picked={picked}
              onPick={pick}
              customFieldSlug={customField}
              onCustomField={setCustomField}
              onRefresh={take}
              refreshCost={status.data.cost.short}
              refreshing={running}
              offline={offline}
            />
          </Suspense>
        </SectionBoundary>
      ) : null}
      {picked && !local ? (
        <p className="overview-panel__note" role="status" data-testid="overview-filter-note">
          The grid below shows the attendees whose {fieldWords(picked.key).toLowerCase()} is{' '}
          {valueWords(picked.key, picked.value, statusWords)}, as the service lists them now.
        </p>
      ) : null}
      {latest && (local || offline) ? (
        <SnapshotList
          key={local ? `${local.key}\n${local.value}` : 'everyone'}
          workspaceId={workspaceId}
          eventId={eventId}
          pick={local}
          title={
            local
              ? `${fieldWords(local.key)}: ${valueWords(local.key, local.value, statusWords)}`
              : 'Every attendee in the snapshot'
          }
          takenAt={latest.takenAt}
          {...(local ? { onClose: () => setLocal(null) } : {})}
        />
      ) : null}
      {shown && latest ? (
        <SinceLastLook
          changes={changes.data ?? null}
          statusWords={statusWords}
          onExport={(group) =>
            void exportChanges(ref, group).then(
              (saved) => {
                if (saved.saved) toast.success(`Saved ${saved.rows.toLocaleString('en-US')} rows`)
              },
              (error: unknown) => toast.error(errorData(error).message),
            )
          }
        />
      ) : null}
    </div>
  )
}

/** A snapshot being taken, or one that stopped: what it did, and what can be done now. */
function JobLine({
  status,
  onTake,
  onCancel,
}: {
  status: SnapshotStatus
  onTake(): void
  onCancel(): void
}) {
  const job = status.job
  if (!job) return null
  const read = `${job.attendees.toLocaleString('en-US')} attendees read in ${job.requests.toLocaleString('en-US')} ${job.requests === 1 ? 'request' : 'requests'}`
  if (job.state === 'running') {
    return (
      <div className="overview-job" role="status" data-testid="snapshot-job">
        <span className="overview-job__text">Taking a snapshot: {read} so far.</span>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    )
  }
  if (job.state === 'paused') {
    return (
      <Banner
        tone="warning"
        title={job.pausedForQuota ? 'The snapshot waits for the quota' : 'The snapshot stopped'}
        testId="snapshot-paused"
        actions={
          <>
            <Button size="sm" variant="primary" onClick={onTake}>
              Resume
            </Button>
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </>
        }
      >
        {job.message}
      </Banner>
    )
  }
  return null
}

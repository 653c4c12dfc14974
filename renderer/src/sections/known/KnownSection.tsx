/**
 * "Everything known".
 *
 * Every ID of the event that Stagehand knows, of every kind, with where it was
 * met and when it was last seen, and an export of the list as CSV. It is a
 * section of its own (in the sidebar, after the four kinds) because it spans
 * them all: the kinds' own sections show only theirs. Speakers not yet read are
 * read here as in the Speakers section, since speakers are checked by fetching
 * them; other kinds have no read endpoint and stay "not yet confirmed" until an
 * answer mentions them.
 */
import { useMemo, useState } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { EventRequired } from '@renderer/components/EventRequired'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { ListIcon } from '@renderer/components/icons'
import { errorData } from '@renderer/lib/errors'
import { useSpeakerFetch } from '../speakers/use-speaker-fetch'
import { KindTabs } from './KindTabs'
import { KnownTable } from './KnownTable'
import { countByKind, filterKnown, type KindFilter } from './known-filter'
import { useExportKnown, useKnown } from './use-known'
import './known.css'

export function KnownSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Everything known"
      testId="known-no-event"
      purpose="to see every ID known for it"
    >
      {(event) => <EventKnown workspaceId={event.workspaceId} eventId={event.eventId} />}
    </EventRequired>
  )
}

function EventKnown({ workspaceId, eventId }: { workspaceId: string; eventId: string }) {
  const known = useKnown(workspaceId, eventId)
  const exporter = useExportKnown(workspaceId, eventId)
  const [kind, setKind] = useState<KindFilter>('all')
  const [search, setSearch] = useState('')
  const entries = useMemo(() => known.data?.entries ?? [], [known.data])
  useSpeakerFetch(workspaceId, eventId, entries)
  const counts = useMemo(() => countByKind(entries), [entries])
  const shown = useMemo(() => filterKnown(entries, kind, search), [entries, kind, search])

  return (
    <section className="section known" aria-label="Everything known">
      {known.data?.notice ? (
        <Banner tone="warning" title="The catalog file could not be read">
          {known.data.notice}
        </Banner>
      ) : null}
      <p className="section__lede">
        Every ID of this event that Stagehand knows: entered, pasted, imported, or met in an answer
        of the service. The service cannot list them, so this list is the app’s own memory.
      </p>
      <div className="known__toolbar">
        <KindTabs value={kind} counts={counts} onChange={setKind} />
        <input
          type="search"
          className="input known__search"
          aria-label="Search everything known"
          placeholder="Search names, IDs, where met"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="muted known__count" data-testid="known-count" aria-live="polite">
          {shown.length === entries.length
            ? `${entries.length} IDs`
            : `${shown.length} of ${entries.length} IDs`}
        </span>
        <span className="spacer" />
        <Button
          onClick={() => exporter.mutate()}
          busy={exporter.isPending}
          disabled={entries.length === 0}
        >
          Export CSV…
        </Button>
      </div>

      {known.isPending ? <Skeleton width="70%" /> : null}
      {known.isError ? (
        <Banner
          tone="error"
          title="The catalog of this event could not be read"
          actions={<Button onClick={() => void known.refetch()}>Retry</Button>}
        >
          {errorData(known.error).message}
        </Banner>
      ) : null}
      {known.isSuccess && entries.length === 0 ? (
        <div data-testid="known-empty">
          <EmptyState icon={<ListIcon size={20} />} title="Nothing known yet">
            Add IDs in the Sessions, Speakers, Sponsors or Locations sections, or save a session:
            every ID an answer mentions is kept here.
          </EmptyState>
        </div>
      ) : null}
      {entries.length > 0 ? <KnownTable entries={shown} /> : null}
    </section>
  )
}

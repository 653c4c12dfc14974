/**
 * Speakers section: the catalog's speakers of the current event as a grid
 * of cards, sorted by speaker order then name, with a search over name and
 * company. The API cannot list speakers, so the panel shows what the
 * catalog knows (added here, pasted, imported, seeded for the demo, or met
 * in a session's answer) and reads each unread ID with `speakers:get`.
 * Selectors: getByRole('region', { name: 'Speakers' });
 * getByRole('searchbox', { name: 'Search speakers' }); button 'Add speakers…';
 * getByTestId('speakers-count'); cards: see SpeakerCard; states
 * getByTestId('speakers-no-event' | 'speakers-loading' | 'speakers-empty' |
 * 'speakers-no-match' | 'speakers-error'); the detail: see SpeakerDetail;
 * the Add dialog: see catalog/AddIdsDialog.
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
import { MicIcon, PlusIcon } from '../../components/icons'
import { errorData } from '../../lib/errors'
import { BulkPhotoDrop } from './bulk/BulkPhotoDrop'
import { useBulkDrop } from './bulk/use-bulk-drop'
import { SpeakerCard } from './SpeakerCard'
import { SpeakerDetail } from './SpeakerDetail'
import { speakerViews } from './speaker-view'
import { useSpeakerFetch } from './use-speaker-fetch'
import './speakers.css'

export function SpeakersSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <EventRequired
      workspace={workspace}
      label="Speakers"
      testId="speakers-no-event"
      purpose="to see its speakers"
    >
      {(event) => <EventSpeakers scope={{ ...event, kind: 'speaker' }} />}
    </EventRequired>
  )
}

function EventSpeakers({ scope }: { scope: CatalogScope }) {
  useCatalogEvents(scope.workspaceId, scope.eventId)
  const catalog = useCatalog(scope)
  const fetches = useSpeakerFetch(scope.workspaceId, scope.eventId, catalog.entries)
  const label = useLabelEntry(scope)
  const remove = useRemoveWithUndo(scope)
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)
  const all = useMemo(() => speakerViews(catalog.entries, ''), [catalog.entries])
  const shown = useMemo(() => speakerViews(catalog.entries, search), [catalog.entries, search])
  const open = all.find((v) => v.id === openId) ?? null
  const bulk = useBulkDrop()

  return (
    <section className="section speakers" aria-label="Speakers" {...bulk.targetProps}>
      {catalog.notice ? (
        <Banner tone="warning" title="The catalog file could not be read">
          {catalog.notice}
        </Banner>
      ) : null}
      <div className="speakers__toolbar">
        <input
          type="search"
          className="input speakers__search"
          aria-label="Search speakers"
          placeholder="Search by name or company"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="speakers__count muted" data-testid="speakers-count" aria-live="polite">
          {search.trim() ? `${shown.length} of ${all.length}` : `${all.length}`}{' '}
          {all.length === 1 ? 'speaker' : 'speakers'}
        </span>
        <span className="spacer" />
        <BulkPhotoDrop bulk={bulk} scope={scope} speakers={all} />
        <Button variant="primary" onClick={() => setAdding(true)}>
          <PlusIcon />
          Add speakers…
        </Button>
      </div>

      {catalog.isPending ? <Loading /> : null}
      {catalog.isError ? (
        <Banner
          tone="error"
          title="The speakers of this event could not be read"
          testId="speakers-error"
          actions={<Button onClick={() => void catalog.refetch()}>Retry</Button>}
        >
          {errorData(catalog.error).message}
        </Banner>
      ) : null}
      {catalog.isSuccess && all.length === 0 ? (
        <div data-testid="speakers-empty">
          <EmptyState
            icon={<MicIcon />}
            title="No speakers known for this event yet"
            actions={<Button onClick={() => setAdding(true)}>Add speakers…</Button>}
          >
            The service cannot list speakers. Add their IDs (one, many pasted, or a CSV file);
            speakers named in a session’s answer appear here too.
          </EmptyState>
        </div>
      ) : null}
      {all.length > 0 && shown.length === 0 ? (
        <p className="muted" data-testid="speakers-no-match">
          No speaker matches “{search.trim()}”.
        </p>
      ) : null}

      <div className="speakers__grid">
        {shown.map((view) => (
          <SpeakerCard
            key={view.id}
            view={view}
            uploadScope={scope}
            error={fetches.errors.get(view.id) ?? null}
            loading={fetches.loading.has(view.id)}
            onOpen={() => setOpenId(view.id)}
            onRemove={() => remove([{ id: view.id, name: view.name }])}
            onRetry={() => fetches.retry(view.id)}
            onLabel={(next) => label.mutate({ id: view.id, label: next })}
          />
        ))}
      </div>

      <SpeakerDetail
        view={open}
        onClose={() => setOpenId(null)}
        onLabel={(next) => (open ? label.mutate({ id: open.id, label: next }) : undefined)}
      />
      <AddIdsDialog scope={scope} open={adding} onOpenChange={setAdding} />
    </section>
  )
}

function Loading() {
  return (
    <div className="speakers__grid" data-testid="speakers-loading" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="speaker-card speaker-card--skeleton">
          <Skeleton width="56px" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  )
}

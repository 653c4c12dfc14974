/**
 * Speakers section.
 *
 * The catalog's speakers of the current event as a grid of cards, sorted by
 * speaker order then name, with a search over name and company. The API cannot
 * list speakers, so the panel shows what the catalog knows (added here, pasted,
 * imported, seeded for the demo, or met in a session's answer) and reads each
 * unread ID with `speakers:get`.
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
import { MicIcon } from '@renderer/components/icons'
import { leavePlace, usePlaceId } from '@renderer/links/place-route'
import { NotYetKnown } from '@renderer/links/NotYetKnown'
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
  const catalog = useCatalog(scope)
  const fetches = useSpeakerFetch(scope.workspaceId, scope.eventId, catalog.entries)
  const label = useLabelEntry(scope)
  const remove = useRemoveWithUndo(scope)
  const [search, setSearch] = useState('')
  const [openId, setOpenId] = useState<string | null>(null)
  const all = useMemo(() => speakerViews(catalog.entries, ''), [catalog.entries])
  const shown = useMemo(() => speakerViews(catalog.entries, search), [catalog.entries, search])
  const bulk = useBulkDrop()
  // A followed link or a palette pick opens its speaker, once the catalog holds it.
  const linkedId = usePlaceId('speaker')
  const linkedKnown = linkedId !== null && all.some((v) => v.id === linkedId)
  const shownId = openId ?? (linkedKnown ? linkedId : null)
  const open = all.find((v) => v.id === shownId) ?? null

  return (
    <section className="section speakers" aria-label="Speakers" {...bulk.targetProps}>
      {linkedId !== null && catalog.isSuccess && !linkedKnown ? (
        <NotYetKnown scope={scope} id={linkedId} />
      ) : null}
      <CatalogPanel
        scope={scope}
        catalog={catalog}
        one="speaker"
        many="speakers"
        searchPlaceholder="Search by name or company"
        search={search}
        onSearch={setSearch}
        total={all.length}
        matching={shown.length}
        emptyIcon={<MicIcon />}
        loading={<Loading />}
        tools={<BulkPhotoDrop bulk={bulk} scope={scope} speakers={all} />}
      >
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
      </CatalogPanel>

      <SpeakerDetail
        view={open}
        onClose={() => {
          setOpenId(null)
          leavePlace('speakers')
        }}
        onLabel={(next) => (open ? label.mutate({ id: open.id, label: next }) : undefined)}
      />
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

/**
 * History: every write Stagehand sent in this workspace, newest first.
 *
 * Filtered by event, kind, outcome and text, or (from a resource's own
 * screen, `#/history?kind=…&id=…`) to one resource. An entry opens beside
 * the list with its fields before and after and its revert. The filtered
 * journal exports as CSV or JSON; its retention and picture room are set in
 * Journal settings.
 */
import { useMemo, useState } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { Button } from '@renderer/components/Button'
import { Banner, EmptyState, Skeleton } from '@renderer/components/feedback'
import { ClockIcon } from '@renderer/components/icons'
import { sectionHref } from '@renderer/hooks/use-section-route'
import { errorData } from '@renderer/lib/errors'
import { EntryDetail } from './EntryDetail'
import { KIND_LABEL } from './entry-view'
import { HistoryFilters } from './HistoryFilters'
import { HistoryList } from './HistoryList'
import {
  EMPTY_FILTER,
  isFiltered,
  journalFilterOf,
  type HistoryFilterState,
} from './history-filter'
import { JournalSettingsDialog } from './JournalSettingsDialog'
import { useExportJournal, useJournalList, useRouteResource } from './use-history'
import './history.css'

export function HistorySection({ workspace }: { workspace: WorkspaceSummary }) {
  const resource = useRouteResource()
  const [chosen, setChosen] = useState<HistoryFilterState>(EMPTY_FILTER)
  const [selected, setSelected] = useState<string | null>(null)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const state = useMemo(() => ({ ...chosen, resource }), [chosen, resource])
  const filter = useMemo(() => journalFilterOf(state, workspace.eventId), [state, workspace])
  const list = useJournalList(workspace.id, filter)
  const exporter = useExportJournal(workspace.id)
  // "Today" is the day the list was read; it moves on with the next read.
  const now = useMemo(() => new Date(list.dataUpdatedAt), [list.dataUpdatedAt])
  const entries = list.data?.entries ?? []
  const total = list.data?.total ?? 0
  const resourceName = resource
    ? (entries.find((e) => e.resource.id === resource.id)?.resource.name ?? resource.id)
    : null

  return (
    <section className="section history" aria-label="History">
      {list.data?.notice ? (
        <Banner tone="warning" title="The journal could not be read">
          {list.data.notice}
        </Banner>
      ) : null}
      <p className="section__lede">
        Every change Stagehand sent from this computer in this workspace, with what it replaced.
      </p>
      <HistoryFilters value={state} hasEvent={workspace.eventId !== null} onChange={setChosen} />
      <div className="history__toolbar">
        <span className="muted history__count" data-testid="history-count" aria-live="polite">
          {entries.length < total
            ? `The newest ${entries.length} of ${total} changes`
            : `${total} ${total === 1 ? 'change' : 'changes'}`}
        </span>
        <span className="spacer" />
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            disabled={total === 0}
            busy={exporter.isPending && exporter.variables.format === format}
            onClick={() => exporter.mutate({ filter, format })}
          >
            Export {format.toUpperCase()}…
          </Button>
        ))}
        <Button onClick={() => setSettingsOpen(true)}>Journal settings…</Button>
      </div>
      {resource ? (
        <p className="history__resource" data-testid="history-resource">
          Only the changes of the {KIND_LABEL[resource.kind].toLowerCase()} “{resourceName}”.{' '}
          <a href={sectionHref('history')}>Show every change</a>
        </p>
      ) : null}

      {list.isPending ? <Skeleton width="60%" /> : null}
      {list.isError ? (
        <Banner
          tone="error"
          title="The journal could not be read"
          actions={<Button onClick={() => void list.refetch()}>Retry</Button>}
        >
          {errorData(list.error).message}
        </Banner>
      ) : null}
      {list.isSuccess && entries.length === 0 ? (
        <div data-testid="history-empty">
          <EmptyState icon={<ClockIcon size={20} />} title="No changes to show">
            {isFiltered(state)
              ? 'No change matches this filter.'
              : 'Changes appear here once Stagehand sends one: a session saved, a picture replaced, a location deleted.'}
          </EmptyState>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <div className="history__body">
          <HistoryList entries={entries} selectedId={selected} onSelect={setSelected} now={now} />
          {selected ? (
            <EntryDetail workspaceId={workspace.id} entryId={selected} onSelect={setSelected} />
          ) : (
            <p className="history__hint muted">Choose a change to see it before and after.</p>
          )}
        </div>
      ) : null}
      <JournalSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  )
}

/**
 * One entry in full: its outcome, when it was sent, where, its batch and
 * revert links, its fields (or pictures) before and after, and its revert.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { JournalEntry } from '@shared/journal/entry'
import { operationOf } from '@shared/journal/operations'
import { Button } from '@renderer/components/Button'
import { Badge, Skeleton } from '@renderer/components/feedback'
import { journalQueries } from '@renderer/data/journal'
import { BatchUndoDialog } from './BatchUndoDialog'
import { CheckEntry } from './CheckEntry'
import { DiffTable } from './DiffTable'
import { entryTitle, outcomeView } from './entry-view'
import { formatInstant } from './zone-format'
import { PicturePair } from './PicturePair'
import { RevertPanel } from './RevertPanel'
import { useBatch } from './use-history'

export function EntryDetail({
  workspaceId,
  entryId,
  onSelect,
}: {
  workspaceId: string
  entryId: string
  onSelect(entryId: string): void
}) {
  const { data: entry, isPending } = useQuery(journalQueries.get(workspaceId, entryId))
  return (
    <aside className="history-detail" aria-label="Change details" data-testid="history-detail">
      {isPending ? <Skeleton width="60%" /> : null}
      {entry === null ? (
        <p className="muted">This entry is no longer in the journal: its retention ended.</p>
      ) : null}
      {entry ? <Entry workspaceId={workspaceId} entry={entry} onSelect={onSelect} /> : null}
    </aside>
  )
}

function Entry({
  workspaceId,
  entry,
  onSelect,
}: {
  workspaceId: string
  entry: JournalEntry
  onSelect(entryId: string): void
}) {
  const outcome = outcomeView(entry.outcome)
  const change = entry.change
  return (
    <>
      <h2 className="history-detail__title">{entryTitle(entry)}</h2>
      <p className="history-detail__outcome" data-testid="entry-outcome">
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
        {outcome.sentence ? <span>{outcome.sentence}</span> : null}
      </p>
      {entry.outcome.status === 'uncertain' &&
      !entry.outcome.settledAt &&
      operationOf(change).settle ? (
        <CheckEntry key={`check-${entry.id}`} workspaceId={workspaceId} entry={entry} />
      ) : null}
      <dl className="history-detail__facts">
        <dt>Sent</dt>
        <dd>
          <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
        </dd>
        <dt>Workspace</dt>
        <dd>{entry.workspace.name}</dd>
        <dt>Event</dt>
        <dd className="mono">{entry.eventId}</dd>
        <dt>ID</dt>
        <dd className="mono">{entry.resource.id}</dd>
        {entry.revertOf ? (
          <>
            <dt>Reverts</dt>
            <dd>
              <Button
                size="sm"
                variant="ghost"
                className="history-detail__link"
                onClick={() => onSelect(entry.revertOf!)}
              >
                The change it reverts
              </Button>
            </dd>
          </>
        ) : null}
        {entry.revertedBy ? (
          <>
            <dt>Reverted by</dt>
            <dd>
              <Button
                size="sm"
                variant="ghost"
                className="history-detail__link"
                onClick={() => onSelect(entry.revertedBy!)}
              >
                The revert
              </Button>
            </dd>
          </>
        ) : null}
      </dl>
      {entry.batchId ? <BatchFacts workspaceId={workspaceId} batchId={entry.batchId} /> : null}
      {change.operation === 'speaker-picture' ? (
        <PicturePair workspaceId={workspaceId} change={change} subject="picture" />
      ) : change.operation === 'sponsor-image' ? (
        <PicturePair
          workspaceId={workspaceId}
          change={change}
          subject={change.imageType === 'LOGO' ? 'logo' : 'cover image'}
        />
      ) : (
        <DiffTable change={change} />
      )}
      <RevertPanel key={entry.id} workspaceId={workspaceId} entry={entry} />
    </>
  )
}

function BatchFacts({ workspaceId, batchId }: { workspaceId: string; batchId: string }) {
  const batch = useBatch(workspaceId, batchId)
  const [open, setOpen] = useState(false)
  if (batch === null) return null
  if (batch.size === 0)
    return (
      <p className="history-detail__batch" data-testid="entry-batch">
        One of the reverts of a batch undo.
      </p>
    )
  const changes = `${batch.size} ${batch.size === 1 ? 'change' : 'changes'}`
  return (
    <div className="history-detail__batch" data-testid="entry-batch">
      <p>
        One of a batch of {changes} sent together.
        {batch.open === 0 ? ' Every change of the batch that was applied has been undone.' : ''}
      </p>
      {batch.open > 0 || open ? (
        <Button onClick={() => setOpen(true)}>Undo the whole batch ({changes})</Button>
      ) : null}
      <BatchUndoDialog
        workspaceId={workspaceId}
        batchId={batchId}
        size={batch.size}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  )
}

/**
 * What the window's Undo shows once open (WindowUndo.tsx): the last change
 * this window sent that can still be reverted, and the revert's plan.
 *
 * A chunk of its own, fetched when Undo is first asked for or once the window
 * is idle: it reads the journal's entries, whose code the first screen does
 * not need.
 */
import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import type { JournalEntry } from '@shared/journal/entry'
import { Button } from '@renderer/components/Button'
import { Banner, Skeleton } from '@renderer/components/feedback'
import { journalQueries } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'
import { ConflictVersions } from '@renderer/sections/history/ConflictVersions'
import { cannotUndoText, entryTitle } from '@renderer/sections/history/entry-view'
import { undoTarget } from '@renderer/sections/history/undo-target'
import { useRevert, useRevertPlan } from '@renderer/sections/history/use-revert'
import { LOOKING, UndoHeader } from './undo-header'

export function UndoBody({
  workspaceId,
  openedAt,
  onDone,
}: {
  workspaceId: string
  /** When the window's page loaded: its writes are the journal's entries from then on. */
  openedAt: string
  onDone(): void
}) {
  const recent = useQuery(journalQueries.list(workspaceId, { since: openedAt }, 100))
  const target = recent.data ? undoTarget(recent.data.entries) : null
  return (
    <>
      <UndoHeader
        description={
          recent.isPending
            ? LOOKING
            : target
              ? entryTitle(target)
              : 'Nothing to undo: no change this window sent can still be reverted.'
        }
      />
      {recent.isPending ? <Skeleton width="60%" /> : null}
      {recent.isError ? <Banner tone="error">{errorData(recent.error).message}</Banner> : null}
      {target ? (
        <Plan workspaceId={workspaceId} entry={target} onDone={onDone} />
      ) : (
        <footer className="dialog__footer">
          <Dialog.Close asChild>
            <Button variant="primary">Close</Button>
          </Dialog.Close>
        </footer>
      )}
    </>
  )
}

function Plan({
  workspaceId,
  entry,
  onDone,
}: {
  workspaceId: string
  entry: JournalEntry
  onDone(): void
}) {
  const plan = useRevertPlan(workspaceId, entry)
  const [problem, setProblem] = useState<string | null>(null)
  const revert = useRevert(workspaceId, setProblem)
  const data = plan.data
  const send = (overrideConflict: boolean): void =>
    revert.mutate(
      { entryId: entry.id, overrideConflict },
      { onSuccess: (result) => (result.outcome.status === 'applied' ? onDone() : undefined) },
    )
  return (
    <div className="dialog__body">
      {plan.isPending ? <Skeleton width="70%" /> : null}
      {plan.isError ? <Banner tone="error">{errorData(plan.error).message}</Banner> : null}
      {data?.kind === 'impossible' ? (
        <p data-testid="revert-impossible">{cannotUndoText(data.why)}</p>
      ) : null}
      {data && data.kind !== 'impossible' ? (
        <p data-testid="revert-sentence">{data.sentence}</p>
      ) : null}
      {data?.kind === 'conflict' ? (
        <>
          <p className="muted">It has changed since: reverting replaces the values it has now.</p>
          <ConflictVersions versions={data.versions} nowFrom={data.nowFrom} />
        </>
      ) : null}
      {data && data.kind !== 'impossible' && data.unchecked ? (
        <p className="muted" data-testid="revert-unchecked">
          {data.unchecked}
        </p>
      ) : null}
      {problem ? <Banner tone="warning">{problem}</Banner> : null}
      <footer className="dialog__footer">
        <Dialog.Close asChild>
          <Button>{data?.kind === 'conflict' ? 'Keep as is' : 'Cancel'}</Button>
        </Dialog.Close>
        {data && data.kind !== 'impossible' ? (
          <Button
            variant={data.kind === 'conflict' || data.unchecked ? 'danger' : 'primary'}
            busy={revert.isPending}
            onClick={() => send(data.kind === 'conflict')}
          >
            {data.kind === 'conflict'
              ? 'Revert anyway'
              : data.unchecked
                ? 'Revert and replace'
                : 'Revert'}
          </Button>
        ) : null}
      </footer>
    </div>
  )
}

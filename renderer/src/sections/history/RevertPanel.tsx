/**
 * An entry's revert: what it would send, or why it cannot be undone, or, when
 * the resource changed since, the three versions before asking.
 */
import { useState } from 'react'
import type { JournalEntry } from '@shared/journal/entry'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { errorData } from '@renderer/lib/errors'
import { ConflictDialog } from './ConflictDialog'
import { UncheckedDialog } from './UncheckedDialog'
import { cannotUndoText, capitalised, resourcePhrase } from './entry-view'
import { offersRevert, useRevert, useRevertPlan } from './use-revert'

export function RevertPanel({ workspaceId, entry }: { workspaceId: string; entry: JournalEntry }) {
  const plan = useRevertPlan(workspaceId, entry)
  const [problem, setProblem] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const revert = useRevert(workspaceId, setProblem)
  if (!offersRevert(entry)) return null

  function send(overrideConflict: boolean): void {
    setProblem(null)
    revert.mutate({ entryId: entry.id, overrideConflict }, { onSettled: () => setAsking(false) })
  }

  return (
    <div className="revert-panel" data-testid="revert-panel">
      <h3 className="revert-panel__title">Revert</h3>
      {plan.isPending ? <p className="muted">Working out what a revert would send…</p> : null}
      {plan.isError ? (
        <Banner
          tone="error"
          title="What a revert would send could not be worked out"
          actions={<Button onClick={() => void plan.refetch()}>Try again</Button>}
        >
          {errorData(plan.error).message}
        </Banner>
      ) : null}
      {plan.data?.kind === 'impossible' ? (
        <p className="revert-panel__impossible" data-testid="revert-impossible">
          {cannotUndoText(plan.data.why)}
        </p>
      ) : null}
      {plan.data?.kind === 'ready' && plan.data.unchecked === null ? (
        <>
          <p className="revert-panel__sentence" data-testid="revert-sentence">
            {plan.data.sentence}
          </p>
          <Button busy={revert.isPending} onClick={() => send(false)}>
            Revert
          </Button>
        </>
      ) : null}
      {plan.data?.kind === 'ready' && plan.data.unchecked !== null ? (
        <>
          <p className="revert-panel__sentence" data-testid="revert-sentence">
            {plan.data.sentence}
          </p>
          <p className="muted" data-testid="revert-unchecked">
            {plan.data.unchecked}
          </p>
          <Button onClick={() => setAsking(true)}>Revert…</Button>
          <UncheckedDialog
            unchecked={asking ? plan.data.unchecked : null}
            busy={revert.isPending}
            onKeep={() => setAsking(false)}
            onRevert={() => send(false)}
          />
        </>
      ) : null}
      {plan.data?.kind === 'conflict' ? (
        <>
          <p className="revert-panel__sentence" data-testid="revert-sentence">
            {plan.data.sentence}
          </p>
          <p className="muted">
            {capitalised(resourcePhrase(entry))} is shown as it was before, after and{' '}
            {plan.data.nowFrom === 'service' ? 'now' : 'as last seen here'} before anything is sent.
          </p>
          <Button onClick={() => setAsking(true)}>Revert…</Button>
          <ConflictDialog
            conflict={asking ? plan.data : null}
            name={resourcePhrase(entry)}
            busy={revert.isPending}
            onKeep={() => setAsking(false)}
            onRevert={() => send(true)}
          />
        </>
      ) : null}
      {problem ? (
        <Banner tone="warning" testId="revert-problem">
          {problem}
        </Banner>
      ) : null}
    </div>
  )
}

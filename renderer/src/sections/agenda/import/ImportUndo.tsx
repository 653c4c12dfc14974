/**
 * "Undo this import": every update the import sent is reverted through the
 * change journal, which recorded them under the import's batch.
 *
 * The journal refuses an entry whose session changed since (a later edit)
 * and says why; the summary names what was put back, refused and unsure.
 * Before it runs, the button says how many changes it can undo, and why not
 * the others (a value before the import that was never known).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { journalMutations, journalQueries } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'
import { heldBackLines, undoButtonText, undoReach } from './undo-reach'

/** "Undone: 3 of 4 updates put back; 1 refused." */
export function undoSummaryText(s: BatchUndoSummary): string {
  const parts = [`${s.reverted} of ${s.total} updates put back`]
  if (s.refused) parts.push(`${s.refused} refused by the service`)
  if (s.uncertain) parts.push(`${s.uncertain} may have been put back (no answer came)`)
  if (s.impossible.length) parts.push(`${s.impossible.length} cannot be undone`)
  return `${s.cancelled ? 'Undo cancelled' : 'Undone'}: ${parts.join('; ')}.`
}

/** Where sessions cannot be read back, the undo cannot see changes made elsewhere. */
const UNCHECKED =
  'Where the service cannot read a session back, changes made elsewhere since the import cannot be checked: undoing sets the values from before it, replacing them.'

export function ImportUndo({ workspaceId, batchId }: { workspaceId: string; batchId: string }) {
  const undo = useMutation(journalMutations.undoBatch(workspaceId))
  const batch = useQuery(journalQueries.list(workspaceId, { batchId }, 5000))
  const reach = batch.data ? undoReach(batch.data.entries) : null
  const label = reach ? undoButtonText(reach) : 'Undo this import'
  const heldBack = reach ? heldBackLines(reach) : []
  const controller = useRef<AbortController | null>(null)
  const start = () => {
    controller.current = new AbortController()
    undo.mutate({ batchId, signal: controller.current.signal })
  }
  if (undo.isSuccess)
    return (
      <div className="import-actions__full">
        <Banner
          tone={undo.data.reverted === undo.data.total ? 'info' : 'warning'}
          testId="import-undone"
        >
          {undoSummaryText(undo.data)}
          {undo.data.impossible.length > 0 ? (
            <ul>
              {undo.data.impossible.map((i) => (
                <li key={i.entryId}>{i.why}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
      </div>
    )
  return (
    <>
      {label ? (
        <Button busy={undo.isPending} onClick={start}>
          {label}
        </Button>
      ) : null}
      {label ? (
        <p className="import-actions__full muted" data-testid="import-undo-unchecked">
          {UNCHECKED}
        </p>
      ) : null}
      {heldBack.length > 0 ? (
        <div className="import-actions__full muted" data-testid="import-undo-reach">
          {label ? null : <p>This import cannot be undone.</p>}
          <ul>
            {heldBack.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {undo.isPending ? (
        <Button variant="ghost" onClick={() => controller.current?.abort()}>
          Stop undoing
        </Button>
      ) : null}
      {undo.isError ? (
        <div className="import-actions__full">
          <Banner tone="error" title="The import was not undone">
            {errorData(undo.error).message}
          </Banner>
        </div>
      ) : null}
    </>
  )
}

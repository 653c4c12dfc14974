/**
 * "Undo this import": every update the import sent is reverted through the
 * change journal, which recorded them under the import's batch.
 *
 * The journal refuses an entry whose session changed since (a later edit)
 * and says why; the summary names what was put back, refused and unsure.
 */
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { journalMutations } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'

/** "Undone: 3 of 4 updates put back; 1 refused." */
export function undoSummaryText(s: BatchUndoSummary): string {
  const parts = [`${s.reverted} of ${s.total} updates put back`]
  if (s.refused) parts.push(`${s.refused} refused by the service`)
  if (s.uncertain) parts.push(`${s.uncertain} may have been put back (no answer came)`)
  if (s.impossible.length) parts.push(`${s.impossible.length} cannot be undone`)
  return `${s.cancelled ? 'Undo cancelled' : 'Undone'}: ${parts.join('; ')}.`
}

export function ImportUndo({ workspaceId, batchId }: { workspaceId: string; batchId: string }) {
  const undo = useMutation(journalMutations.undoBatch(workspaceId))
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
      <Button busy={undo.isPending} onClick={start}>
        Undo this import
      </Button>
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

/**
 * A batch undo under way: its stage, its progress from `journal:progress`,
 * Cancel (which aborts the call; main stops before the next revert and sums
 * up what it did) and the summary.
 */
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import { journalMutations } from '@renderer/data/journal'
import { useBatchProgress } from '@renderer/data/journal-sync'
import { errorData } from '@renderer/lib/errors'

export type BatchStage =
  | { stage: 'asking' }
  | { stage: 'running' }
  | { stage: 'done'; summary: BatchUndoSummary }
  /** Cancelled before main answered with a summary, or failed: the sentence says which. */
  | { stage: 'stopped'; sentence: string }

export function useBatchUndo(workspaceId: string, batchId: string) {
  const [stage, setStage] = useState<BatchStage>({ stage: 'asking' })
  const controller = useRef<AbortController | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const progress = useBatchProgress(workspaceId, stage.stage === 'asking' ? null : batchId)
  const undo = useMutation(journalMutations.undoBatch(workspaceId))

  function start(): void {
    controller.current = new AbortController()
    setCancelling(false)
    setStage({ stage: 'running' })
    undo.mutate(
      { batchId, signal: controller.current.signal },
      {
        onSuccess: (summary) => setStage({ stage: 'done', summary }),
        onError: (error) => {
          const data = errorData(error)
          setStage({
            stage: 'stopped',
            sentence:
              data.kind === 'cancelled'
                ? 'The undo was cancelled. The changes undone before it stopped stay undone; History shows which.'
                : `The batch could not be undone: ${data.message}`,
          })
        },
      },
    )
  }

  function cancel(): void {
    setCancelling(true)
    controller.current?.abort()
  }

  function reset(): void {
    setStage({ stage: 'asking' })
  }

  return { stage, progress, start, cancel, reset, cancelling }
}

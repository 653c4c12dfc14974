/**
 * Reverting one entry: what it would send (journal:planRevert, asked anew
 * each time) and the revert itself, with its outcome in words.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { JournalEntry } from '@shared/journal/entry'
import { journalMutations, journalQueries } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'
import { outcomeView } from './entry-view'

/** Whether History offers a revert: the write may have changed something, and nothing undid it. */
export function offersRevert(entry: JournalEntry): boolean {
  return entry.outcome.status !== 'refused' && entry.revertedBy === null
}

export function useRevertPlan(workspaceId: string, entry: JournalEntry | null) {
  return useQuery({
    ...journalQueries.planRevert(workspaceId, entry?.id ?? ''),
    enabled: entry !== null && offersRevert(entry),
  })
}

/** What a revert's own entry says when it did not simply apply; null when it did. */
export function revertProblem(revert: JournalEntry): string | null {
  if (revert.outcome.status === 'applied') return null
  const view = outcomeView(revert.outcome)
  return revert.outcome.status === 'refused'
    ? `The service refused the revert: ${view.sentence ?? 'it changed nothing.'}`
    : `The revert may have been applied: ${view.sentence ?? 'no answer came.'}`
}

export function useRevert(workspaceId: string, onProblem: (sentence: string) => void) {
  return useMutation({
    ...journalMutations.revert(workspaceId),
    onSuccess: (revert) => {
      const problem = revertProblem(revert)
      if (problem) onProblem(problem)
      else toast.success('Reverted')
    },
    onError: (error) => onProblem(`Nothing was reverted: ${errorData(error).message}`),
  })
}

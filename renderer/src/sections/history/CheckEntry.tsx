/**
 * "Check" for a change that may have been applied.
 *
 * Main reads the changed item from the service and settles the change where
 * the read tells (journal:check): the entry's new outcome then shows above,
 * as `journal:changed` brings it. Where the service offers no such read, or
 * the read cannot tell, the sentence says so and the change stays as it is.
 */
import { useMutation } from '@tanstack/react-query'
import type { JournalEntry } from '@shared/journal/entry'
import { Button } from '@renderer/components/Button'
import { journalMutations } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'

export function CheckEntry({ workspaceId, entry }: { workspaceId: string; entry: JournalEntry }) {
  const check = useMutation(journalMutations.check(workspaceId))
  const told = check.data && !check.data.settled ? check.data : null
  return (
    <div className="history-detail__check" data-testid="entry-check">
      <p className="muted">
        Check reads the {entry.resource.kind} from the service and tells whether this change is
        there.
      </p>
      <Button size="sm" busy={check.isPending} onClick={() => check.mutate(entry.id)}>
        Check
      </Button>
      <div role="status">
        {told?.sentence ? <p data-testid="entry-check-result">{told.sentence}</p> : null}
        {told?.detail ? (
          <details>
            <summary>Details</summary>
            {told.detail}
          </details>
        ) : null}
        {check.isError ? (
          <p data-testid="entry-check-result">The check failed: {errorData(check.error).message}</p>
        ) : null}
      </div>
    </div>
  )
}

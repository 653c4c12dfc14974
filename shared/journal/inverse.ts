/**
 * The write that undoes a journal entry, or why there is none.
 *
 * Pure: the entry alone says it. What holds for every entry is here (one
 * already undone, refused or unanswered has nothing to undo); the rest is
 * its operation's (shared/journal/operations/): a session's fields are set
 * back to their values before, where those were known; a picture is sent
 * again from the bytes the journal kept; a deletion cannot be undone.
 */
import type { JournalEntry } from './entry'
import { operationOf } from './operations'
import type { Inverse } from './operations/operation'

export type { Inverse, InverseWrite } from './operations/operation'
export { fieldList } from './operations/session-update'
export { imageWord } from './operations/sponsor-image'

export function inverseOf(entry: JournalEntry): Inverse {
  if (entry.revertedBy) return { kind: 'impossible', why: 'This change has already been undone.' }
  if (entry.outcome.status === 'refused') {
    return { kind: 'impossible', why: 'This change was not applied: there is nothing to undo.' }
  }
  if (entry.outcome.status === 'pending') {
    return {
      kind: 'impossible',
      why: 'The service has not answered this change yet: wait for its answer, then undo it.',
    }
  }
  return operationOf(entry.change).inverse(entry)
}

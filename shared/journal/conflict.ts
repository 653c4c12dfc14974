/**
 * Whether a resource is still what a journal entry left it as.
 *
 * Pure: main passes what it knows now (the catalog's last known state, or a
 * speaker read just now). A field changed since the entry is a conflict,
 * shown with its three versions: before the entry, after it, and now. What
 * Stagehand does not know now is not a conflict: nothing says it changed;
 * nor is the value before an unanswered update, which may not have applied.
 * Each operation compares and words its own (shared/journal/operations/).
 */
import type { JournalEntry } from './entry'
import type { InverseWrite } from './inverse'
import { operationOf } from './operations'
import type { FieldVersions, NowState } from './operations/conflicts'

export type { FieldVersions, NowState } from './operations/conflicts'

/** The fields changed since the entry, each with its three versions; empty when none did. */
export const conflictsOf = (entry: JournalEntry, now: NowState): FieldVersions[] =>
  operationOf(entry.change).conflicts(entry.change, now)

/** Where "now" came from: read from the service just now, or only Stagehand's own last copy. */
export type NowFrom = 'service' | 'local'

/** What the check before a revert found, and what it could not check. */
export interface ConflictCheck {
  nowFrom: NowFrom
  versions: FieldVersions[]
  /**
   * When "now" was only known here: that changes made elsewhere cannot be
   * seen, and what the revert will replace. Null when the service was read.
   */
  unchecked: string | null
}

/** The sentence of a revert whose resource cannot be read back, naming what it will overwrite. */
export const uncheckedWords = (entry: JournalEntry, write: InverseWrite): string =>
  operationOf(entry.change).unchecked(write)

/**
 * The check before a revert: the fields changed since, and whether "now"
 * was read from the service or only known here (then the revert must say
 * what it cannot check and what it will overwrite).
 */
export function conflictCheck(
  entry: JournalEntry,
  now: NowState | null,
  nowFrom: NowFrom,
  write: InverseWrite,
): ConflictCheck {
  const versions = now ? conflictsOf(entry, now) : []
  return {
    nowFrom,
    versions,
    unchecked: nowFrom === 'service' ? null : uncheckedWords(entry, write),
  }
}

/** The sentence of a conflict, naming the fields that changed since. */
export function conflictSentence(
  entry: JournalEntry,
  versions: readonly FieldVersions[],
  nowFrom: NowFrom = 'service',
): string {
  const what = operationOf(entry.change).changedSince(versions)
  // Only what Stagehand itself saw: never presented as the service's state.
  const where = nowFrom === 'local' ? ' in what Stagehand last saw' : ''
  return `Since this change, ${what} again${where}. Undoing it would replace the newer value${versions.length === 1 ? '' : 's'}.`
}

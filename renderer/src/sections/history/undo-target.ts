/**
 * What the window's Undo (Ctrl+Z, or Cmd+Z on a Mac) offers: the last write
 * of this window that can still be reverted.
 *
 * The window asks the journal for the workspace's entries since it opened;
 * among them, the newest that the service applied, that is no revert itself
 * (undoing an undo would be a redo) and that nothing has reverted yet.
 */
import type { JournalEntry } from '@shared/journal/entry'

type UndoFields = Pick<JournalEntry, 'outcome' | 'revertOf' | 'revertedBy'>

export function isUndoCandidate(entry: UndoFields): boolean {
  return entry.outcome.status === 'applied' && entry.revertOf === null && entry.revertedBy === null
}

/** The newest candidate of a newest-first list, or null. */
export function undoTarget<T extends UndoFields>(entries: readonly T[]): T | null {
  return entries.find(isUndoCandidate) ?? null
}

interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** Ctrl+Z (Cmd+Z on a Mac), without Shift (a redo) or Alt. */
export function isUndoKey(event: KeyLike, mac: boolean): boolean {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false
  return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
}

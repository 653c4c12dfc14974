/**
 * The words of a batch undo: its progress while it runs and its summary once
 * it ends.
 */
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'

export interface BatchProgress {
  done: number
  total: number
  paused: boolean
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** "Undoing 3 of 8 changes…", or that it waits for the service. */
export function progressText(progress: BatchProgress): string {
  const head = `Undoing ${progress.done} of ${plural(progress.total, 'change', 'changes')}`
  return progress.paused ? `${head}: paused until the service takes requests again.` : `${head}…`
}

/** The share done, 0–100, for the bar. */
export function progressPercent(progress: BatchProgress): number {
  if (progress.total <= 0) return 0
  return Math.min(100, Math.round((progress.done / progress.total) * 100))
}

export interface SummaryLine {
  key: 'reverted' | 'refused' | 'uncertain' | 'impossible' | 'untouched'
  text: string
}

/** One line per outcome that happened, then each change that cannot be undone with why. */
export function summaryLines(summary: BatchUndoSummary): SummaryLine[] {
  const lines: SummaryLine[] = []
  if (summary.reverted > 0)
    lines.push({ key: 'reverted', text: `${plural(summary.reverted, 'change', 'changes')} undone` })
  if (summary.refused > 0)
    lines.push({
      key: 'refused',
      text: `${plural(summary.refused, 'undo', 'undos')} refused by the service`,
    })
  if (summary.uncertain > 0)
    lines.push({
      key: 'uncertain',
      text: `${plural(summary.uncertain, 'undo', 'undos')} may have been applied: no answer came`,
    })
  if (summary.impossible.length > 0)
    lines.push({
      key: 'impossible',
      text: `${plural(summary.impossible.length, 'change', 'changes')} cannot be undone`,
    })
  const handled = summary.reverted + summary.refused + summary.uncertain + summary.impossible.length
  const untouched = Math.max(0, summary.total - handled)
  if (untouched > 0) {
    const left =
      untouched === 1 ? '1 change left as it was' : `${untouched} changes left as they were`
    lines.push({
      key: 'untouched',
      text: summary.cancelled ? `${left}: the undo was cancelled` : `${left}: already undone`,
    })
  }
  return lines
}

/** The summary's heading. */
export function summaryTitle(summary: BatchUndoSummary): string {
  if (summary.cancelled) return 'Batch undo cancelled'
  const clean = summary.refused === 0 && summary.uncertain === 0 && summary.impossible.length === 0
  return clean ? 'Batch undone' : 'Batch undone in part'
}

export interface BatchState {
  /** The batch's writes (its entries that are no revert): what undoing it goes through. */
  size: number
  /** Writes a batch undo would still revert: applied or uncertain, and not reverted yet. */
  open: number
}

/** What a batch holds, from all its entries; a batch of reverts (a batch undo's own) has no writes. */
export function batchState(
  entries: readonly Pick<JournalEntry, 'revertOf' | 'revertedBy' | 'outcome'>[],
): BatchState {
  const writes = entries.filter((e) => e.revertOf === null)
  return {
    size: writes.length,
    open: writes.filter((e) => e.revertedBy === null && e.outcome.status !== 'refused').length,
  }
}

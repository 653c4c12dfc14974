/**
 * The export's check of itself before it says "Done".
 *
 * Also what it says when the list moved while it was read. Pure: decided from
 * the checkpoint's counts and what the file holds on disk (file-readback.ts).
 *
 * A list read page by page while others change it shifts: an attendee added
 * ahead of the page being read pushes one already read onto the next page
 * (it comes twice: written once, and named), and one removed pulls an unread
 * one back onto a page already read (it is missed: nothing shows it, so the
 * warning says it may happen). Rows on pages past the one the service gave as
 * the last are not written, and named too.
 */

import type { FileOnDisk } from './file-readback'

/** IDs named in one sentence at most; the rest are counted. */
export const NAMED_IDS = 10

/** What the run counted; `distinctIds` is how many different IDs the file holds. */
export interface ExportTally {
  /** Rows on the pages written, repeats included. */
  received: number
  /** Rows written. */
  rows: number
  /** Rows left out because their ID was written already. */
  duplicates: number
  duplicateIds: readonly string[]
  /** Rows on pages past the last page, not written. */
  rowsPastEnd: number
  pastEndIds: readonly string[]
  distinctIds: number
}

/**
 * Null when the file holds every row received, each ID once; otherwise the
 * sentence saying why the export cannot be called done.
 */
export function tallyProblem(t: ExportTally): string | null {
  if (t.rows + t.duplicates !== t.received) {
    return (
      `The export received ${t.received} rows but wrote ${t.rows} and left out ${t.duplicates} ` +
      'repeats, so the file would not hold the list; it was not kept. This is a bug in Stagehand.'
    )
  }
  if (t.distinctIds !== t.rows) {
    return (
      `The file holds ${t.rows} rows but ${t.distinctIds} different attendees, so some attendee ` +
      'is in it twice; it was not kept. This is a bug in Stagehand.'
    )
  }
  return null
}

/** What the run wrote: its rows (the header line aside), bytes, and the last row's SHA-256. */
export interface WrittenFile {
  rows: number
  bytes: number
  lastRowSha: string | null
}

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`)

/**
 * Null when the file on disk holds what was written; otherwise why it cannot be kept.
 *
 * A disk that took a write only in part, or a file cut short after it, shows
 * as fewer rows, a last row that is not the one written, or fewer bytes.
 */
export function fileProblem(written: WrittenFile, found: FileOnDisk): string | null {
  const rows = Math.max(0, found.records - 1)
  const notKept = ' so the file was not kept. Free some space on its disk and export again.'
  if (rows !== written.rows) {
    return (
      `The saved file holds ${rowsText(rows)} where ${rowsText(written.rows)} were written: ` +
      `the disk did not keep them all,${notKept}`
    )
  }
  const lastDiffers = written.lastRowSha !== null && found.lastRecordSha !== written.lastRowSha
  if (lastDiffers || found.bytes !== written.bytes) {
    return `The saved file does not end with the last row written: the disk did not keep it whole,${notKept}`
  }
  return null
}

/** " (IDs a, b and 3 more)" for a sentence; nothing when no ID is known. */
function named(ids: readonly string[], count: number): string {
  const shown = ids.slice(0, NAMED_IDS)
  if (shown.length === 0) return ''
  const more = count - shown.length
  const tail = more > 0 ? ` and ${more} more` : ''
  return ` (${shown.length === 1 ? 'ID' : 'IDs'} ${shown.join(', ')}${tail})`
}

const attendees = (n: number) => (n === 1 ? '1 attendee' : `${n} attendees`)

/** Sentences for the summary of a finished export; empty when the list held still. */
export function exportWarnings(t: Omit<ExportTally, 'distinctIds'>): string[] {
  const out: string[] = []
  if (t.duplicates > 0) {
    out.push(
      `The list changed while it was read: ${attendees(t.duplicates)} came on two pages` +
        `${named(t.duplicateIds, t.duplicates)}; ${t.duplicates === 1 ? 'it' : 'each'} is ` +
        'written once. Others may have moved ' +
        'onto pages already read and be missing from the file: export again once the list ' +
        'stops changing.',
    )
  }
  if (t.rowsPastEnd > 0) {
    out.push(
      `The service sent ${attendees(t.rowsPastEnd)} on pages after the one it gave as the ` +
        `last${named(t.pastEndIds, t.rowsPastEnd)}, so the list grew while it was read. ` +
        'They are not in the file: export again to include them.',
    )
  }
  return out
}

/** Adds IDs to a checkpoint's list of named ones, keeping it short. */
export function noteIds(list: string[], ids: readonly string[]): void {
  for (const id of ids) {
    if (list.length >= NAMED_IDS) return
    if (!list.includes(id)) list.push(id)
  }
}

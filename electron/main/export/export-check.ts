/**
 * The export's check of itself before it says "Done".
 *
 * Also what it says when the list moved while it was read. Pure: decided from
 * the checkpoint's counts.
 *
 * A list read page by page while others change it shifts: an attendee added
 * ahead of the page being read pushes one already read onto the next page
 * (it comes twice: written once, and named), and one removed pulls an unread
 * one back onto a page already read (it is missed: nothing shows it, so the
 * warning says it may happen). Rows on pages past the one the service gave as
 * the last are not written, and named too.
 */

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

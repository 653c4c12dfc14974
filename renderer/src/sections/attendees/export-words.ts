/**
 * What a paused export's card says: why it stopped, what to do, and how far it got.
 *
 * A full disk or a file held open is said in main's sentence, which names the
 * disk or the file.
 */
import type { ExportStatus } from '@shared/ipc/channels/export'
import { countText } from '@shared/number-format'

/** How far a paused export got, as a sentence ("No rows are written yet." at the start). */
function writtenSoFar(rows: number): string {
  if (rows === 0) return 'No rows are written yet.'
  return rows === 1 ? '1 row is written so far.' : `${countText(rows)} rows are written so far.`
}

export function pausedSentence(status: ExportStatus): string {
  const rows = status.rowsWritten
  switch (status.pausedReason) {
    case 'quota':
      return `Paused: today's request quota is used up. Resume once it resets (midnight UTC). ${writtenSoFar(rows)}`
    case 'disk-full':
      return `${status.error?.message ?? 'The disk is full: free some space, then Resume.'} ${writtenSoFar(rows)}`
    case 'file-locked':
      return `${status.error?.message ?? `${status.path} is open in another program: close it, then Resume.`} ${rows === 1 ? 'Its 1 row is read and kept' : `All ${countText(rows)} rows are read and kept`}: Resume only puts the file in its place.`
    default:
      return `Stopped when Stagehand closed. It can continue where it stopped. ${writtenSoFar(rows)}`
  }
}

/**
 * What a paused export's card says: why it stopped, what to do, and how far
 * it got. A full disk or a file held open is said in main's sentence, which
 * names the disk or the file.
 */
import type { ExportStatus } from '@shared/ipc/channels/export'

const number = new Intl.NumberFormat('en')

export function pausedSentence(status: ExportStatus): string {
  const rows = number.format(status.rowsWritten)
  switch (status.pausedReason) {
    case 'quota':
      return `Paused: today's request quota is used up. Resume once it resets (midnight UTC); ${rows} rows are written so far.`
    case 'disk-full':
      return `${status.error?.message ?? 'The disk is full: free some space, then Resume.'} ${rows} rows are written so far.`
    case 'file-locked':
      return `${status.error?.message ?? `${status.path} is open in another program: close it, then Resume.`} All ${rows} rows are written.`
    default:
      return `Stopped when Stagehand closed. It can continue where it stopped; ${rows} rows are written so far.`
  }
}

/**
 * The review table's rules, without React.
 *
 * Which speaker a row starts with, which rows "Upload N" sends, and what each
 * row tells the user. A row is sent only when its photo passed the deep
 * precheck, it has a speaker, no other row has the same speaker (concurrent
 * uploads would leave whichever finished last, a guess), and — when the name
 * fitted several speakers — the user chose one.
 */
import type { UploadState } from '@shared/uploads/upload-queue'
import { duplicatedSpeakers, type FileMatch } from './match-file-names'

/** `preview`: the header says the window may show the photo (image-drop/previewable.ts). */
export type RowVerdict = (
  | { state: 'checking'; summary: string }
  | { state: 'ok'; summary: string; warnings?: string[] }
  | { state: 'refused'; summary: string; message: string }
) & { preview?: true }

export interface ReviewRow {
  key: string
  /** Shown, and matched: the path inside a dropped folder, or the file name. */
  path: string
  verdict: RowVerdict
  match: FileMatch
  /** The speaker this photo goes to; null: skipped, or not chosen yet. */
  choice: string | null
  /** Set once the user picked in the chooser: their word stands over the proposal. */
  chosenByHand: boolean
}

/** The proposal, unless the name fitted several speakers: then the user picks. */
export function initialChoice(match: FileMatch): string | null {
  return match.speakerId !== null && match.rivals.length === 0 ? match.speakerId : null
}

export type RowNote =
  { tone: 'ok'; text: string } | { tone: 'warning' | 'error' | 'muted'; text: string }

export interface RowStatus {
  uploadable: boolean
  /** Why it will not be sent, or null when it will. */
  note: RowNote | null
}

/** Speaker IDs chosen for more than one row. */
export function duplicateChoices(rows: readonly ReviewRow[]): Set<string> {
  return duplicatedSpeakers(rows.map((r) => r.choice))
}

export function rowStatus(
  row: ReviewRow,
  duplicates: ReadonlySet<string>,
  nameOf: (speakerId: string) => string,
): RowStatus {
  if (row.verdict.state === 'refused')
    return { uploadable: false, note: { tone: 'error', text: row.verdict.message } }
  if (row.choice !== null && duplicates.has(row.choice))
    return {
      uploadable: false,
      note: {
        tone: 'warning',
        text: `Another photo is also for ${nameOf(row.choice)}: choose another speaker for one of them, or skip it`,
      },
    }
  if (row.choice === null) {
    if (!row.chosenByHand && row.match.speakerId !== null && row.match.rivals.length > 0) {
      const names = [row.match.speakerId, ...row.match.rivals].map(nameOf)
      return {
        uploadable: false,
        note: { tone: 'warning', text: `Fits ${names.join(' and ')}: choose one` },
      }
    }
    if (!row.chosenByHand && row.match.speakerId === null)
      return {
        uploadable: false,
        note: { tone: 'muted', text: 'No speaker’s name or ID found in the file name: choose one' },
      }
    return { uploadable: false, note: { tone: 'muted', text: 'Skipped' } }
  }
  if (row.verdict.state === 'checking') return { uploadable: false, note: null }
  return { uploadable: true, note: null }
}

/** The rows "Upload N" sends, in table order. */
export function uploadableRows(
  rows: readonly ReviewRow[],
  nameOf: (speakerId: string) => string = (id) => id,
): ReviewRow[] {
  const duplicates = duplicateChoices(rows)
  return rows.filter((r) => rowStatus(r, duplicates, nameOf).uploadable)
}

/** "100%", or "83%" for a name fitted with a typo; "ID" when an ID said it. */
export function confidenceText(match: FileMatch): string {
  if (match.via === 'speaker-id') return 'by speaker ID'
  if (match.via === 'external-ref') return 'by external reference'
  return `${Math.round(match.confidence * 100)}%`
}

/** What the upload column says for a row the queue holds. */
export function uploadStateText(state: UploadState): string {
  switch (state) {
    case 'waiting':
      return 'Waiting'
    case 'uploading':
      return 'Uploading…'
    case 'done':
      return 'Uploaded'
    case 'failed':
      return 'Failed'
    case 'cancelled':
      return 'Not sent (cancelled)'
  }
}

/**
 * The sentence of the live region: where the whole upload stands.
 *
 * `unsure`: failed rows whose answer was lost and not yet checked (counted in
 * `failed`).
 */
export function progressText(
  p: {
    total: number
    done: number
    failed: number
    cancelled: number
    running: boolean
  },
  unsure = 0,
): string {
  const parts = [`${p.done} of ${p.total} uploaded`]
  if (p.failed - unsure > 0) parts.push(`${p.failed - unsure} failed`)
  if (unsure > 0) parts.push(`${unsure} may have been applied`)
  if (p.cancelled > 0) parts.push(`${p.cancelled} not sent`)
  return parts.join(' · ') + (p.running ? '…' : '.')
}

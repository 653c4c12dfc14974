/**
 * An export page from bytes to CSV.
 *
 * The body read as JSON (element by element, api/json-bytes.ts), checked as
 * `listAttendeesPage` checks it, and encoded for the file. This is most of an
 * export's CPU time (about 220 KB of JSON a page), so it runs in a worker
 * thread (codec-worker.ts) while the main process keeps fetching; the same
 * function runs in-thread where no worker can start. Pure: no I/O.
 */
import { collectCustomSlugs, resolveColumns } from '@shared/attendees/columns'
import type { ReadNotes } from '@shared/api/read-notes'
import { readAttendeesPage } from '../api/attendees'
import { readSnapshotRecord, type SnapshotRecord } from '../snapshots/snapshot-record'
import { createCsvEncoder, type CsvEncoder } from './csv-writer'
import { encodePage, type EncodedPage } from './encoded-page'

export interface CodecJob {
  /** The 2xx body as received. */
  bytes: ArrayBuffer
  status: number
  page: number
  pageSize: number
  /** Column ids to encode with; null while an every-column export has no header yet. */
  columns: readonly string[] | null
  neutralise: boolean
  /** Read the records as a snapshot keeps them too (a full export kept as a snapshot). */
  snapshot?: boolean
}

export interface CodecResult {
  /** Records the answer held, skipped ones included: what tells a full page from a short one. */
  count: number
  hasNext: boolean
  /** Custom field slugs met on the page, in the order `collectCustomSlugs` gives. */
  slugs: string[]
  /** Null when the job had no columns. */
  encoded: EncodedPage | null
  /** Values read as text or left out, and records skipped for want of an ID. */
  notes: ReadNotes
  /**
   * The records as a snapshot keeps them (snapshots/snapshot-record.ts), when
   * the job asked: small next to the page, so they are copied to the main
   * thread, which has only to insert them.
   */
  snapshot: (SnapshotRecord | null)[] | null
}

/** Encoders are reused while the columns stay the same (they do for a whole export). */
export function createPageCoder(): (job: CodecJob) => CodecResult {
  let cached: { key: string; encoder: CsvEncoder } | null = null
  const encoderFor = (columns: readonly string[], neutralise: boolean): CsvEncoder => {
    const key = `${neutralise}\n${columns.join('\n')}`
    if (cached?.key !== key) {
      // The byte-order mark belongs to the file's head, which the job writes itself.
      cached = { key, encoder: createCsvEncoder(resolveColumns(columns), { neutralise }) }
    }
    return cached.encoder
  }
  return (job) => {
    const page = readAttendeesPage(job)
    return {
      count: page.items.length + page.notes.skipped,
      hasNext: page.hasNext,
      slugs: collectCustomSlugs(page.items),
      encoded: job.columns ? encodePage(page.items, encoderFor(job.columns, job.neutralise)) : null,
      notes: page.notes,
      snapshot: job.snapshot ? page.items.map(readSnapshotRecord) : null,
    }
  }
}

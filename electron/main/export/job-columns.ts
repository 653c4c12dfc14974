/**
 * The columns of one export run and the encoder that writes them.
 *
 * A visible-columns export knows them from the start. An every-column export
 * fixes them at the first page written (custom fields met on it join the
 * header) and adds a column at the end for each custom field first met on a
 * later page; rows written before are padded when the file is finished
 * (widen-rows.ts).
 */
import { customColumnId, resolveColumns } from '@shared/attendees/columns'
import type { ReadNotes } from '@shared/api/read-notes'
import type { AttendeePageBytes } from '../api/attendees'
import type { SnapshotRecord } from '../snapshots/snapshot-record'
import type { Checkpoint } from './checkpoint'
import type { PageCodec } from './codec-pool'
import { createCsvEncoder, type CsvEncoder } from './csv-writer'
import type { EncodedPage } from './encoded-page'

/** A page read and waiting for its turn in the file. */
export interface HeldPage {
  encoded: EncodedPage | null
  /**
   * The page as received, kept while it may have to be encoded again: until
   * the columns are known, or when it holds custom fields its encoding lacks.
   */
  raw: AttendeePageBytes | null
  slugs: string[]
  /** What reading the page changed; added to the export's summary when the page is written. */
  notes: ReadNotes
  /** Its records for the export's snapshot (a full export), added once the page is written. */
  snapshot: (SnapshotRecord | null)[] | null
}

/** Column ids of the page's custom fields that `columns` lacks, in the page's order. */
const missingColumns = (slugs: readonly string[], columns: readonly string[]): string[] =>
  slugs.map(customColumnId).filter((id) => !columns.includes(id))

export class JobColumns {
  private encoder: CsvEncoder | null

  /** `cp` is the run's checkpoint: its header and widened flag are updated in place. */
  constructor(
    private readonly cp: Checkpoint,
    private readonly codec: PageCodec,
  ) {
    const ids = cp.header ?? (cp.allColumns ? null : cp.columns)
    this.encoder = ids ? createCsvEncoder(resolveColumns(ids), cp) : null
  }

  /** The ids pages are encoded with now; null until an every-column export has fixed them. */
  ids(): string[] | null {
    return this.encoder ? this.encoder.columns.map((c) => c.id) : null
  }

  /** Whether a page encoded with `columns` needs no second encoding. */
  complete(encoded: EncodedPage | null, slugs: readonly string[], columns: readonly string[]) {
    return encoded !== null && (!this.cp.allColumns || missingColumns(slugs, columns).length === 0)
  }

  /** Every-column export: the first page written fixes the columns. */
  fixAt(first: HeldPage): void {
    this.encoder ??= createCsvEncoder(
      resolveColumns([...this.cp.columns, ...first.slugs.map(customColumnId)]),
      this.cp,
    )
  }

  /** Encodes held pages with the current columns, all at once (the codec reads them in parallel). */
  async encodeAgain(pages: HeldPage[]): Promise<void> {
    const columns = this.ids()!
    await Promise.all(
      pages.map(async (p) => {
        const result = await this.codec.code({
          ...p.raw!,
          columns,
          neutralise: this.cp.neutralise,
        })
        p.encoded = result.encoded
        if (!this.cp.allColumns || missingColumns(p.slugs, columns).length === 0) p.raw = null
      }),
    )
  }

  /** Every-column export: custom fields first met on this page become columns at the end. */
  addColumnsFor(p: HeldPage): void {
    const ids = this.ids()!
    const added = missingColumns(p.slugs, ids)
    if (!this.cp.allColumns || added.length === 0) return
    this.encoder = createCsvEncoder(resolveColumns([...ids, ...added]), this.cp)
    if (this.cp.header) {
      this.cp.header = this.ids()
      this.cp.widened = true
    }
  }

  /** The header line, once: empty when it is written already or the columns are not fixed yet. */
  headText(): string {
    if (this.cp.header || !this.encoder) return ''
    this.cp.header = this.ids()
    return this.encoder.head()
  }

  /** The header line of a list that had no attendees: the columns as chosen. */
  emptyListHead(): string {
    this.encoder ??= createCsvEncoder(resolveColumns(this.cp.columns), this.cp)
    return this.headText()
  }
}

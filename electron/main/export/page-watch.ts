/**
 * What one run of an export watches in the pages it receives, beside writing them.
 *
 * A service that answers every page number with the same rows (stopped as soon
 * as two neighbouring pages are here, before the window of requests is spent),
 * the rows a page the service sends, repeats left out, rows past the end, and
 * the check of the whole before the file is called done (export-check.ts). The
 * counts live in the checkpoint, so a resumed run carries on with them.
 */
import { repeatedPageMessage, repeatsPrevious } from '@shared/api/paging'
import { appError, type AppError } from '@shared/errors'
import type { Checkpoint } from './checkpoint'
import { noteIds, tallyProblem } from './export-check'
import type { HeldPage } from './job-columns'

export class PageWatch {
  /** The IDs of the page written last in this run. */
  private lastIds: readonly string[] | null = null

  constructor(
    private readonly cp: Checkpoint,
    private readonly held: ReadonlyMap<number, HeldPage>,
  ) {}

  /** A page with a next one shows how many rows a page the service sends. */
  answered(count: number, hasNext: boolean): void {
    if (hasNext && count > 0) this.cp.servedPageSize ??= count
  }

  /** The error to stop with when `page`, just held, repeats its neighbour or is repeated by it. */
  repeatAround(page: number): AppError | null {
    const ids = this.idsAt(page)
    if (!ids) return null
    if (repeatsPrevious(this.idsAt(page - 1), ids)) return repeatError(page)
    if (repeatsPrevious(ids, this.idsAt(page + 1) ?? [])) return repeatError(page + 1)
    return null
  }

  /** Before `page` goes into the file: throws when it repeats the page written before it. */
  beforeWrite(page: number, ids: readonly string[]): void {
    if (repeatsPrevious(this.lastIds, ids)) throw repeatError(page)
    this.lastIds = ids
  }

  /** After a write: rows received on the pages written, and those left out as repeats. */
  written(received: number, leftOutIds: readonly string[]): void {
    this.cp.received += received
    this.cp.duplicates += leftOutIds.length
    noteIds(this.cp.duplicateIds, leftOutIds)
  }

  /** Rows found on a page past the last one: not written, but counted and named. */
  pastEnd(count: number, ids: readonly string[]): void {
    this.cp.rowsPastEnd += count
    noteIds(this.cp.pastEndIds, ids)
  }

  /** Throws unless the file holds every row received, each ID once (`seen`: the IDs written). */
  checkWhole(seen: ReadonlySet<string>): void {
    const problem = tallyProblem({ ...this.cp, distinctIds: seen.size })
    if (problem) throw appError('internal', problem)
  }

  /** The IDs of a page here: the one written last, or one held. */
  private idsAt(page: number): readonly string[] | null {
    if (page === this.cp.nextPage - 1) return this.lastIds
    return this.held.get(page)?.encoded?.ids ?? null
  }
}

function repeatError(page: number): AppError {
  return appError('invalid-response', repeatedPageMessage(page))
}

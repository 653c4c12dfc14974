/**
 * One run of an export.
 *
 * Pages fetched concurrently as the planner allows, read and turned into CSV
 * bytes on arrival by the page codec (in a worker thread: codec-pool.ts; a page
 * held for ordering costs its bytes, not its parsed objects: encoded-page.ts),
 * written strictly in page order with rows deduplicated by id (the columns they
 * are written with: job-columns.ts), and a checkpoint saved about every two
 * seconds. Memory is bounded by the planner's window, whatever the size of the
 * list.
 */
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { peekAttendeesPage, type AttendeePageBytes } from '../api/attendees'
import { appError, isAppError } from '@shared/errors'
import { mergeNotes } from '@shared/api/read-notes'
import type { Checkpoint } from './checkpoint'
import { isQuotaError } from './export-status'
import { lastRowOf, newRows } from './encoded-page'
import { rowSha } from './file-readback'
import { PageWatch } from './page-watch'
import type { PageCodec } from './codec-pool'
import { JobColumns, type HeldPage } from './job-columns'
import type { CodecResult } from './page-codec'
import type { ExportOutput } from './output-file'
import type { ExportSnapshot } from '../snapshots/export-snapshot'
import type { SnapshotRecord } from '../snapshots/snapshot-record'
import { DEFAULT_PLANNER, PagePlanner, type PageOutcome, type PlannerOptions } from './planner'

export interface PageQuery {
  eventId: string
  filter: FilterCondition[]
  sort: SortKey[]
  page: number
  pageSize: number
}

/** One page through the workspace's scheduler (rate limits, quota, retries), its body unread. */
export type FetchPage = (query: PageQuery, signal: AbortSignal) => Promise<AttendeePageBytes>

export interface JobDeps {
  fetchPage: FetchPage
  /** Reads and encodes pages (a worker pool in the app). */
  codec: PageCodec
  now(): number
  /** Called after every write (the service throttles what it forwards). */
  onProgress(): void
  /** Persists the checkpoint; the job has synced the data it vouches for. */
  saveCheckpoint(): Promise<void>
  /** Requests left today (null: unknown); with room for a full window, probes go out first. */
  quotaRemaining?(): number | null
  planner?: Partial<Omit<PlannerOptions, 'firstPage'>>
  checkpointEveryMs?: number
  /** Keeps the written pages as a snapshot of the event (a full export); absent otherwise. */
  snapshot?: Pick<ExportSnapshot, 'add'> | null
}

/**
 * Pages written with one file write when several are ready at once.
 *
 * While answers pour in, each write waits behind them, so page-by-page writing
 * falls behind and held pages pile up. Bounded so one write stays small.
 */
const PAGES_PER_WRITE = 10

/**
 * How often a page whose body could not be read (cut off, an HTML page in a 200) is fetched again.
 *
 * The scheduler repeats such reads for the grid, but an export's pages reach it
 * as bytes read later off the main thread, so the export repeats them itself,
 * like the scheduler a few times only.
 */
const UNREADABLE_REPEATS = 3

function unreadableBody(error: unknown): boolean {
  return isAppError(error) && error.kind === 'invalid-response' && error.data.retryable
}

/**
 * Runs until the list is written or something fails.
 *
 * `cp` is updated in place as pages are written; on failure it describes
 * exactly what the file holds, so the caller can pause (checkpoint) or discard.
 */
export async function runExportJob(
  cp: Checkpoint,
  output: ExportOutput,
  seen: Set<string>,
  deps: JobDeps,
  signal: AbortSignal,
): Promise<void> {
  const planner = new PagePlanner({
    ...DEFAULT_PLANNER,
    ...deps.planner,
    firstPage: cp.nextPage,
  })
  const held = new Map<number, HeldPage>()
  const inFlight = new Map<number, AbortController>()
  /** Pages whose answer is here and still being read: their requests are spent. */
  const arrived = new Set<number>()
  const columns = new JobColumns(cp, deps.codec)
  let failure: unknown = null
  const watch = new PageWatch(cp, held)
  let wake: () => void = () => undefined
  let lastCheckpoint = deps.now()
  const checkpointEvery = deps.checkpointEveryMs ?? 2000

  /**
   * Tells the planner what a page held.
   *
   * Returns false when there is nothing of it to write (empty, or past the
   * end).
   */
  const settlePlanner = (page: number, outcome: PageOutcome): boolean => {
    const keep = planner.settle(page, outcome)
    for (const beyond of planner.beyondEnd()) inFlight.get(beyond)?.abort()
    return keep
  }

  /**
   * Fetches a page and has it read (and encoded, once the columns are known).
   *
   * An answer that decides what is fetched next is peeked at on arrival, so
   * the next requests go out while the page is still being read.
   */
  const fetchAndRead = async (
    query: PageQuery,
    signal: AbortSignal,
  ): Promise<{
    received: AttendeePageBytes
    result: CodecResult
    ids: readonly string[] | null
    keep: boolean | null
  }> => {
    let keep: boolean | null = null
    for (let repeat = 0; ; repeat++) {
      const received = await deps.fetchPage(query, signal)
      arrived.add(query.page)
      const decides = planner.decides(query.page)
      // A page's answer settles the planner once, even when its body is read again.
      const peeked = decides && keep === null ? peekAttendeesPage(received) : null
      if (peeked) keep = settlePlanner(query.page, peeked)
      if (peeked && !failure && !signal.aborted) launch()
      const ids = columns.ids()
      // The page the file waits for is read first (and answers not peeked at: they decide too).
      const urgent = (decides && keep === null) || query.page === cp.nextPage
      try {
        const result = await deps.codec.code(
          { ...received, columns: ids, neutralise: cp.neutralise, snapshot: !!deps.snapshot },
          urgent,
        )
        return { received, result, ids, keep }
      } catch (error) {
        if (repeat >= UNREADABLE_REPEATS || signal.aborted || !unreadableBody(error)) throw error
      }
    }
  }

  const settle = (
    page: number,
    received: AttendeePageBytes,
    result: CodecResult,
    ids: readonly string[] | null,
    peekedKeep: boolean | null,
  ): void => {
    cp.requests++
    const keep = peekedKeep ?? settlePlanner(page, { count: result.count, hasNext: result.hasNext })
    watch.answered(result.count, result.hasNext)
    if (!keep) {
      watch.pastEnd(result.count, result.encoded?.ids ?? [])
      return
    }
    const complete = columns.complete(result.encoded, result.slugs, ids ?? [])
    held.set(page, {
      encoded: result.encoded,
      raw: complete ? null : received,
      slugs: result.slugs,
      notes: result.notes,
      snapshot: result.snapshot,
    })
    failure ??= watch.repeatAround(page)
  }

  const launch = (): void => {
    const remaining = deps.quotaRemaining?.() ?? null
    const probesFirst = remaining !== null && remaining >= planner.options.maxInFlight
    for (const page of planner.next(probesFirst)) {
      const controller = new AbortController()
      inFlight.set(page, controller)
      const query = {
        eventId: cp.eventId,
        filter: cp.filter,
        sort: cp.sort,
        page,
        pageSize: cp.pageSize,
      }
      fetchAndRead(query, controller.signal)
        .then(
          ({ received, result, ids, keep }) => settle(page, received, result, ids, keep),
          (error: unknown) => {
            planner.dropped(page)
            // Pages cancelled because they lie past the end are not failures.
            if (controller.signal.aborted && !signal.aborted) return
            if (isAppError(error) && error.kind !== 'cancelled') cp.requests++
            failure ??= error
          },
        )
        .finally(() => {
          inFlight.delete(page)
          arrived.delete(page)
          // Refill the window at once: waiting for the writer would idle the connection.
          if (!failure && !signal.aborted) launch()
          wake()
        })
    }
  }

  /** Writes every page that is next in line, a few per file write. */
  const writeReady = async (): Promise<void> => {
    while (held.has(cp.nextPage)) {
      columns.fixAt(held.get(cp.nextPage)!)
      // Pages whose reading began before the columns were known come back unencoded.
      const unencoded = () => [...held.values()].filter((p) => !p.encoded)
      for (let waiting = unencoded(); waiting.length > 0; waiting = unencoded())
        await columns.encodeAgain(waiting)
      const chunks: (string | Buffer)[] = []
      const keptIds: string[] = []
      const leftOutIds: string[] = []
      const snapshotPages: (SnapshotRecord | null)[][] = []
      let received = 0
      let lastRow: Buffer | null = null
      let page = cp.nextPage
      for (let p = held.get(page); p && page < cp.nextPage + PAGES_PER_WRITE; p = held.get(page)) {
        columns.addColumnsFor(p)
        if (p.raw) await columns.encodeAgain([p])
        const ids = p.encoded!.ids
        // Checked before anything of the batch is written: the file stays as the checkpoint says.
        watch.beforeWrite(page, ids)
        received += ids.length
        chunks.push(columns.headText())
        const rows = newRows(p.encoded!, seen, keptIds, leftOutIds)
        chunks.push(...rows)
        lastRow = lastRowOf(p.encoded!, rows) ?? lastRow
        // Counted as the page is written, once, however often it was read.
        cp.readNotes = mergeNotes(cp.readNotes, p.notes)
        if (p.snapshot) snapshotPages.push(p.snapshot)
        held.delete(page++)
      }
      await output.append(chunks, keptIds)
      cp.nextPage = page
      cp.rows += keptIds.length
      if (lastRow) cp.lastRowSha = rowSha(lastRow)
      watch.written(received, leftOutIds)
      cp.bytes = output.bytes
      cp.idsBytes = output.idsBytes
      planner.written(cp.nextPage)
      deps.onProgress()
      // After the planner has its room back, one page's insert at a time, so the thread fetches
      // and answers between them (the store keeps each attendee once, as the file does).
      for (const records of snapshotPages) {
        deps.snapshot?.add(records)
        await new Promise(setImmediate)
      }
    }
    cp.wasted = planner.wasted
  }

  // One listener for the whole run (not one per page): stopping the run stops every page.
  const stopAll = (): void => {
    for (const controller of inFlight.values()) controller.abort()
  }
  signal.addEventListener('abort', stopAll, { once: true })
  try {
    for (;;) {
      if (signal.aborted) throw appError('cancelled', 'The export was cancelled.')
      // Pages already here go to the file even after a request failed: when
      // that failure pauses the export (the daily quota), they stay written.
      await writeReady()
      // The daily quota pauses the export, but answers already here are read and written
      // first: their requests are spent, and the next day would ask for them again.
      if (failure && !(isQuotaError(failure) && arrived.size > 0)) throw failure
      const end = planner.end
      if (end !== null && cp.nextPage > end) {
        // Pages read before the end was known and found to lie past it.
        for (const [page, p] of held)
          if (page > end) watch.pastEnd(p.encoded?.ids.length ?? 0, p.encoded?.ids ?? [])
        break
      }
      if (deps.now() - lastCheckpoint >= checkpointEvery) {
        await output.sync()
        await deps.saveCheckpoint()
        lastCheckpoint = deps.now()
      }
      const woken = new Promise<void>((resolve) => (wake = resolve))
      if (!failure) launch()
      // Paused by the quota: once the answers here are written, pages still out are not waited for.
      else if (arrived.size === 0) continue
      if (inFlight.size === 0 && !held.has(cp.nextPage)) {
        throw appError(
          'internal',
          'The export stopped making progress; this is a bug in Stagehand.',
        )
      }
      if (!held.has(cp.nextPage)) await woken
    }
    // An empty list still gets its header line.
    if (!cp.header) {
      await output.append([columns.emptyListHead()], [])
      cp.bytes = output.bytes
    }
    // Never "done" unless the file holds what was received.
    watch.checkWhole(seen)
  } finally {
    signal.removeEventListener('abort', stopAll)
    stopAll()
    cp.wasted = planner.wasted
  }
}

/**
 * One run of an export: pages fetched concurrently as the planner allows,
 * turned into CSV bytes on arrival (so a page held for ordering costs its
 * bytes, not its parsed objects: encoded-page.ts), written strictly in page
 * order with rows deduplicated by id, and a checkpoint saved about every two
 * seconds. Memory is bounded by the planner's window, whatever the size of
 * the list.
 */
import type { FilterCondition, SortKey } from '../../../shared/api/filter-grammar'
import type { Attendee } from '../../../shared/api/schemas'
import { collectCustomSlugs, resolveColumns } from '../../../shared/attendees/columns'
import { appError, isAppError } from '../../../shared/errors'
import type { Checkpoint } from './checkpoint'
import { createCsvEncoder } from './csv-writer'
import type { CsvEncoder } from './csv-writer'
import { encodePage, newRows } from './encoded-page'
import type { EncodedPage } from './encoded-page'
import type { ExportOutput } from './output-file'
import { DEFAULT_PLANNER, PagePlanner } from './planner'
import type { PlannerOptions } from './planner'

export interface PageQuery {
  eventId: string
  filter: FilterCondition[]
  sort: SortKey[]
  page: number
  pageSize: number
}

export interface PageResult {
  items: Attendee[]
  hasNext: boolean
}

/** One page through the workspace's scheduler (rate limits, quota, retries). */
export type FetchPage = (query: PageQuery, signal: AbortSignal) => Promise<PageResult>

export interface JobDeps {
  fetchPage: FetchPage
  now(): number
  /** Called after every write (the service throttles what it forwards). */
  onProgress(): void
  /** Persists the checkpoint; the job has synced the data it vouches for. */
  saveCheckpoint(): Promise<void>
  /** Requests left today (null: unknown); with room for a full window, probes go out first. */
  quotaRemaining?(): number | null
  planner?: Partial<Omit<PlannerOptions, 'pageSize' | 'firstPage'>>
  checkpointEveryMs?: number
}

interface HeldPage {
  encoded: EncodedPage | null
  /** Parsed rows instead, only until the header (and so the columns) is known. */
  raw: Attendee[] | null
}

/**
 * Pages written with one file write when several are ready at once: while
 * answers pour in, each write waits behind them, so page-by-page writing
 * falls behind and held pages pile up. Bounded so one write stays small.
 */
const PAGES_PER_WRITE = 10

/**
 * Runs until the list is written or something fails. `cp` is updated in
 * place as pages are written; on failure it describes exactly what the file
 * holds, so the caller can pause (checkpoint) or discard.
 */
export async function runExportJob(
  cp: Checkpoint,
  output: ExportOutput,
  seen: Set<string>,
  deps: JobDeps,
  signal: AbortSignal,
): Promise<void> {
  const planner = new PagePlanner({
    pageSize: cp.pageSize,
    ...DEFAULT_PLANNER,
    ...deps.planner,
    firstPage: cp.nextPage,
  })
  const held = new Map<number, HeldPage>()
  const inFlight = new Map<number, AbortController>()
  const skipped = new Set(cp.skippedCustomFields)
  let encoder: CsvEncoder | null = cp.header
    ? createCsvEncoder(resolveColumns(cp.header), cp)
    : null
  if (!encoder && !cp.allColumns) encoder = createCsvEncoder(resolveColumns(cp.columns), cp)
  let failure: unknown = null
  let wake: () => void = () => undefined
  let lastCheckpoint = deps.now()
  const checkpointEvery = deps.checkpointEveryMs ?? 2000

  const encode = (items: Attendee[], enc: CsvEncoder): EncodedPage => {
    if (cp.allColumns) {
      for (const slug of collectCustomSlugs(items)) {
        if (!enc.columns.some((c) => c.id === `custom:${slug}`)) skipped.add(slug)
      }
    }
    return encodePage(items, enc)
  }

  const settle = (page: number, result: PageResult): void => {
    cp.requests++
    if (!planner.settle(page, { count: result.items.length, hasNext: result.hasNext })) return
    held.set(
      page,
      encoder
        ? { encoded: encode(result.items, encoder), raw: null }
        : { encoded: null, raw: result.items },
    )
    for (const beyond of planner.beyondEnd()) inFlight.get(beyond)?.abort()
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
      deps
        .fetchPage(query, controller.signal)
        .then(
          (result) => settle(page, result),
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
          // Refill the window at once: waiting for the writer would idle the connection.
          if (!failure && !signal.aborted) launch()
          wake()
        })
    }
  }

  /** The header line, once: the first page written fixes the columns of an every-column export. */
  const headText = (first: HeldPage): string => {
    if (!encoder) {
      // Every-column export: custom fields met on the first page join the header.
      const slugs = collectCustomSlugs(first.raw ?? [])
      encoder = createCsvEncoder(
        resolveColumns([...cp.columns, ...slugs.map((s) => `custom:${s}`)]),
        cp,
      )
      for (const other of held.values()) {
        if (other.raw) other.encoded = encode(other.raw, encoder)
        other.raw = null
      }
    }
    if (cp.header) return ''
    cp.header = encoder.columns.map((c) => c.id)
    return encoder.head()
  }

  /** Writes every page that is next in line, a few per file write. */
  const writeReady = async (): Promise<void> => {
    while (held.has(cp.nextPage)) {
      const chunks: (string | Buffer)[] = []
      const keptIds: string[] = []
      let page = cp.nextPage
      for (let p = held.get(page); p && page < cp.nextPage + PAGES_PER_WRITE; p = held.get(page)) {
        chunks.push(headText(p))
        chunks.push(...newRows(p.encoded!, seen, keptIds))
        held.delete(page++)
      }
      await output.append(chunks, keptIds)
      cp.nextPage = page
      cp.rows += keptIds.length
      cp.bytes = output.bytes
      cp.idsBytes = output.idsBytes
      planner.written(cp.nextPage)
      deps.onProgress()
    }
    cp.wasted = planner.wasted
    cp.skippedCustomFields = [...skipped]
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
      if (failure) throw failure
      const end = planner.end
      if (end !== null && cp.nextPage > end) break
      if (deps.now() - lastCheckpoint >= checkpointEvery) {
        await output.sync()
        await deps.saveCheckpoint()
        lastCheckpoint = deps.now()
      }
      const woken = new Promise<void>((resolve) => (wake = resolve))
      launch()
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
      encoder ??= createCsvEncoder(resolveColumns(cp.columns), cp)
      cp.header = encoder.columns.map((c) => c.id)
      await output.append([encoder.head()], [])
      cp.bytes = output.bytes
    }
  } finally {
    signal.removeEventListener('abort', stopAll)
    stopAll()
    cp.wasted = planner.wasted
  }
}

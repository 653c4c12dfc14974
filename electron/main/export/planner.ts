/**
 * Decides which pages of an attendee list to request.
 *
 * The total is unknown (the API gives none). Two kinds of request:
 *
 * - safe pages: at or below the highest page known to exist. They are never
 *   wasted, so as many as the window allows go out at once.
 * - probes: pages beyond what is known, placed to find the end fast. A full
 *   probe proves every page below it exists (so the safe window jumps up to
 *   it); an empty one bounds the end from above. Probes above the end are the
 *   only waste, so they are few, in rounds, and stop when the waste budget is
 *   spent (then the planner creeps one page at a time).
 *
 * Growth is step by step: while nothing bounds the end, each round probes 2×
 * and 4× the known extent; once an empty page bounds it, three probes split
 * the remaining gap evenly. A round waits only for its lowest probe: once
 * that raises the known extent, the next round splits the gap below the
 * probes still out. Those pages are needed anyway if the probes above them
 * turn out full, and are where the next round would probe if they come back
 * empty; sent now, they go out ahead of the safe pages just opened instead of
 * queueing behind them. The first page with no next one (an empty page, or
 * one whose `next` does not point past it: shared/api/paging.ts) ends the
 * list; a page shorter than asked does not, since the service may send fewer
 * rows a page than asked. Anything in flight beyond the end is cancelled,
 * which costs nothing if the scheduler had not sent it yet. Pages are the
 * service's own, whatever their size, so the planner never needs it.
 *
 * Pure logic (no I/O, no timers) so it is tested by simulation.
 */

export interface PlannerOptions {
  /** Requests outstanding at once (safe + probes). The scheduler's burst is a natural cap. */
  maxInFlight: number
  /** Safe pages are not requested further than this beyond the next page to write (memory). */
  maxAhead: number
  /** Probes in one round while the end is unknown. */
  probesPerRound: number
  /** Wasted requests after which probing stops and the planner creeps page by page. */
  wasteBudget: number
  /** Resume: pages below this are already written. */
  firstPage?: number
}

export const DEFAULT_PLANNER: PlannerOptions = {
  maxInFlight: 100,
  maxAhead: 150,
  probesPerRound: 3,
  wasteBudget: 5,
}

export interface PageOutcome {
  /** Rows on the page. */
  count: number
  /** A page may follow this one (`pageHasNext` of shared/api/paging.ts). */
  hasNext: boolean
}

export class PagePlanner {
  readonly options: PlannerOptions
  /** Highest page known to exist. */
  private known: number
  /** Pages above this are known not to exist. */
  private upper = Number.POSITIVE_INFINITY
  /** The last page, once found (0: the list is empty). */
  private endPage: number | null = null
  /** Every safe page below this has been requested. */
  private nextSafe: number
  /** Page → whether it went out as a probe. */
  private readonly outstanding = new Map<number, boolean>()
  /** Safe pages requested as the highest page known to exist: their `next` moves the frontier. */
  private readonly frontier = new Set<number>()
  /** Pages requested at some point (probes included), so none is asked twice. */
  private readonly requested = new Set<number>()
  private nextWrite: number
  private wastedCount = 0
  /** Some page has answered (no probing before that). */
  private answered = false
  /** What was known when the last round of probes went out. */
  private roundKnown = 0

  constructor(options: PlannerOptions) {
    this.options = options
    const first = Math.max(1, options.firstPage ?? 1)
    // The first page of what is left is always needed, even if it turns out empty.
    this.known = first
    this.nextSafe = first
    this.nextWrite = first
  }

  get end(): number | null {
    return this.endPage
  }
  get wasted(): number {
    return this.wastedCount
  }
  get inFlight(): number {
    return this.outstanding.size
  }
  /** True once the end is found and every page up to it has been handed out. */
  get exhausted(): boolean {
    return this.endPage !== null && this.nextSafe > this.endPage
  }

  /** The writer has written every page below `page`. */
  written(page: number): void {
    this.nextWrite = Math.max(this.nextWrite, page)
  }

  /**
   * Pages to request now, in the order they should go out.
   *
   * Safe pages lowest first, then probes; or probes first when `probesFirst`.
   * Probes leading opens the window sooner (the next round depends on their
   * answers, which behind a batch of safe pages come back, and are read, after
   * all of them), but when requests run short (the daily quota) safe pages must
   * go first: what a probe learns is lost when the export pauses.
   */
  next(probesFirst = false): number[] {
    const out: number[] = []
    const probes: number[] = []
    const limit = this.endPage ?? Math.min(this.known, this.upper)
    const ahead = this.nextWrite + this.options.maxAhead
    while (
      this.nextSafe <= limit &&
      this.nextSafe < ahead &&
      this.outstanding.size < this.options.maxInFlight
    ) {
      const page = this.nextSafe++
      if (this.requested.has(page)) continue
      this.take(page, false)
      if (this.endPage === null && page === this.known) this.frontier.add(page)
      out.push(page)
    }
    if (this.endPage === null) {
      for (const page of this.probes()) {
        if (this.outstanding.size >= this.options.maxInFlight) break
        this.take(page, true)
        probes.push(page)
      }
    }
    return probesFirst ? [...probes, ...out] : [...out, ...probes]
  }

  /** Whether `page` went out as a probe. */
  isProbe(page: number): boolean {
    return this.outstanding.get(page) === true
  }

  /**
   * Whether the answer to `page` decides what is asked next: a probe's, or
   * that of the highest page known to exist (its `next` shows whether the
   * list goes on; behind a window of safe pages it would come last).
   */
  decides(page: number): boolean {
    return this.isProbe(page) || this.frontier.has(page)
  }

  /** Pages in flight that are now known to lie beyond the end: cancel them. */
  beyondEnd(): number[] {
    if (this.endPage === null) return []
    return [...this.outstanding.keys()].filter((p) => p > (this.endPage as number))
  }

  /** A request failed for good or was cancelled: forget it (it may be asked again). */
  dropped(page: number): void {
    if (!this.outstanding.has(page)) return
    this.outstanding.delete(page)
    this.frontier.delete(page)
    this.requested.delete(page)
    if (page < this.nextSafe && (this.endPage === null || page <= this.endPage))
      this.nextSafe = page
  }

  /** Records what a page held. Returns false when it holds nothing to write (empty, or past the end). */
  settle(page: number, outcome: PageOutcome): boolean {
    this.outstanding.delete(page)
    this.frontier.delete(page)
    this.answered = true
    const { count, hasNext } = outcome
    if (this.endPage !== null && page > this.endPage) {
      this.wastedCount++
      return false
    }
    if (count === 0) {
      if (page <= this.nextWrite) {
        this.finish(page - 1)
      } else {
        this.wastedCount++
        this.upper = Math.min(this.upper, page - 1)
        if (this.known >= this.upper) this.finish(this.upper)
      }
      return false
    }
    this.known = Math.max(this.known, page)
    if (hasNext) {
      this.known = Math.max(this.known, page + 1)
    } else {
      // The first page with no next one ends the list (a shrinking list ends at the first seen).
      this.finish(page)
    }
    if (this.endPage === null && this.known >= this.upper) this.finish(this.upper)
    return true
  }

  private finish(page: number): void {
    this.endPage = this.endPage === null ? page : Math.min(this.endPage, page)
    this.upper = Math.min(this.upper, this.endPage)
  }

  private take(page: number, probe: boolean): void {
    this.outstanding.set(page, probe)
    this.requested.add(page)
  }

  /** Probes still out above what is known (those below it are safe pages now). */
  private probesAbove(): number[] {
    const above: number[] = []
    for (const [page, probe] of this.outstanding) if (probe && page > this.known) above.push(page)
    return above
  }

  /**
   * Where to probe next; empty when safe pages alone will find the end, or
   * while the last round's probes are out and none has taught anything yet.
   */
  private probes(): number[] {
    const known = this.known
    const out = this.probesAbove()
    if (out.length > 0 && known <= this.roundKnown) return []
    this.roundKnown = known
    // Probes still out may yet land past the end: their waste is counted in advance.
    const budget = this.options.wasteBudget - this.wastedCount - out.length
    const ceiling = Math.min(this.upper, ...out.map((p) => p - 1))
    const candidates: number[] = []
    if (budget <= 0) {
      // Budget spent: safe pages alone creep on (each full page's `next` proves the one after).
    } else if (!Number.isFinite(ceiling)) {
      // Nothing bounds the end yet: probe at twice and four times what is known.
      // Not before the first page has answered: most filtered lists are one short page.
      const count = this.answered ? Math.min(2, budget) : 0
      for (let i = 1; i <= count; i++) candidates.push(known * 2 ** i)
    } else {
      // Every probe of a round may land past the end, so spend at most half of
      // what is left per round: later rounds still get to narrow the gap.
      const gap = ceiling - known
      const count = Math.max(1, Math.min(this.options.probesPerRound, Math.floor(budget / 2), gap))
      for (let i = 1; i <= count; i++) candidates.push(known + Math.ceil((i * gap) / (count + 1)))
    }
    return [...new Set(candidates)].filter(
      (p) => p > known && p <= ceiling && !this.requested.has(p),
    )
  }
}

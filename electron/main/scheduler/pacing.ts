/**
 * Client-side pacing of one workspace.
 *
 * A token bucket that starts at the documented limits and adapts when the
 * server proves stricter.
 *
 * Why requests are charged when they complete, with those in flight reserved:
 * the server's bucket counts a request at some moment between our send and
 * our receipt of the answer, and we cannot know which. Charging at completion
 * (and counting requests in flight as charged now) covers every such moment,
 * so a slow or congested server that counts early requests late can never
 * see more than the bucket allows. A side effect is wanted too: no more
 * requests are in flight than the bucket holds ("burst 100: concurrent calls
 * allowed", as the API puts it).
 *
 * Why a 5% margin on the rate: clocks and timer granularity; the server banks
 * the difference.
 *
 * Why AIMD: a server stricter than documented answers 429 without telling its
 * real limits. Each 429 (once per round of requests) cuts the rate and the
 * burst; every success then wins back a little, so the pace settles just
 * under whatever the server allows instead of failing calls.
 */

export interface Limits {
  /** Bucket capacity: requests that may start at once. */
  burst: number
  /** Refill per second. */
  perSecond: number
}

/** The API's limits: 10 per second, burst 100. */
export const DOCUMENTED_LIMITS: Limits = { burst: 100, perSecond: 10 }
/**
 * Fraction of the server's refill rate the client allows itself (see above).
 *
 * Long exports are bound by the refill rate (within 5% of
 * max(0, P − 100) / 10 s), so the margin is 2%: the server still banks 0.2
 * tokens a second against jitter, on top of the token left by the burst.
 */
export const RATE_SAFETY = 0.98
/** Multiplicative decrease on a 429. */
const DECREASE = 0.6
/** Lowest pace ever used: one request every 5 s still makes progress. */
const MIN_PER_SECOND = 0.2
/** Requests per second regained per second of successful traffic. */
const RATE_GAIN_PER_SECOND = 0.25
/** Burst regained per second of successful traffic. */
const BURST_GAIN_PER_SECOND = 1

export interface PacingSnapshot {
  perSecond: number
  burst: number
  tokens: number
  nominal: Limits
}

export class Pacing {
  private rate: number
  private capacity: number
  private tokens: number
  private updatedAt: number
  /** When the pace was last cut; a 429 for a request sent before it is the same congestion. */
  private lastDecreaseAt = Number.NEGATIVE_INFINITY

  constructor(
    readonly nominal: Limits,
    now: number,
  ) {
    this.rate = nominal.perSecond * RATE_SAFETY
    this.capacity = nominal.burst
    this.tokens = nominal.burst
    this.updatedAt = now
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.rate)
    this.updatedAt = Math.max(this.updatedAt, now)
  }

  /** Whether one more request may start now, with `inFlight` already started and not yet charged. */
  canStart(now: number, inFlight: number): boolean {
    this.refill(now)
    return this.tokens - inFlight >= 1
  }

  /**
   * Milliseconds until one more request may start (0: now).
   *
   * Null when only a completion can make room: the requests in flight already
   * fill the bucket.
   */
  msUntilStart(now: number, inFlight: number): number | null {
    this.refill(now)
    const needed = inFlight + 1
    if (needed > this.capacity) return null
    if (this.tokens >= needed) return 0
    return Math.ceil(((needed - this.tokens) / this.rate) * 1000)
  }

  /** A request completed (answered, failed or dropped): it costs its token now. May leave a debt. */
  charge(now: number): void {
    this.refill(now)
    this.tokens -= 1
  }

  /** A request granted at `sentAt` got a 429. Returns true if the pace was cut. */
  onRateLimited(now: number, sentAt: number): boolean {
    this.refill(now)
    // Everything in the bucket is suspect: the server has no room right now.
    this.tokens = 0
    if (sentAt < this.lastDecreaseAt) return false
    this.lastDecreaseAt = now
    this.rate = Math.max(MIN_PER_SECOND, this.rate * DECREASE)
    // About one second's worth of burst: a long idle spell must not refill a
    // bucket larger than the server's.
    this.capacity = Math.max(1, Math.min(this.capacity, Math.ceil(this.rate)))
    return true
  }

  /** A request succeeded: regain pace, proportionally to the traffic served. */
  onSuccess(now: number): void {
    this.refill(now)
    const perRequest = 1 / Math.max(this.rate, MIN_PER_SECOND)
    const maxRate = this.nominal.perSecond * RATE_SAFETY
    this.rate = Math.min(maxRate, this.rate + RATE_GAIN_PER_SECOND * perRequest)
    this.capacity = Math.min(this.nominal.burst, this.capacity + BURST_GAIN_PER_SECOND * perRequest)
  }

  snapshot(now: number): PacingSnapshot {
    this.refill(now)
    return {
      perSecond: this.rate,
      burst: this.capacity,
      tokens: this.tokens,
      nominal: { ...this.nominal },
    }
  }
}

/**
 * Per-key limits (docs/api-decisions.md, "Rate limits and quota").
 *
 * A token bucket (capacity `burst`, refilled at `perSecond`) and a count per
 * UTC day. Time comes from an injected clock so tests can step it instead of
 * sleeping.
 */

export interface RateLimitConfig {
  burst: number
  perSecond: number
  dailyQuota: number
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { burst: 100, perSecond: 10, dailyQuota: 10_000 }

export type LimitVerdict =
  { ok: true } | { ok: false; reason: 'rate' | 'quota'; retryAfterSeconds: number }

interface KeyUsage {
  tokens: number
  refilledAt: number
  day: number
  usedToday: number
}

const DAY_MS = 86_400_000

export class RateLimiter {
  private usage = new Map<string, KeyUsage>()

  constructor(
    private config: RateLimitConfig,
    private readonly clock: () => number,
  ) {}

  get settings(): RateLimitConfig {
    return { ...this.config }
  }

  /** New limits apply from now on; buckets start full so a test sees the new burst at once. */
  configure(config: RateLimitConfig): void {
    this.config = { ...config }
    this.usage.clear()
  }

  reset(): void {
    this.usage.clear()
  }

  /** Spends one request of `key` if its bucket and daily quota allow it. */
  take(key: string): LimitVerdict {
    const now = this.clock()
    const day = Math.floor(now / DAY_MS)
    let u = this.usage.get(key)
    if (!u) {
      u = { tokens: this.config.burst, refilledAt: now, day, usedToday: 0 }
      this.usage.set(key, u)
    }
    if (u.day !== day) {
      u.day = day
      u.usedToday = 0
    }
    if (u.usedToday >= this.config.dailyQuota) {
      return {
        ok: false,
        reason: 'quota',
        retryAfterSeconds: Math.max(1, Math.ceil(((day + 1) * DAY_MS - now) / 1000)),
      }
    }
    const elapsed = Math.max(0, now - u.refilledAt) / 1000
    u.tokens = Math.min(this.config.burst, u.tokens + elapsed * this.config.perSecond)
    u.refilledAt = now
    if (u.tokens < 1) {
      const wait = this.config.perSecond > 0 ? (1 - u.tokens) / this.config.perSecond : 3600
      return { ok: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(wait)) }
    }
    u.tokens -= 1
    u.usedToday += 1
    return { ok: true }
  }
}

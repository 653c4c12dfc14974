/**
 * What applying an import costs at the workspace's rate limits.
 *
 * One update is one request (a partial PUT, docs/api-decisions.md "Session
 * update"). The time follows the scheduler's token bucket as it stands: the
 * tokens in the bucket go at once, the rest at the pace's refill rate; the
 * share of the quota is of the daily limit.
 */
import type { ApplyCost } from './model'

export interface CostInputs {
  updates: number
  quota: { usedToday: number; dailyLimit: number; remaining: number }
  /** The scheduler's pace now: refill per second and tokens in the bucket. */
  pacing: { perSecond: number; tokens: number }
}

const count = (n: number) => n.toLocaleString('en-US')

/** "about 35 s", "about 4 min", "under a second". */
export function durationText(seconds: number): string {
  if (seconds < 1) return 'under a second'
  if (seconds < 90) return `about ${Math.round(seconds)} s`
  if (seconds < 5400) return `about ${Math.round(seconds / 60)} min`
  return `about ${(seconds / 3600).toFixed(1)} h`
}

/** "3 %", "0.4 %", "under 0.1 %". */
export function percentText(percent: number): string {
  if (percent === 0) return '0 %'
  if (percent < 0.1) return 'under 0.1 %'
  return `${percent < 10 ? Number(percent.toFixed(1)) : Math.round(percent)} %`
}

export function applyCost({ updates, quota, pacing }: CostInputs): ApplyCost {
  const paced = Math.max(0, updates - Math.floor(pacing.tokens))
  const seconds = pacing.perSecond > 0 ? paced / pacing.perSecond : 0
  const quotaPercent = quota.dailyLimit > 0 ? (updates / quota.dailyLimit) * 100 : 100
  const overQuota = updates > quota.remaining
  const what = `${count(updates)} update${updates === 1 ? '' : 's'}`
  const sentence = overQuota
    ? `${what}, ${durationText(seconds)}, ${percentText(quotaPercent)} of today’s quota: only ${count(quota.remaining)} requests are left today, so the rest will wait until the quota resets.`
    : `${what}, ${durationText(seconds)}, ${percentText(quotaPercent)} of today’s quota.`
  return {
    updates,
    seconds,
    usedToday: quota.usedToday,
    dailyLimit: quota.dailyLimit,
    remaining: quota.remaining,
    quotaPercent,
    overQuota,
    sentence,
  }
}

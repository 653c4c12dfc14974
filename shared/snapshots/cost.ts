/**
 * What taking a snapshot costs, said before it starts.
 *
 * One request a page of 100 attendees, and one more that finds the end (the
 * service gives no total). The number of attendees is known only from the
 * snapshot before; without one, the cost is told per 1,000 attendees. The
 * time follows the scheduler's pace as it stands; the share is of the
 * day's quota. What is left of the quota is not said: the status bar counts
 * it as requests go, where a sentence read once would fall behind. Pure.
 */
import { durationText, percentText } from '../agenda/cost'

export interface SnapshotCostInputs {
  /** Attendees the last snapshot held, or null before the first. */
  lastTotal: number | null
  pageSize: number
  quota: { dailyLimit: number; remaining: number }
  pacing: { perSecond: number; tokens: number }
}

export interface SnapshotCost {
  /** Requests it should take, or null when the list's length is not known yet. */
  requests: number | null
  /** The whole cost in a sentence. */
  sentence: string
  /** For a button: "about 32 requests". */
  short: string
}

const count = (n: number) => n.toLocaleString('en-US')

export function snapshotCost({
  lastTotal,
  pageSize,
  quota,
  pacing,
}: SnapshotCostInputs): SnapshotCost {
  const seconds = (requests: number) =>
    pacing.perSecond > 0 ? Math.max(0, requests - Math.floor(pacing.tokens)) / pacing.perSecond : 0
  const share = (requests: number) =>
    percentText(quota.dailyLimit > 0 ? (requests / quota.dailyLimit) * 100 : 100)
  if (lastTotal === null) {
    const per1000 = Math.ceil(1000 / pageSize)
    return {
      requests: null,
      sentence: `It reads every page of the list: ${count(per1000)} requests for every 1,000 attendees (${durationText(per1000 / Math.max(pacing.perSecond, 0.001))} at the current pace, ${share(per1000)} of today’s quota), plus one that finds the end.`,
      short: `${count(per1000)} requests per 1,000 attendees`,
    }
  }
  const requests = Math.ceil(lastTotal / pageSize) + 1
  const over =
    requests > quota.remaining
      ? ' Today’s quota will not cover it: it pauses when the quota is spent, and goes on with Resume.'
      : ''
  return {
    requests,
    sentence: `About ${count(requests)} requests if the event still has about ${count(lastTotal)} attendees: ${durationText(seconds(requests))}, ${share(requests)} of today’s quota.${over}`,
    short: `about ${count(requests)} requests`,
  }
}

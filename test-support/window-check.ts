/**
 * For tests: the largest number of requests in any time window beyond what a
 * token bucket (burst, perSecond) allows, i.e. max over i ≤ j of
 * (j − i + 1) − burst − perSecond × (t_j − t_i). ≤ 0 means the limits held.
 * Linear: for each j the best i is the running max of perSecond·t_i − i.
 */
export function windowExcess(timesMs: readonly number[], burst: number, perSecond: number): number {
  const times = [...timesMs].sort((a, b) => a - b)
  let best = Number.NEGATIVE_INFINITY
  let excess = Number.NEGATIVE_INFINITY
  times.forEach((t, j) => {
    best = Math.max(best, (perSecond * t) / 1000 - j)
    excess = Math.max(excess, j + 1 - burst - (perSecond * t) / 1000 + best)
  })
  return times.length === 0 ? 0 : excess
}

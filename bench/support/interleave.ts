/**
 * Timing several pieces of work side by side, so a busy moment of the
 * machine falls on all of them alike.
 */

/** Rounds each figure is the median of. */
export const RUNS = 15

export const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!

export interface Figure {
  ms: number
  minMs: number
}

/**
 * Median and least milliseconds of each of `works` over RUNS rounds, after
 * three not counted; each round runs every one once.
 */
export function alternate(works: (() => unknown)[]): Figure[] {
  for (let i = 0; i < 3; i++) works.forEach((work) => work())
  const ms = works.map((): number[] => [])
  for (let round = 0; round < RUNS; round++)
    works.forEach((work, i) => {
      const start = performance.now()
      work()
      ms[i]!.push(performance.now() - start)
    })
  return ms.map((times) => ({ ms: median(times), minMs: Math.min(...times) }))
}

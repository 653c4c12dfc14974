/**
 * The command palette's ranking: which items match the typed text, in what order, and
 * which letters matched.
 *
 * Pure, so the order is tested without a screen. A title matches in one of four tiers,
 * best first: the whole title (exact), its start (prefix), the start of one of its words,
 * or the typed letters in order anywhere (subsequence). Letters that each begin a word
 * ("jd" for "Jane Doe") count as a word-start match. An item's ID matches when typed
 * whole, or its first four characters or more. Within a tier, items picked recently come
 * first (the most recent first), then the closer match, then the order the items were
 * given in, so equal matches never swap places between keystrokes.
 */

export interface Rankable {
  /** Stable and unique: what the recent picks remember. */
  key: string
  title: string
  /** An ID the item can be found by (a catalog entry's), matched by its start. */
  id?: string
}

export type Tier = 'exact' | 'prefix' | 'word-start' | 'subsequence'

export interface Match {
  tier: Tier
  /** Which text the positions are in. */
  field: 'title' | 'id'
  /** Indexes (UTF-16) of the matched characters, ascending. */
  positions: number[]
}

export interface Ranked<T> {
  item: T
  /** Null when nothing was typed. */
  match: Match | null
}

interface Scored {
  match: Match
  score: number
}

const TIER_ORDER: Record<Tier, number> = { exact: 3, prefix: 2, 'word-start': 1, subsequence: 0 }
/** Fewer typed characters than this do not search IDs: every hex digit starts some ID. */
export const MIN_ID_PREFIX = 4

/** Lower case, one UTF-16 unit for one, so an index in the folded text is one in the original. */
function fold(text: string): string {
  let out = ''
  for (const unit of text) {
    const lower = unit.toLowerCase()
    out += lower.length === unit.length ? lower : unit
  }
  return out
}

/** The typed text as compared: trimmed, lower case, runs of spaces as one. */
export function normaliseQuery(query: string): string {
  return fold(query.trim().replace(/\s+/g, ' '))
}

const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch)

/** A word starts at the text's start, after a character that is no letter or digit, or at a capital after a small letter. */
export function isWordStart(text: string, index: number): boolean {
  if (index === 0) return true
  const before = text[index - 1]
  const here = text[index]
  if (!isWordChar(before)) return isWordChar(here)
  return (
    before !== undefined && here !== undefined && /\p{Ll}/u.test(before) && /\p{Lu}/u.test(here)
  )
}

const range = (from: number, length: number): number[] => Array.from({ length }, (_, i) => from + i)

/**
 * The best alignment of the typed letters in order in the text.
 *
 * Dynamic programming over (letter, position): a matched letter scores 1, 2 more at a
 * word's start, 2.5 more right after the previous one (so letters together inside a
 * word beat letters scattered over word starts); each character skipped between two
 * costs 0.1, and each before the first 0.02. Null when the letters are not all there.
 */
function subsequence(text: string, folded: string, query: string): Scored | null {
  const n = folded.length
  const m = query.length
  // Most titles lack the letters: one scan settles those before the table is built.
  let found = 0
  for (let j = 0; j < n && found < m; j++) if (folded[j] === query[found]) found++
  if (found < m) return null
  const NONE = -Infinity
  const score: number[][] = []
  const from: number[][] = []
  for (let i = 0; i < m; i++) {
    const row = new Array<number>(n).fill(NONE)
    const back = new Array<number>(n).fill(-1)
    // Best of score[i-1][k] + 0.1 * k over k < j - 1: a gap's cost is 0.1 * (j - k - 1).
    let bestFar = NONE
    let bestFarAt = -1
    for (let j = 0; j < n; j++) {
      if (i > 0 && j >= 2) {
        const candidate = score[i - 1]![j - 2]! + 0.1 * (j - 2)
        if (candidate > bestFar) {
          bestFar = candidate
          bestFarAt = j - 2
        }
      }
      if (folded[j] !== query[i]) continue
      const bonus = 1 + (isWordStart(text, j) ? 2 : 0)
      if (i === 0) {
        row[j] = bonus - 0.02 * j
        continue
      }
      const near = j >= 1 ? score[i - 1]![j - 1]! + 2.5 : NONE
      const far = bestFar === NONE ? NONE : bestFar - 0.1 * (j - 1)
      if (near === NONE && far === NONE) continue
      if (near >= far) {
        row[j] = near + bonus
        back[j] = j - 1
      } else {
        row[j] = far + bonus
        back[j] = bestFarAt
      }
    }
    score.push(row)
    from.push(back)
  }
  const last = score[m - 1]!
  let end = -1
  for (let j = 0; j < n; j++) if (last[j]! > NONE && (end < 0 || last[j]! > last[end]!)) end = j
  if (end < 0) return null
  const positions: number[] = []
  for (let i = m - 1, j = end; i >= 0; j = from[i]![j]!, i--) positions.unshift(j)
  const acronym = positions.every((p) => isWordStart(text, p))
  return {
    match: { tier: acronym ? 'word-start' : 'subsequence', field: 'title', positions },
    score: last[end]!,
  }
}

/** How `text` matches the normalised query, or null. */
export function matchTitle(text: string, query: string): Scored | null {
  if (query === '') return null
  const folded = fold(text)
  const title = (tier: Tier, positions: number[], score: number): Scored => ({
    match: { tier, field: 'title', positions },
    score,
  })
  if (folded === query) return title('exact', range(0, query.length), 0)
  // A shorter title is a closer prefix.
  if (folded.startsWith(query)) return title('prefix', range(0, query.length), -folded.length)
  for (let at = folded.indexOf(query, 1); at >= 0; at = folded.indexOf(query, at + 1)) {
    // The earlier the word, the closer; ahead of every acronym match.
    if (isWordStart(text, at)) return title('word-start', range(at, query.length), 1000 - at)
  }
  return subsequence(text, folded, query)
}

function matchId(id: string, query: string): Scored | null {
  const folded = fold(id)
  if (folded === query)
    return { match: { tier: 'exact', field: 'id', positions: range(0, query.length) }, score: 0 }
  if (query.length >= MIN_ID_PREFIX && folded.startsWith(query))
    return {
      match: { tier: 'prefix', field: 'id', positions: range(0, query.length) },
      score: -folded.length,
    }
  return null
}

function better(a: Scored | null, b: Scored | null): Scored | null {
  if (!a || !b) return a ?? b
  const tier = TIER_ORDER[a.match.tier] - TIER_ORDER[b.match.tier]
  if (tier !== 0) return tier > 0 ? a : b
  return b.score > a.score ? b : a
}

/**
 * The items that match `query`, best first, at most `limit` of them.
 *
 * `recent` lists item keys, the most recent first. With nothing typed every item is
 * returned: the recent ones first in their order, then the rest in the order given.
 */
export function rank<T extends Rankable>(
  items: readonly T[],
  query: string,
  recent: readonly string[] = [],
  limit = Infinity,
): Ranked<T>[] {
  const recency = new Map(recent.map((key, i) => [key, i]))
  const recentRank = (item: T): number => recency.get(item.key) ?? recent.length
  const q = normaliseQuery(query)
  const scored = items.flatMap((item, index) => {
    if (q === '') return [{ item, index, found: null as Scored | null }]
    const found = better(matchTitle(item.title, q), item.id ? matchId(item.id, q) : null)
    return found ? [{ item, index, found }] : []
  })
  scored.sort((a, b) => {
    const tier =
      (b.found ? TIER_ORDER[b.found.match.tier] : 0) -
      (a.found ? TIER_ORDER[a.found.match.tier] : 0)
    if (tier !== 0) return tier
    const recentFirst = recentRank(a.item) - recentRank(b.item)
    if (recentFirst !== 0) return recentFirst
    const closer = (b.found?.score ?? 0) - (a.found?.score ?? 0)
    return closer !== 0 ? closer : a.index - b.index
  })
  return scored.slice(0, limit).map(({ item, found }) => ({ item, match: found?.match ?? null }))
}

/**
 * A resource's recent changes as its own screen mentions them: "Changed 3
 * times this week".
 */

const WEEK_MS = 7 * 86_400_000

/** The start of "this week" as the journal is asked for it: seven days before `now`. */
export function weekAgo(now: Date): string {
  return new Date(now.getTime() - WEEK_MS).toISOString()
}

/** The sentence for `count` changes in the last seven days; null when there were none. */
export function recentChangesText(count: number): string | null {
  if (count <= 0) return null
  if (count === 1) return 'Changed once this week'
  if (count === 2) return 'Changed twice this week'
  return `Changed ${count} times this week`
}

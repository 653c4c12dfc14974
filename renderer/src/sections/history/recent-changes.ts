/**
 * A resource's recent changes as its own screen mentions them: "Changed 3
 * times this week".
 *
 * Only applied writes count: a refused one changed nothing, and one whose
 * answer never came may not have (History shows both, with their outcome).
 */
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import type { JournalFilter } from '@shared/ipc/channels/journal'

const WEEK_MS = 7 * 86_400_000

/** The start of "this week" as the journal is asked for it: seven days before `now`. */
export function weekAgo(now: Date): string {
  return new Date(now.getTime() - WEEK_MS).toISOString()
}

/** The journal's entries that count as changes of one resource since `since`. */
export function recentChangesFilter(
  eventId: string,
  resource: { kind: CatalogKind; id: string },
  since: string,
): JournalFilter {
  return { eventId, resource, since, outcomes: ['applied'] }
}

/** The sentence for `count` changes in the last seven days; null when there were none. */
export function recentChangesText(count: number): string | null {
  if (count <= 0) return null
  if (count === 1) return 'Changed once this week'
  if (count === 2) return 'Changed twice this week'
  return `Changed ${count} times this week`
}

/**
 * The palette's recent picks, per workspace, the most recent first.
 *
 * Kept in the window's localStorage (the app's own origin), so they outlive a restart;
 * nothing in them is secret (item keys: a section, an ID, a view). Storage that cannot be
 * read or written (full, or refused) leaves the palette without recent picks, never broken.
 */

/** How many picks are remembered for a workspace. */
export const RECENT_LIMIT = 12

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

const storageKey = (workspaceId: string): string => `stagehand.palette.recent.${workspaceId}`

function defaultStore(): KeyValueStore | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readRecentPicks(
  workspaceId: string,
  store: KeyValueStore | null = defaultStore(),
): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKey(workspaceId)) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter((k): k is string => typeof k === 'string').slice(0, RECENT_LIMIT)
  } catch {
    return []
  }
}

/** Puts `key` first, once, and returns the new list. */
export function rememberPick(
  workspaceId: string,
  key: string,
  store: KeyValueStore | null = defaultStore(),
): string[] {
  const next = [key, ...readRecentPicks(workspaceId, store).filter((k) => k !== key)].slice(
    0,
    RECENT_LIMIT,
  )
  try {
    store?.setItem(storageKey(workspaceId), JSON.stringify(next))
  } catch {
    // A full or refused storage only costs the ordering.
  }
  return next
}

/**
 * Entries removed in the window but not yet in the catalog.
 *
 * The removal is sent when its undo toast closes. Until then the lists leave
 * them out, even when an answer recorded by main meanwhile brings them back
 * (`catalog:changed`).
 */
import { useSyncExternalStore } from 'react'

/** Replaced, never changed in place, so React sees each change. */
let pending: ReadonlySet<string> = new Set()
const listeners = new Set<() => void>()

export function pendingKey(scope: string, id: string): string {
  return `${scope}\u0000${id}`
}

function replace(next: Set<string>): void {
  pending = next
  for (const listener of listeners) listener()
}

export const pendingRemovals = {
  add(keys: string[]): void {
    replace(new Set([...pending, ...keys]))
  },
  drop(keys: string[]): void {
    const next = new Set(pending)
    for (const key of keys) next.delete(key)
    replace(next)
  },
  current(): ReadonlySet<string> {
    return pending
  },
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The keys whose removal can still be undone. */
export function usePendingRemovals(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, pendingRemovals.current)
}

/**
 * Entries removed in the window but not yet in the catalog: the removal is
 * sent when its undo toast closes. Until then the lists leave them out, even
 * when a `catalog:changed` refetch brings them back from main.
 */
import { useSyncExternalStore } from 'react'

const pending = new Set<string>()
const listeners = new Set<() => void>()
let version = 0

export function pendingKey(scope: string, id: string): string {
  return `${scope}\u0000${id}`
}

function changed(): void {
  version += 1
  for (const listener of listeners) listener()
}

export const pendingRemovals = {
  add(keys: string[]): void {
    for (const key of keys) pending.add(key)
    changed()
  },
  drop(keys: string[]): void {
    for (const key of keys) pending.delete(key)
    changed()
  },
  has(key: string): boolean {
    return pending.has(key)
  },
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A number that changes whenever the set does, so lists filter again. */
export function usePendingRemovalsVersion(): number {
  return useSyncExternalStore(subscribe, () => version)
}

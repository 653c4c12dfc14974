/**
 * The current section, kept in the location hash (`#/teams`) so a reload returns to the same place.
 *
 * No router library: one subscription to `hashchange` through
 * useSyncExternalStore (useHash), which every route reading the hash shares.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { sectionFromHash, type SectionId } from '@shared/sections'

export { sectionFromHash }

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

function readHash(): string {
  return window.location.hash
}

/** The location hash, read again on each `hashchange`. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, readHash, readHash)
}

export function sectionHref(id: SectionId): string {
  return `#/${id}`
}

export function useSectionRoute(): [SectionId, (id: SectionId) => void] {
  const hash = useHash()
  const navigate = useCallback((id: SectionId) => {
    window.location.hash = sectionHref(id)
  }, [])
  return [sectionFromHash(hash), navigate]
}

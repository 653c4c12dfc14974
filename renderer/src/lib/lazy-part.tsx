/**
 * A part of a screen whose code is a chunk of its own, drawn at once when the
 * chunk is already here.
 *
 * React's `lazy` suspends on a part's first drawing even when its chunk was
 * fetched ahead, so a dialog would first show its fallback and give the focus
 * to its frame instead of its first field. A part drawn after `preload` has
 * finished is the loaded component itself. Which one a place draws is settled
 * when it mounts, so a chunk arriving later never remounts a part in use (and
 * never loses what was typed in it). A chunk that cannot load throws to the
 * nearest error boundary, and is asked for again on the next try.
 */
import { lazy, useState, type ComponentType } from 'react'

export interface LazyPart<P extends object> {
  Part: ComponentType<P>
  /** Fetches the chunk ahead of the first drawing; a failure is left for the drawing. */
  preload(): void
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const fetchPart = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(async () => ({ default: await fetchPart() }))
  function Part(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Drawn {...props} />
  }
  return { Part, preload: () => void fetchPart().catch(() => undefined) }
}

/**
 * What a palette pick asks of a screen that may not be shown yet.
 *
 * An action, not a place (places are hash routes, links/place-route.ts): the palette goes
 * to the section, and the section does the rest when it is there: open the export dialog,
 * export the agenda's sessions, open the window's Undo or the shortcuts list. One request waits at a time (a newer pick replaces it), and the first screen able to
 * meet it takes it, so it is met once.
 */
import { useEffect, useRef } from 'react'

export type PaletteRequest =
  { kind: 'export' } | { kind: 'agenda-export' } | { kind: 'shortcuts' } | { kind: 'undo' }

type RequestOf<K extends PaletteRequest['kind']> = Extract<PaletteRequest, { kind: K }>

let pending: PaletteRequest | null = null
const listeners = new Set<() => void>()

export function sendPaletteRequest(request: PaletteRequest): void {
  pending = request
  for (const listener of [...listeners]) listener()
}

/** The waiting request of this kind, taken so no other screen meets it; null if none. */
export function takePaletteRequest<K extends PaletteRequest['kind']>(kind: K): RequestOf<K> | null {
  if (pending?.kind !== kind) return null
  const request = pending as RequestOf<K>
  pending = null
  return request
}

/**
 * Meets requests of `kind` while mounted and `ready` (the data they need is there):
 * one waiting when the screen appears, and those sent while it is shown.
 */
export function usePaletteRequest<K extends PaletteRequest['kind']>(
  kind: K,
  handle: (request: RequestOf<K>) => void,
  ready = true,
): void {
  const handler = useRef(handle)
  useEffect(() => {
    handler.current = handle
  })
  useEffect(() => {
    if (!ready) return
    const check = (): void => {
      const request = takePaletteRequest(kind)
      if (request) handler.current(request)
    }
    check()
    listeners.add(check)
    return () => {
      listeners.delete(check)
    }
  }, [kind, ready])
}

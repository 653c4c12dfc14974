/**
 * What the attendee screen keeps while the user is on another one.
 *
 * The request (filter, sort, page, page size), the saved view in use, the open
 * detail and the grid's scroll, per workspace and event. Held in memory for the
 * life of the window: leaving a screen and coming back finds it as it was, and
 * the column layout, which outlives the window, is saved in main.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { Attendee } from '@shared/api/schemas'
import type { GridQuery } from './use-grid-state'

export interface KeptView {
  query?: GridQuery
  activeViewId?: string | null
  open?: Attendee | null
  scrollTop?: number
}

const kept = new Map<string, KeptView>()
const keyOf = (workspaceId: string, eventId: string): string => `${workspaceId}\n${eventId}`

export function keptView(workspaceId: string, eventId: string): KeptView {
  return kept.get(keyOf(workspaceId, eventId)) ?? {}
}

export function keepView(workspaceId: string, eventId: string, change: KeptView): void {
  const key = keyOf(workspaceId, eventId)
  kept.set(key, { ...kept.get(key), ...change })
}

/**
 * Keeps the scroll of the grid's scroll box inside `container` (`.grid-scroll`),
 * and puts it back once `ready` (the rows it was measured on are shown again).
 */
export function useKeptScroll(
  container: RefObject<HTMLElement | null>,
  workspaceId: string,
  eventId: string,
  ready: boolean,
): void {
  const restored = useRef(false)
  useEffect(() => {
    const box = container.current?.querySelector<HTMLElement>('.grid-scroll')
    if (!ready || !box) return
    if (!restored.current) {
      restored.current = true
      const top = keptView(workspaceId, eventId).scrollTop
      if (top) box.scrollTop = top
    }
    const onScroll = (): void => keepView(workspaceId, eventId, { scrollTop: box.scrollTop })
    box.addEventListener('scroll', onScroll, { passive: true })
    return () => box.removeEventListener('scroll', onScroll)
  }, [container, workspaceId, eventId, ready])
}

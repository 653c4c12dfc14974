/**
 * Shows the element of a place the hash names: scrolled into view and focused.
 *
 * A followed link and a palette pick both name the place in the hash, so the
 * card or row they name is where the keyboard is next. Focusable for this once
 * (tabindex -1), without joining the Tab order.
 */
import { useEffect, type RefObject } from 'react'

export function useRevealPlace(element: RefObject<HTMLElement | null>, named: boolean): void {
  useEffect(() => {
    const shown = element.current
    if (!named || !shown) return
    if (!shown.hasAttribute('tabindex')) shown.setAttribute('tabindex', '-1')
    shown.scrollIntoView({ block: 'nearest' })
    shown.focus()
  }, [element, named])
}

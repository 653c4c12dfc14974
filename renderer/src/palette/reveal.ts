/**
 * Shows a sponsor or location picked in the palette: its card or row scrolled into view
 * and focused.
 *
 * The element is found by its `data-<kind>-id`, once the section has drawn its entries
 * (`ready`); `before` clears what could hide it (a search).
 */
import { useEffect, useRef, useState } from 'react'
import { usePaletteRequest } from './requests'

export function useRevealRequest(
  kind: 'sponsor' | 'location',
  ready: boolean,
  before?: () => void,
): void {
  const target = useRef<string | null>(null)
  // Each request draws the section once more, and the element is looked for after that.
  const [turn, setTurn] = useState(0)
  usePaletteRequest(
    kind,
    (request) => {
      before?.()
      target.current = request.id
      setTurn((t) => t + 1)
    },
    ready,
  )
  useEffect(() => {
    const id = target.current
    if (id === null) return
    target.current = null
    const attribute = `data-${kind}-id`
    const element = [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].find(
      (e) => e.getAttribute(attribute) === id,
    )
    if (!element) return
    // Focusable for this once, without joining the Tab order.
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1
    element.scrollIntoView({ block: 'center' })
    element.focus()
  }, [kind, turn])
}

/**
 * Focus return for a Radix dialog opened from state rather than from its own Trigger.
 *
 * Radix gives the focus back to the trigger on closing, and with no trigger the
 * focus falls to the page. Spread these on Dialog.Content (or
 * AlertDialog.Content): the element focused when it opened gets the focus back,
 * if it is still there.
 */
import { useRef } from 'react'

export function useFocusReturn(): {
  onOpenAutoFocus(): void
  onCloseAutoFocus(event: Event): void
} {
  const opener = useRef<HTMLElement | null>(null)
  return {
    // Called before Radix moves the focus in, so the opener still has it.
    onOpenAutoFocus() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus(event) {
      const element = opener.current
      opener.current = null
      if (!element?.isConnected) return
      event.preventDefault()
      element.focus()
    },
  }
}

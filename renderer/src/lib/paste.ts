/**
 * A paste that fills a whole field, taken as the field's new value at once.
 *
 * A field that takes an ID or an address acts on a paste straight away, as
 * the user has nothing left to type; a paste into part of what is typed is
 * left to the browser, to edit the text as usual.
 */
import type { ClipboardEvent } from 'react'

/** The pasted text when it replaces all the field holds (the paste then taken over); else null. */
export function wholeFieldPaste(event: ClipboardEvent<HTMLInputElement>): string | null {
  const input = event.currentTarget
  const replacesAll =
    input.value === '' || (input.selectionStart === 0 && input.selectionEnd === input.value.length)
  if (!replacesAll) return null
  event.preventDefault()
  return event.clipboardData.getData('text')
}

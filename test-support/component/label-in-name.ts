/**
 * Whether each button's accessible name holds the words it shows (WCAG 2.5.3).
 *
 * Speech input users say what they see ("click Copy link"): a name that does
 * not contain the visible words leaves them no way to name the button.
 */
import { within } from '@testing-library/react'
import { expect } from 'vitest'

/** The text a button shows: its text without what is hidden from assistive technology. */
function visibleText(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"], .visually-hidden'))
    hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** Every button in `container` shows text, and its accessible name contains that text. */
export function expectLabelsInNames(container: HTMLElement): void {
  const buttons = within(container).getAllByRole('button')
  for (const button of buttons) {
    const shown = visibleText(button)
    expect(shown, 'a button shows words').not.toBe('')
    const named = within(container).getAllByRole('button', {
      name: (name, element) => element === button && words(name).includes(words(shown)),
    })
    expect(named, `the name of the button showing “${shown}” contains it`).toHaveLength(1)
  }
}

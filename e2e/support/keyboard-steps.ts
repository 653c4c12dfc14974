/**
 * Steps for keyboard-only specs: move the focus with Tab until it lands on
 * a target (failing if it never does, which is what "reachable" means),
 * and read whether the focused element shows a focus ring.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement)
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; returns how many presses it took. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  const max = options.max ?? 80
  await target.waitFor()
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab`)
}

/**
 * The focused element matches :focus-visible and looks different for it: its outline or
 * box-shadow differs from an unfocused copy of it put beside it (same classes, same place).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body || !el.parentElement) return 'nothing focused'
    if (!el.matches(':focus-visible')) return 'not :focus-visible'
    const copy = el.cloneNode(false) as Element
    copy.removeAttribute('id')
    el.after(copy)
    const look = (e: Element) => {
      const style = getComputedStyle(e)
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
    }
    const focused = look(el)
    const unfocused = look(copy)
    copy.remove()
    return focused !== unfocused ? 'ring' : `no ring on ${el.outerHTML.slice(0, 160)}`
  })
  expect(ring).toBe('ring')
}

/** The focus is inside `container` (a dialog keeps it there). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true)
}

/** Tab and Shift+Tab never take the focus out of an open dialog. */
export async function expectTrapped(page: Page, dialog: Locator, presses = 24): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  }
}

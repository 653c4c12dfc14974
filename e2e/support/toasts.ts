/**
 * Toasts as a person dismisses them: a swipe to the right that starts on the
 * toast's words.
 */
import { expect, type Page } from '@playwright/test'

/** The toast that says `text`, while it is shown. */
export const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: text })

/**
 * Presses on the toast's words, drags right past sonner's swipe threshold and
 * lets go; the pointer then rests where the toast was, which would hold a toast
 * still there (hovering pauses its timer), so only a swipe that worked hides it.
 */
export async function swipeAway(page: Page, text: string): Promise<void> {
  const toast = toastSaying(page, text)
  const words = toast.getByText(text)
  await expect(words).toBeVisible()
  // Sliding in moves the toast: press where it rests.
  await toast.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  )
  const box = (await words.boundingBox())!
  const at = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 }
  await page.mouse.move(at.x, at.y)
  await page.mouse.down()
  await page.mouse.move(at.x + 120, at.y, { steps: 6 })
  await page.mouse.up()
  await page.mouse.move(at.x, at.y)
  await expect(toast).toHaveCount(0)
}

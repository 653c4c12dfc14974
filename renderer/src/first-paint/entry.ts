/**
 * The first paint's script (first-rows.ts says what it draws).
 *
 * Built apart from the app's scripts and loaded before them without waiting
 * for the page (vite-first-paint.ts), it is small enough to have drawn the
 * first rows while the app's scripts still load. It draws nothing once the
 * app has drawn the window.
 */
import { opensOnAttendees } from '@shared/first-screen'
import { askFirstScreen } from '../data/first-answer'
import { firstPaint } from './first-rows'

const hash = window.location.hash
const asked = opensOnAttendees(hash) ? askFirstScreen(hash) : null

function draw(answer: Awaited<NonNullable<typeof asked>>): void {
  const root = document.getElementById('root')
  if (!root || root.hasChildNodes()) return
  const paint = firstPaint(document, answer)
  if (paint) root.before(paint)
}

void asked?.then(
  (answer) => {
    if (document.readyState !== 'loading') draw(answer)
    else document.addEventListener('readystatechange', () => draw(answer), { once: true })
  },
  // The app meets the failure when it takes the answer, and says it.
  () => undefined,
)

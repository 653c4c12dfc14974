/**
 * With the system asking for reduced motion, nothing on screen keeps moving:
 * the spinner, the loading shimmer and the unknown-total progress bar stop
 * after a moment, and that bar fills its track rather than showing a share
 * of work it does not know.
 */
import { expect, test } from './fixtures'

test('with reduced motion asked for, no animation runs on', async ({ app }) => {
  // As the OS setting does, in either shell.
  await app.emulateMedia({ reducedMotion: 'reduce' })
  const running = await app.evaluate(async () => {
    const track = document.createElement('div')
    track.className = 'progress'
    track.innerHTML =
      '<span class="spinner"></span><span class="skeleton"></span><div class="progress__bar"></div>'
    document.body.append(track)
    const endless = (a: Animation) => a.effect?.getTiming().iterations === Infinity
    const animations = track.getAnimations({ subtree: true })
    await Promise.all(
      animations.filter((a) => !endless(a)).map((a) => a.finished.catch(() => undefined)),
    )
    const left = track
      .getAnimations({ subtree: true })
      .map((a) => `${(a as CSSAnimation).animationName}${endless(a) ? ' (endless)' : ''}`)
    const bar = track.querySelector('.progress__bar')!.getBoundingClientRect()
    const width = track.getBoundingClientRect().width
    track.remove()
    return { left, barShare: bar.width / width }
  })
  expect(running.left).toEqual([])
  expect(running.barShare).toBe(1)
})

/**
 * A toast goes when swiped away, even when the drag starts on its words
 * (sonner gives up a swipe once text is selected, and in Chromium a drag
 * that starts on text selects at once).
 */
import { test } from './fixtures'
import { swipeAway } from './support/toasts'
import { addWorkspace } from './support/workspace'

test('a toast swiped to the right from its words goes away', async ({ app, emulator }) => {
  await addWorkspace(app, { name: 'Swipe', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
  await swipeAway(app, 'Added “Swipe”')
})

/**
 * Screens of writes whose answer was lost, for `npm run screenshots`: a
 * speaker card whose picture upload "may have been applied", offering Check,
 * a sponsor card's on a service that reads sponsors back, offering Check too,
 * and a location deletion that may have been applied, offering Try again.
 * The demo workspace's emulator has no fault controls, so the one call's
 * lost answer is played at the page's call route (the answer main gives, as
 * renderer/src/components/image-drop/UploadFaults.test.tsx and
 * renderer/src/sections/locations/LocationFaults.test.tsx produce it for
 * real); everything on screen is the app's own.
 */
import type { Page } from 'playwright'
import { makePng } from '@test-support/images'
import { dropOn } from '../support/image-drop-steps'
import { INVOKE_PATH } from './invoke-route'
import { onOwnService } from './own-service'
import type { Screen } from './screens'
import { decodeWireText, encodeWireText } from './wire'

/** The next call on `channel` is answered with a lost answer carrying `message`. */
async function loseNextAnswer(page: Page, channel: string, message: string): Promise<void> {
  let lost = false
  await page.route(
    (url) => url.pathname.startsWith(INVOKE_PATH),
    async (route) => {
      const call = decodeWireText(route.request().postData() ?? '[0,null]') as { channel?: string }
      if (lost || call.channel !== channel) return route.continue()
      lost = true
      const error = { kind: 'network', message, retryable: false, mayHaveApplied: true }
      return route.fulfill({ status: 200, body: encodeWireText({ ok: false, error }) })
    },
  )
}

async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

export const unsureScreens: Screen[] = [
  {
    name: 'speaker-upload-may-have-applied',
    async show(page) {
      await open(page, 'Speakers')
      // Cards move as the service's answers bring each speaker's order: wait until they all have.
      await page.waitForFunction(() => {
        const cards = document.querySelectorAll('[data-testid="speaker-card"]').length
        return (
          cards > 0 && document.querySelectorAll('[data-testid="speaker-order"]').length >= cards
        )
      })
      await loseNextAnswer(
        page,
        'speakers:uploadPicture',
        "Could not upload the speaker's picture: the connection was dropped before the answer was complete. The speaker's picture may or may not have been replaced: check it before trying again.",
      )
      const zone = page.getByTestId('speaker-card').first().getByTestId('image-drop')
      await dropOn(zone, { name: 'portrait.png', type: 'image/png', bytes: makePng(200, 200) })
      await zone.getByTestId('upload-unsure').waitFor()
    },
  },
  {
    // The service applied the logo and the answer was lost on the way (a fault of its own).
    name: 'sponsor-upload-may-have-applied',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async (emulator) => {
        // The sessions listed name the event's sponsors: their cards come from there.
        await open(page, 'Sessions')
        await page.getByTestId('session-row').first().waitFor()
        await open(page, 'Sponsors')
        const card = page.getByTestId('sponsor-card').first()
        emulator.state.setFaults([{ kind: 'drop', afterHandling: true, method: 'POST', times: 1 }])
        const zone = card.locator('[data-testid="image-drop"][data-target="sponsor-logo"]')
        await dropOn(zone, { name: 'logo.png', type: 'image/png', bytes: makePng(640, 320) })
        await zone.getByTestId('upload-unsure').getByRole('button', { name: 'Check' }).waitFor()
      }),
  },
  {
    name: 'location-may-have-deleted',
    async show(page) {
      await open(page, 'Locations')
      await page.getByTestId('location-row').first().waitFor()
      await loseNextAnswer(
        page,
        'locations:delete',
        'Could not delete the location: the connection was dropped before the answer was complete. The change may have been applied before the answer was lost: check it before sending it again.',
      )
      await page.getByRole('button', { name: 'Delete Hall B' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete location' }).click()
      await page.getByTestId('location-try-again-note').waitFor()
    },
  },
]

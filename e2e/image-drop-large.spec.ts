/**
 * Images of hundreds of megapixels in a few MB: valid (the API sets no
 * maximum on dimensions), so uploaded, but said to be very large and never
 * drawn by the window, which would need gigabytes to show one: on a
 * speaker's card (no preview; the stored picture is not shown either, the
 * initials stay) and in the bulk review (no thumbnail).
 */
import { makePhotoJpeg } from '@test-support/images-photo'
import { makeLargePng } from '@test-support/images-large'
import { expect, test } from './fixtures'
import {
  dropOn,
  dropOnPanel,
  openSpeakers,
  openOneSpeakerCard,
  uploadRequests,
} from './support/image-drop-steps'

// Decoding and converting large pictures is CPU work: on two busy cores it
// takes several times what it takes on an idle one.
test.describe.configure({ timeout: 180_000 })

const HUGE = { width: 20_000, height: 20_000 }
const WARNING = /PNG 20,000×20,000 px \(400 megapixels\): very large; it is valid/

test('a 400-megapixel PNG dropped on a card is uploaded with a warning, and never drawn', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids, card, zone } = await openOneSpeakerCard(app, harness, emulator)
  const before = uploadRequests(emulator).length
  await dropOn(zone, {
    name: 'poster.png',
    type: 'image/png',
    bytes: makeLargePng(HUGE.width, HUGE.height),
  })
  await expect(zone).toHaveAttribute('data-phase', 'done', { timeout: 30_000 })
  const status = zone.getByTestId('image-drop-status')
  await expect(status).toContainText(WARNING)
  await expect(status).toContainText(
    'Uploaded: the service has the new picture, and it is too large to show here.',
  )
  expect(uploadRequests(emulator).length - before).toBe(1)
  const stored = [...emulator.state.images.values()].filter((i) => i.target === `speaker:${ids[0]}`)
  expect(stored.at(-1)).toMatchObject({ width: HUGE.width, height: HUGE.height })
  // Neither the file nor the service's copy is drawn: the card keeps its initials.
  await expect(card.getByTestId('speaker-picture').locator('img')).toHaveCount(0)
  await expect(card.locator('.speaker-card__initials')).toBeVisible()
})

test('in the bulk review it is valid, with the warning and no thumbnail', async ({
  app,
  harness,
  emulator,
}) => {
  const { speakers } = await openSpeakers(app, harness, emulator, 2)
  const [first, second] = speakers
  const large = `${first!.firstName} ${first!.lastName}.png`
  const usual = `${second!.firstName} ${second!.lastName}.jpg`
  await dropOnPanel(app.getByRole('region', { name: 'Speakers' }), [
    { name: large, type: 'image/png', bytes: makeLargePng(HUGE.width, HUGE.height) },
    { name: usual, type: 'image/jpeg', bytes: makePhotoJpeg(300, 300, 7) },
  ])
  const dialog = app.getByRole('dialog', { name: 'Match photos to speakers' })
  const row = (name: string) => dialog.locator(`[data-testid="bulk-row"][data-file="${name}"]`)
  await expect(row(large).getByTestId('bulk-verdict')).toContainText('Valid', { timeout: 30_000 })
  await expect(row(large).getByTestId('bulk-verdict')).toContainText(WARNING)
  await expect(row(usual).getByTestId('bulk-verdict')).toContainText('Valid')
  await expect(row(large).locator('img')).toHaveCount(0)
  await expect(row(usual).locator('img')).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: 'Upload 2 photos' })).toBeEnabled()
})

/**
 * Screens of replacing pictures for `npm run screenshots`: a file dragged
 * over a speaker card (taken, refused), a refused drop's verdict, a picture
 * of 400 megapixels uploaded with its warning, a photo part-way up, "Convert and fit" side by side (to JPEG, and to PNG for a
 * transparent logo), the "Use an image address…" form after the service
 * refused an address, and the Sponsors panel with its LOGO and COVER targets
 * (one uploaded, one refused).
 */
import type { Page } from 'playwright'
import { makeJpeg, makePng, padToSize } from '@test-support/images'
import { makeLargePng } from '@test-support/images-large'
import {
  addressForm,
  canvasImage,
  dragOver,
  dropOn,
  type DropFile,
} from '../support/image-drop-steps'
import { holdUploads } from './screens-held-upload'
import type { Screen } from './screens'

const MiB = 1024 * 1024

const HEIC: DropFile = {
  name: 'IMG_0412.HEIC',
  type: 'image/heic',
  bytes: Uint8Array.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic\0\0\0\0', (c) => c.charCodeAt(0)),
}

async function open(page: Page, name: 'Speakers' | 'Sponsors'): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

async function firstSpeakerZone(page: Page) {
  await open(page, 'Speakers')
  // Cards move as the service's answers bring each speaker's order: wait until they all have.
  await page.waitForFunction(() => {
    const cards = document.querySelectorAll('[data-testid="speaker-card"]').length
    return cards > 0 && document.querySelectorAll('[data-testid="speaker-order"]').length >= cards
  })
  const zone = page.getByTestId('speaker-card').first().getByTestId('image-drop')
  await zone.locator('.image-drop__face').waitFor()
  return zone
}

async function firstSponsor(page: Page) {
  await open(page, 'Sponsors')
  const card = page.getByTestId('sponsor-card').first()
  await card.waitFor()
  return card
}

export const imageScreens: Screen[] = [
  {
    name: 'image-drop-drag-accept',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      await dragOver(zone, [{ name: 'portrait.png', type: 'image/png', bytes: makePng(200, 200) }])
      await zone.getByTestId('image-drop-drag').waitFor()
    },
  },
  {
    name: 'image-drop-drag-refuse',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      await dragOver(zone, [HEIC])
      await zone.getByTestId('image-drop-drag').waitFor()
    },
  },
  {
    name: 'image-drop-verdict',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      await dropOn(zone, { name: 'thumbnail.png', type: 'image/png', bytes: makePng(64, 64) })
      await zone.getByTestId('image-drop-problem').waitFor()
    },
  },
  {
    name: 'image-drop-very-large',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      const bytes = makeLargePng(12_000, 10_000)
      await dropOn(zone, { name: 'poster.png', type: 'image/png', bytes })
      // No deadline of its own: a 400-megapixel check takes what the machine gives it.
      await zone.and(page.locator('[data-phase="done"]')).waitFor({ timeout: 0 })
    },
  },
  {
    name: 'image-drop-uploading',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      const total = Math.round(3.4 * MiB)
      await holdUploads(page, () => ({ sentBytes: Math.round(1.2 * MiB), totalBytes: total }))
      const bytes = padToSize(makeJpeg(400, 400), total - 300)
      await dropOn(zone, { name: 'portrait.jpg', type: 'image/jpeg', bytes })
      await zone.locator('[role="progressbar"][aria-valuenow="35"]').waitFor()
    },
  },
  {
    name: 'image-drop-convert',
    async show(page) {
      const card = await firstSponsor(page)
      const zone = card.locator('[data-testid="image-drop"][data-target="sponsor-cover"]')
      const webp = await canvasImage(page, 1600, 600, 'image/webp')
      await dropOn(zone, { name: 'cover.webp', type: 'image/webp', bytes: webp })
      await zone.getByRole('button', { name: 'Convert and fit' }).click()
      await zone.getByTestId('image-drop-compare').waitFor()
    },
  },
  {
    name: 'image-drop-convert-transparent',
    async show(page) {
      const card = await firstSponsor(page)
      const zone = card.locator('[data-testid="image-drop"][data-target="sponsor-logo"]')
      const webp = await canvasImage(page, 640, 320, 'image/webp', { transparent: true })
      await dropOn(zone, { name: 'logo.webp', type: 'image/webp', bytes: webp })
      await zone.getByRole('button', { name: 'Convert and fit' }).click()
      await zone.getByTestId('image-drop-compare').waitFor()
    },
  },
  {
    name: 'image-url-form',
    async show(page) {
      const zone = await firstSpeakerZone(page)
      const { button, field, send } = addressForm(page, zone)
      await button.click()
      // A private address: the service's refusal (422 PRIVATE_ADDRESS) shows on the field.
      await field.fill('http://192.168.1.20/photo.png')
      await send.click()
      await field.and(page.locator('[aria-invalid="true"]')).waitFor()
    },
  },
  {
    name: 'sponsor-targets',
    async show(page) {
      const card = await firstSponsor(page)
      const logo = card.locator('[data-testid="image-drop"][data-target="sponsor-logo"]')
      const cover = card.locator('[data-testid="image-drop"][data-target="sponsor-cover"]')
      await dropOn(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(640, 320) })
      await logo.and(page.locator('[data-phase="done"]')).waitFor()
      await dropOn(cover, { name: 'banner.png', type: 'image/png', bytes: makePng(900, 300) })
      await cover.getByTestId('image-drop-problem').waitFor()
    },
  },
]

/**
 * The Sponsors panel: sponsor cards from the catalog, each with a LOGO and a
 * COVER drop zone holding its own rules; uploads reach the emulator only when
 * the image is valid for that target, and a card keeps the images last
 * uploaded across a reload; an image address. Call errors (404, a key that
 * cannot write, a dropped connection) are tested as components
 * (renderer/src/sections/sponsors/SponsorUploads.test.tsx).
 */
import type { Locator } from '@playwright/test'
import { makeGif, makePng } from '@test-support/images'
import { test, expect } from './fixtures'
import {
  addressForm,
  dragAway,
  dragOver,
  dropOn,
  openWithCatalog,
  serveImages,
  uploadRequests,
} from './support/image-drop-steps'

const zone = (card: Locator, target: string) =>
  card.locator(`[data-testid="image-drop"][data-target="${target}"]`)

test('LOGO and COVER each take only what their own rules allow', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids } = await openWithCatalog(app, harness, emulator, 'sponsor', {
    count: 1,
    labels: ['Acme Corp'],
  })
  const id = ids[0]!
  const card = app.getByRole('article', { name: 'Acme Corp' })
  await expect(card).toBeVisible()
  const logo = zone(card, 'sponsor-logo')
  const cover = zone(card, 'sponsor-cover')
  const before = uploadRequests(emulator).length

  // A GIF is a cover's format, not a logo's; a logo's size is not a cover's.
  await dropOn(cover, { name: 'cover.png', type: 'image/png', bytes: makePng(1000, 300) })
  await expect(cover.getByTestId('image-drop-problem')).toHaveText(
    'Not uploaded: PNG 1000×300 px: sponsor covers must be at least 1080×360 px',
  )
  await dropOn(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(319, 160) })
  await expect(logo.getByTestId('image-drop-problem')).toHaveText(
    'Not uploaded: PNG 319×160 px: sponsor logos must be at least 320×160 px',
  )
  // A logo is one file: two are refused while still dragged, and nothing is taken.
  const two = [1, 2].map((n) => ({
    name: `logo${n}.png`,
    type: 'image/png',
    bytes: makePng(400, 200),
  }))
  await dragOver(logo, two)
  await expect(logo.getByTestId('image-drop-drag')).toContainText('2 files: drop one image here')
  await dragAway(logo, two)
  await expect(logo).toHaveAttribute('data-drag', 'none')
  // The same GIF the cover takes below is refused as a logo, whatever its size.
  await dropOn(logo, { name: 'logo.gif', type: 'image/gif', bytes: makeGif(1080, 360) })
  await expect(logo.getByTestId('image-drop-problem')).toContainText(
    'sponsor logos must be JPEG or PNG',
  )
  expect(uploadRequests(emulator).length - before).toBe(0)

  await dropOn(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(320, 160) })
  await expect(logo).toHaveAttribute('data-phase', 'done')
  await dropOn(cover, { name: 'cover.gif', type: 'image/gif', bytes: makeGif(1080, 360) })
  await expect(cover).toHaveAttribute('data-phase', 'done')
  expect(uploadRequests(emulator).length - before).toBe(2)

  const stored = [...emulator.state.images.values()].filter((i) => i.target.startsWith('sponsor:'))
  expect(stored.map((i) => [i.target, i.contentType, i.width, i.height])).toEqual(
    expect.arrayContaining([
      [`sponsor:${id}:LOGO`, 'image/png', 320, 160],
      [`sponsor:${id}:COVER`, 'image/gif', 1080, 360],
    ]),
  )
  // The pictures shown are the service's copies, fetched back through main.
  await expect(logo.locator('img.image-drop__picture')).toHaveAttribute('src', /^blob:/)
  await expect(cover.locator('img.image-drop__picture')).toHaveAttribute('src', /^blob:/)

  // The API cannot read a sponsor: the catalog entry keeps what was uploaded from here.
  await app.reload()
  const again = app.getByRole('article', { name: 'Acme Corp' })
  await expect(zone(again, 'sponsor-logo').locator('img.image-drop__picture')).toBeVisible()
  await expect(zone(again, 'sponsor-cover').locator('img.image-drop__picture')).toBeVisible()
})

test('"Use an image address…" on LOGO and COVER: a private address is refused, a loopback one taken', async ({
  app,
  harness,
  emulator,
}) => {
  const host = await serveImages({ '/cover.gif': { type: 'image/gif', bytes: makeGif(1080, 360) } })
  emulator.state.allowImageHosts.add('localhost')
  try {
    const { ids } = await openWithCatalog(app, harness, emulator, 'sponsor', {
      count: 1,
      labels: ['Acme Corp'],
    })
    const card = app.getByRole('article', { name: 'Acme Corp' })
    const logo = addressForm(app, zone(card, 'sponsor-logo'))
    const cover = addressForm(app, zone(card, 'sponsor-cover'))
    await expect(logo.button).toHaveAccessibleName('Use an image address… (Logo of Acme Corp)')
    const before = uploadRequests(emulator).length

    await logo.button.click()
    await expect(logo.field).toBeFocused()
    await logo.field.fill('http://10.0.0.7/logo.png')
    await logo.send.click()
    await expect(logo.field).toHaveAccessibleDescription(/private/)
    await expect(logo.field).toHaveValue('http://10.0.0.7/logo.png')
    await app.keyboard.press('Escape')
    await expect(logo.button).toBeFocused()
    await expect(zone(card, 'sponsor-logo').getByTestId('image-drop-problem')).toContainText(
      'private',
    )

    await cover.button.click()
    // Each target's form starts with its own address, not the logo's.
    await expect(cover.field).toHaveValue('')
    await cover.field.fill(host.url('/cover.gif'))
    await cover.field.press('Enter')
    await expect(cover.dialog).toHaveCount(0)
    await expect(zone(card, 'sponsor-cover')).toHaveAttribute('data-phase', 'done')
    await expect(cover.button).toBeFocused()
    expect(uploadRequests(emulator).length - before).toBe(2)
    const stored = [...emulator.state.images.values()].filter(
      (i) => i.target === `sponsor:${ids[0]}:COVER`,
    )
    expect(stored.at(-1)).toMatchObject({ contentType: 'image/gif', width: 1080, height: 360 })
  } finally {
    emulator.state.allowImageHosts.delete('localhost')
    await host.close()
  }
})

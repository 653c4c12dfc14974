/**
 * The Sponsors panel: sponsor cards from the catalog, each with a LOGO and a
 * COVER drop zone holding its own rules; uploads reach the emulator only when
 * the image is valid for that target, and a card keeps the images last
 * uploaded across a reload. Call errors (404, a key that cannot write) are
 * sentences on the card.
 */
import type { Locator } from '@playwright/test'
import { makeGif, makePng } from '@test-support/images'
import { test, expect } from './fixtures'
import { callCore, prepareWorkspace, requireHarness } from './support/attendees'
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

test('a sponsor the service does not know is marked, and the file stays to retry', async ({
  app,
  harness,
  emulator,
}) => {
  await openWithCatalog(app, harness, emulator, 'sponsor', {
    count: 0,
    unknown: { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', label: 'Ghost Ltd' },
  })
  const card = app.getByRole('article', { name: 'Ghost Ltd' })
  const logo = zone(card, 'sponsor-logo')
  await dropOn(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(640, 320) })
  await expect(logo.getByTestId('upload-error')).toContainText('The sponsor was not found.')
  await expect(card).toHaveAttribute('data-status', 'not-found')
  await expect(card.getByTestId('sponsor-not-found')).toBeVisible()
  await expect(logo.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(logo.getByTestId('image-drop-status')).toContainText('logo.png')
})

const KEYS_THAT_CANNOT_UPLOAD = [
  {
    what: 'a Backend key with READ scope only',
    kind: 'backend',
    scopes: 'READ',
    says: 'This key can read but not upload: This needs an API key with WRITE scope',
  },
  {
    what: 'a key not made for Backend usage',
    kind: 'other',
    scopes: 'READ,WRITE',
    says: 'This key can read but not upload: This needs an access key generated for Backend usage',
  },
] as const

for (const key of KEYS_THAT_CANNOT_UPLOAD) {
  test(`${key.what} is told it cannot upload`, async ({ app, harness, emulator }) => {
    const core = requireHarness(harness)
    const apiKey = emulator.keys.find((k) => k.kind === key.kind && k.scopes.join() === key.scopes)!
    const { workspaceId, eventId } = await prepareWorkspace(core, emulator, {
      name: 'Cannot upload',
      apiKey: apiKey.key,
    })
    const sponsorId = emulator.state.event(eventId)!.sponsors[0]!.id
    await callCore(core, 'catalog:add', {
      workspaceId,
      eventId,
      kind: 'sponsor',
      text: sponsorId,
      label: 'Acme Corp',
    })
    await app.evaluate(() => {
      window.location.hash = '#/sponsors'
    })
    await app.reload()
    const cover = zone(app.getByRole('article', { name: 'Acme Corp' }), 'sponsor-cover')
    await dropOn(cover, { name: 'cover.png', type: 'image/png', bytes: makePng(1200, 400) })
    await expect(cover.getByTestId('upload-error')).toContainText(key.says)
    // The file stays, to send again once the workspace has a key that can.
    await expect(cover.getByRole('button', { name: 'Retry' })).toBeVisible()
  })
}

test('a dropped connection is said on the card, and Upload again sends the same file again', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids } = await openWithCatalog(app, harness, emulator, 'sponsor', {
    count: 1,
    labels: ['Acme Corp'],
  })
  const logo = zone(app.getByRole('article', { name: 'Acme Corp' }), 'sponsor-logo')
  emulator.state.setFaults([{ kind: 'drop', method: 'POST', times: 1 }])
  try {
    await dropOn(logo, { name: 'acme-logo.png', type: 'image/png', bytes: makePng(480, 240) })
    await expect(logo.getByTestId('upload-error')).toContainText('may or may not have been')
    await expect(logo.getByTestId('image-drop-status')).toContainText('acme-logo.png')
    // A sponsor cannot be read back: the card says so instead of offering a check.
    await expect(logo.getByTestId('upload-unsure')).toContainText('no way to read a sponsor')
  } finally {
    emulator.state.setFaults([])
  }
  const before = uploadRequests(emulator).length
  await logo.getByRole('button', { name: 'Upload again' }).click()
  await expect(logo).toHaveAttribute('data-phase', 'done')
  expect(uploadRequests(emulator).length - before).toBe(1)
  const stored = [...emulator.state.images.values()].filter(
    (i) => i.target === `sponsor:${ids[0]}:LOGO`,
  )
  expect(stored.at(-1)).toMatchObject({ width: 480, height: 240 })
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

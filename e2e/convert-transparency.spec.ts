/**
 * "Convert and fit" keeps transparency: a picture with any transparent
 * pixel becomes a PNG (within 4 MiB, shrunk if needed, never below the
 * target's minimum) and the service stores it with its transparent pixels;
 * the after side says "PNG to keep transparency"; its pixels are read in a
 * worker, not on the page's thread. The images are made here, by the
 * browser's own encoders.
 */
import type { Page } from '@playwright/test'
import { test, expect, type RunningEmulator } from './fixtures'
import {
  canvasImage,
  dropOn,
  openOneSpeakerCard,
  openWithCatalog,
  pngColourType,
  uploadRequests,
} from './support/image-drop-steps'

// Decoding and converting large pictures is CPU work: on two busy cores it
// takes several times what it takes on an idle one.
test.describe.configure({ timeout: 180_000 })

/** The alpha of the image's pixel at (x, y), decoded by the browser. */
async function alphaAt(page: Page, bytes: Uint8Array, x: number, y: number): Promise<number> {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([data]))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const g = canvas.getContext('2d')!
      g.drawImage(bitmap, 0, 0)
      return g.getImageData(x, y, 1, 1).data[3]!
    },
    { base64: Buffer.from(bytes).toString('base64'), x, y },
  )
}

/** Random colours and alphas: hardly compresses, so a PNG far over 4 MiB from few pixels. */
async function noisyTransparentPng(page: Page, width: number, height: number): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const g = canvas.getContext('2d')!
      const image = g.createImageData(width, height)
      let s = 11
      for (let i = 0; i < image.data.length; i++) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0
        image.data[i] = (s >>> 16) & 255
      }
      g.putImageData(image, 0, 0)
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
      )
      let text = ''
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(text)
    },
    { width, height },
  )
  return new Uint8Array(Buffer.from(base64, 'base64'))
}

const storedFor = (emulator: RunningEmulator, target: string, known: ReadonlySet<string>) =>
  [...emulator.state.images.values()].filter((i) => i.target === target && !known.has(i.id))

test('a transparent WebP logo becomes a PNG that keeps its transparent pixels', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids } = await openWithCatalog(app, harness, emulator, 'sponsor', {
    count: 1,
    labels: ['Acme Corp'],
  })
  const logo = app
    .getByRole('article', { name: 'Acme Corp' })
    .locator('[data-testid="image-drop"][data-target="sponsor-logo"]')
  const known = new Set(emulator.state.images.keys())
  const before = uploadRequests(emulator).length

  const webp = await canvasImage(app, 640, 320, 'image/webp', { transparent: true })
  expect(await alphaAt(app, webp, 0, 0)).toBe(0)
  await dropOn(logo, { name: 'acme-logo.webp', type: 'image/webp', bytes: webp })
  await expect(logo.getByTestId('image-drop-problem')).toContainText('WebP image')
  // Pixels are read in a worker, never on the page's own thread (that would block typing).
  await app.evaluate(() => {
    const calls = { count: 0 }
    Object.assign(window, { pixelReadsOnPage: calls })
    for (const proto of [
      CanvasRenderingContext2D.prototype,
      OffscreenCanvasRenderingContext2D.prototype,
    ]) {
      const read = proto.getImageData
      proto.getImageData = function (this: typeof proto, ...args: Parameters<typeof read>) {
        calls.count++
        return read.apply(this, args)
      } as typeof read
    }
  })
  await logo.getByRole('button', { name: 'Convert and fit' }).click()
  const compare = logo.getByTestId('image-drop-compare')
  await expect(compare).toContainText('PNG · 640×320 px')
  expect(
    await app.evaluate(
      () => (window as unknown as { pixelReadsOnPage: { count: number } }).pixelReadsOnPage.count,
    ),
  ).toBe(0)
  await expect(compare.getByTestId('fit-output')).toHaveText('PNG to keep transparency')
  await compare.getByRole('button', { name: 'Upload converted' }).click()
  await expect(logo).toHaveAttribute('data-phase', 'done')

  expect(uploadRequests(emulator).length - before).toBe(1)
  const [stored] = storedFor(emulator, `sponsor:${ids[0]}:LOGO`, known)
  expect(stored).toMatchObject({ contentType: 'image/png', width: 640, height: 320 })
  expect(pngColourType(stored!.bytes)).toBe(6)
  // The corner around the disc is still see-through; the disc's middle is not.
  expect(await alphaAt(app, stored!.bytes, 0, 0)).toBe(0)
  expect(await alphaAt(app, stored!.bytes, 320, 160)).toBe(255)
})

test('an oversized transparent PNG is shrunk as a PNG within 4 MiB, above the minimum', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids, zone } = await openOneSpeakerCard(app, harness, emulator)
  const known = new Set(emulator.state.images.keys())

  const big = await noisyTransparentPng(app, 1500, 1500)
  expect(big.length).toBeGreaterThan(6 * 1024 * 1024)
  await dropOn(zone, { name: 'cut-out.png', type: 'image/png', bytes: big })
  await expect(zone.getByTestId('image-drop-problem')).toContainText('at most 4 MB')
  await zone.getByRole('button', { name: 'Convert and fit' }).click()
  const compare = zone.getByTestId('image-drop-compare')
  await expect(compare.getByTestId('fit-output')).toHaveText('PNG to keep transparency')
  await compare.getByRole('button', { name: 'Upload converted' }).click()
  await expect(zone).toHaveAttribute('data-phase', 'done')

  const [stored] = storedFor(emulator, `speaker:${ids[0]}`, known)
  expect(stored!.contentType).toBe('image/png')
  expect(stored!.bytes.length).toBeLessThanOrEqual(4 * 1024 * 1024)
  expect(stored!.width).toBeLessThan(1500)
  expect(stored!.width).toBeGreaterThanOrEqual(80)
  expect(stored!.width).toBe(stored!.height)
  expect(pngColourType(stored!.bytes)).toBe(6)
})

/**
 * Replacing a speaker's picture by dropping or pasting an image, against the
 * emulator: a valid photo is uploaded and shown (the emulator's request log
 * counts the uploads); "Convert and fit" turns a WebP and a 6 MiB JPEG into
 * JPEGs the service takes. Giving an image address:
 * image-drop-address.spec.ts. Refused files and the drag's verdict are tested
 * as components (renderer/src/components/image-drop/SpeakerImageDrop.test.tsx).
 */
import { makeJpeg, makePng } from '@test-support/images'
import { test, expect, type RunningEmulator } from './fixtures'
import { callCore, requireHarness } from './support/attendees'
import {
  canvasImage,
  dropOn,
  noisyJpeg,
  openWithCatalog,
  pasteFile,
  uploadRequests,
} from './support/image-drop-steps'

// Decoding and converting large pictures is CPU work: on two busy cores it
// takes several times what it takes on an idle one.
test.describe.configure({ timeout: 180_000 })

/** The pictures stored for the speaker since `known` was taken (the emulator lives for the worker). */
function speakerImages(emulator: RunningEmulator, speakerId: string, known: ReadonlySet<string>) {
  return [...emulator.state.images.values()].filter(
    (i) => i.target === `speaker:${speakerId}` && !known.has(i.id),
  )
}

const storedIds = (emulator: RunningEmulator) => new Set(emulator.state.images.keys())

test('a valid photo dropped on a speaker card is uploaded, shown and kept in the catalog', async ({
  app,
  harness,
  emulator,
}) => {
  const { workspaceId, eventId, ids } = await openWithCatalog(app, harness, emulator, 'speaker', {
    count: 1,
  })
  const id = ids[0]!
  const card = app.locator(`[data-testid="speaker-card"][data-speaker-id="${id}"]`)
  const zone = card.getByTestId('image-drop')
  const before = uploadRequests(emulator).length
  const known = storedIds(emulator)
  await dropOn(zone, { name: 'portrait.jpg', type: 'image/jpeg', bytes: makeJpeg(400, 400) })
  await expect(zone).toHaveAttribute('data-phase', 'done')
  await expect(zone.getByTestId('image-drop-status')).toContainText('Uploaded')
  await expect(zone.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuetext',
    'Done',
  )

  expect(uploadRequests(emulator).length - before).toBe(1)
  const [image] = speakerImages(emulator, id, known)
  expect(image).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 400 })
  const speaker = emulator.state.event(eventId)!.speakers.find((s) => s.id === id)!
  expect(speaker.picUrl).toBe(`/media/${image!.id}`)
  await expect(card.getByTestId('speaker-picture').locator('img')).toHaveAttribute('src', /^blob:/)
  // What the card shows is the service's copy, fetched by its new address made unique to this upload.
  await expect
    .poll(() =>
      emulator.state
        .requests()
        .some((r) => r.method === 'GET' && r.path === speaker.picUrl && /^v=\d+$/.test(r.query)),
    )
    .toBe(true)

  // A picture pasted from the clipboard takes the same way.
  await pasteFile(card.getByTestId('image-drop').locator('.image-drop__face'), {
    name: 'image.png',
    type: 'image/png',
    bytes: makePng(120, 120),
  })
  await expect(zone.getByTestId('image-drop-status')).toContainText('PNG · 120×120 px')
  await expect(zone).toHaveAttribute('data-phase', 'done')
  expect(uploadRequests(emulator).length - before).toBe(2)
  // And with the card itself focused, where Tab lands.
  await pasteFile(card, { name: 'image.png', type: 'image/png', bytes: makePng(130, 130) })
  await expect(zone.getByTestId('image-drop-status')).toContainText('PNG · 130×130 px')
  await expect(zone).toHaveAttribute('data-phase', 'done')
  expect(uploadRequests(emulator).length - before).toBe(3)

  const list = await callCore(requireHarness(harness), 'catalog:list', {
    workspaceId,
    eventId,
    kind: 'speaker',
  })
  const entry = list.entries.find((e) => e.id === id)!
  const profile = entry.state?.profile as { picUrl?: string } | undefined
  const newest = speakerImages(emulator, id, known).at(-1)!
  expect(newest).toMatchObject({ contentType: 'image/png', width: 130, height: 130 })
  expect(profile?.picUrl).toMatch(new RegExp(`/media/${newest.id}$`))
})

test('Convert and fit turns a WebP and a 6 MiB JPEG into JPEGs the service takes', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids } = await openWithCatalog(app, harness, emulator, 'speaker', { count: 2 })
  const zoneOf = (id: string) =>
    app.locator(`[data-testid="speaker-card"][data-speaker-id="${id}"]`).getByTestId('image-drop')
  const before = uploadRequests(emulator).length
  const known = storedIds(emulator)

  const webp = await canvasImage(app, 600, 450, 'image/webp')
  const first = zoneOf(ids[0]!)
  await dropOn(first, { name: 'photo.webp', type: 'image/webp', bytes: webp })
  await expect(first.getByTestId('image-drop-problem')).toContainText('WebP image')
  await first.getByRole('button', { name: 'Convert and fit' }).click()
  const compare = first.getByTestId('image-drop-compare')
  await expect(compare.getByRole('figure')).toHaveCount(2)
  await expect(compare).toContainText('WebP · 600×450 px')
  await expect(compare).toContainText('JPEG · 600×450 px')
  // No pixel of it is transparent: the smaller JPEG, and the after side says why.
  await expect(compare.getByTestId('fit-output')).toHaveText(
    /^JPEG: the picture has no transparency/,
  )
  await compare.getByRole('button', { name: 'Upload converted' }).click()
  await expect(first).toHaveAttribute('data-phase', 'done')
  expect(speakerImages(emulator, ids[0]!, known)).toEqual([
    expect.objectContaining({ contentType: 'image/jpeg', width: 600, height: 450 }),
  ])

  const big = noisyJpeg(1900, 1400, 95)
  expect(big.length).toBeGreaterThan(6 * 1024 * 1024)
  const second = zoneOf(ids[1]!)
  await dropOn(second, { name: 'camera.jpg', type: 'image/jpeg', bytes: big })
  await expect(second.getByTestId('image-drop-problem')).toContainText(
    'images must be at most 4 MB',
  )
  await second.getByRole('button', { name: 'Convert and fit' }).click()
  await expect(second.getByTestId('image-drop-compare')).toContainText('JPEG · 1,900×1,400 px')
  await second.getByRole('button', { name: 'Upload converted' }).click()
  await expect(second).toHaveAttribute('data-phase', 'done')
  const [stored] = speakerImages(emulator, ids[1]!, known)
  expect(stored!.contentType).toBe('image/jpeg')
  expect(stored!.bytes.length).toBeLessThanOrEqual(4 * 1024 * 1024)
  expect(stored!.width).toBeGreaterThanOrEqual(80)

  expect(uploadRequests(emulator).length - before).toBe(2)
})

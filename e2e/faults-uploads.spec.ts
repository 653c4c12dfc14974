/**
 * Picture uploads whose connection drops or which the service fails, end to
 * end: main sends each once; a 500 is said to have failed and can be retried;
 * a lost answer is said to have maybe been applied. On a speaker's card
 * "Check" reads the speaker back: a drop before the service acted is found
 * not applied and "Upload again" applies it once; a drop after it acted is
 * found applied, and the card and catalog show the new picture. A sponsor
 * cannot be read: the card says so and "Upload again" replaces the image.
 * The emulator's stored images and request log count every upload.
 */
import type { Locator, Page } from '@playwright/test'
import { startEmulator, type FaultRule } from '@emulator'
import { makeJpeg, makePng } from '@test-support/images'
import { expect, test, type RunningEmulator } from './fixtures'
import type { Harness } from './harness/harness'
import { callCore, requireHarness } from './support/attendees'
import { dropOn, openWithCatalog, uploadRequests } from './support/image-drop-steps'

const stored = (emulator: RunningEmulator, target: string) =>
  [...emulator.state.images.values()].filter((i) => i.target === target)

/** A fresh emulator, one speaker on its card (read), and the card's drop zone. */
async function speakerZone(page: Page, harness: Harness | null, emulator: RunningEmulator) {
  const { ids, workspaceId, eventId } = await openWithCatalog(page, harness, emulator, 'speaker', {
    count: 1,
  })
  const id = ids[0]!
  const card = page.locator(`[data-testid="speaker-card"][data-speaker-id="${id}"]`)
  await expect(card.getByTestId('speaker-order')).toBeVisible()
  const speaker = emulator.state.event(eventId)!.speakers.find((s) => s.id === id)!
  const pic = (rule: Omit<FaultRule, 'pathPrefix' | 'method'>): FaultRule => ({
    ...rule,
    method: 'POST',
    pathPrefix: `/v1/events/${eventId}/speakers/${id}/pic`,
  })
  return { id, workspaceId, eventId, card, zone: card.getByTestId('image-drop'), speaker, pic }
}

const photo = { name: 'portrait.jpg', type: 'image/jpeg', bytes: makeJpeg(200, 200) }

async function expectUnsure(zone: Locator, check: string) {
  const unsure = zone.getByTestId('upload-unsure')
  await expect(unsure).toHaveAttribute('data-check', check)
  return unsure
}

test('a speaker photo whose connection dropped before the service acted: Check finds it not applied, Upload again applies it once', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 61 })
  try {
    const { id, zone, speaker, pic } = await speakerZone(app, harness, emulator)
    const before = speaker.picUrl
    emulator.state.setFaults([pic({ kind: 'drop', times: 1 })])
    emulator.state.clearRequests()
    await dropOn(zone, photo)
    await expect(zone).toHaveAttribute('data-phase', 'failed')
    const unsure = await expectUnsure(zone, 'unchecked')
    await expect(unsure).toContainText('may or may not have been replaced')
    // Never sent again on its own, and no blind Retry offered.
    await expect(zone.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(0)

    await unsure.getByRole('button', { name: 'Check' }).click()
    await expectUnsure(zone, 'not-applied')
    await expect(unsure).toContainText('It was not applied')
    expect(speaker.picUrl).toBe(before)
    await unsure.getByRole('button', { name: 'Upload again' }).click()
    await expect(zone).toHaveAttribute('data-phase', 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    const images = stored(emulator, `speaker:${id}`)
    expect(images).toHaveLength(1)
    expect(speaker.picUrl).toBe(`/media/${images[0]!.id}`)
  } finally {
    await emulator.close()
  }
})

test('a speaker photo whose answer was lost after it was applied: Check says so, and the card and catalog show it', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 62 })
  try {
    const { id, workspaceId, eventId, card, zone, speaker, pic } = await speakerZone(
      app,
      harness,
      emulator,
    )
    emulator.state.setFaults([pic({ kind: 'drop', afterHandling: true, times: 1 })])
    emulator.state.clearRequests()
    await dropOn(zone, photo)
    const unsure = await expectUnsure(zone, 'unchecked')
    const images = stored(emulator, `speaker:${id}`)
    expect(images).toHaveLength(1)
    expect(speaker.picUrl).toBe(`/media/${images[0]!.id}`)

    await unsure.getByRole('button', { name: 'Check' }).click()
    await expect(zone).toHaveAttribute('data-phase', 'done')
    await expect(zone.getByTestId('image-drop-status')).toContainText('The new picture was applied')
    await expect(card.getByTestId('speaker-picture').locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    )
    // One upload, one read to check it; nothing sent twice.
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(1)
    const list = await callCore(requireHarness(harness), 'catalog:list', {
      workspaceId,
      eventId,
      kind: 'speaker',
    })
    const entry = list.entries.find((e) => e.id === id)!
    const profile = entry.state?.profile as { picUrl?: string }
    expect(profile.picUrl).toMatch(new RegExp(`/media/${images[0]!.id}$`))
  } finally {
    await emulator.close()
  }
})

test('a speaker photo the service fails with a 500 is said to have failed, and Retry sends it once more', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 63 })
  try {
    const { id, zone, pic } = await speakerZone(app, harness, emulator)
    emulator.state.setFaults([pic({ kind: 'error', status: 500, times: 1 })])
    emulator.state.clearRequests()
    await dropOn(zone, photo)
    await expect(zone.getByTestId('upload-error')).toBeVisible()
    // A 500 is an answer: nothing was applied, so there is nothing to check.
    await expect(zone.getByTestId('upload-unsure')).toHaveCount(0)
    expect(uploadRequests(emulator)).toHaveLength(1)
    await zone.getByRole('button', { name: 'Retry' }).click()
    await expect(zone).toHaveAttribute('data-phase', 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(1)
  } finally {
    await emulator.close()
  }
})

test('a sponsor logo whose answer was lost cannot be checked: the card says so, and Upload again replaces it', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 64 })
  try {
    const { ids, eventId } = await openWithCatalog(app, harness, emulator, 'sponsor', {
      count: 1,
      labels: ['Acme Corp'],
    })
    const id = ids[0]!
    const card = app.getByRole('article', { name: 'Acme Corp' })
    const logo = card.locator('[data-testid="image-drop"][data-target="sponsor-logo"]')
    const cover = card.locator('[data-testid="image-drop"][data-target="sponsor-cover"]')
    const path = `/v1/events/${eventId}/sponsors/${id}/image`
    emulator.state.setFaults([
      { kind: 'drop', afterHandling: true, method: 'POST', pathPrefix: path, times: 1 },
    ])
    emulator.state.clearRequests()
    await dropOn(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(320, 160) })
    const unsure = await expectUnsure(logo, 'cannot-check')
    await expect(unsure).toContainText('no way to read a sponsor')
    await expect(unsure.getByRole('button', { name: 'Check' })).toHaveCount(0)
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `sponsor:${id}:LOGO`)).toHaveLength(1)

    await unsure.getByRole('button', { name: 'Upload again' }).click()
    await expect(logo).toHaveAttribute('data-phase', 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    const logos = stored(emulator, `sponsor:${id}:LOGO`)
    expect(logos).toHaveLength(2)
    const sponsor = emulator.state.event(eventId)!.sponsors.find((s) => s.id === id)!
    expect(sponsor.logoUrl).toBe(`/media/${logos[1]!.id}`)

    // A gateway's HTML 502 is a lost answer too; a 500 is a failure, retried on request.
    emulator.state.setFaults([{ kind: 'html', method: 'POST', pathPrefix: path, times: 1 }])
    await dropOn(cover, { name: 'cover.png', type: 'image/png', bytes: makePng(1080, 360) })
    await expectUnsure(cover, 'cannot-check')
    emulator.state.setFaults([
      { kind: 'error', status: 500, method: 'POST', pathPrefix: path, times: 1 },
    ])
    await cover.getByRole('button', { name: 'Upload again' }).click()
    await expect(cover.getByTestId('upload-error')).toBeVisible()
    await expect(cover.getByTestId('upload-unsure')).toHaveCount(0)
    await cover.getByRole('button', { name: 'Retry' }).click()
    await expect(cover).toHaveAttribute('data-phase', 'done')
    expect(uploadRequests(emulator)).toHaveLength(5)
    expect(stored(emulator, `sponsor:${id}:COVER`)).toHaveLength(1)
  } finally {
    await emulator.close()
  }
})

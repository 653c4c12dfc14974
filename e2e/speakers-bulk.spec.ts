/**
 * The bulk photo drop on the Speakers panel: photos whose file names name
 * their speakers in different ways (first-last, last-first, initials, other
 * scripts, no separator, a typo, the external reference, the speaker ID) are
 * dropped on the panel; the review proposes each speaker, flags two photos
 * proposed for one speaker, one wrong proposal is corrected by hand, a photo
 * whose name says nothing is left out, and "Upload 12" stores every photo
 * exactly once for its speaker in the emulator. Several photos dropped on a
 * card's picture, and "Retry failed", are tested as components
 * (renderer/src/sections/speakers/bulk/BulkReview.test.tsx).
 */
import type { Locator } from '@playwright/test'
import { bulkFileNames } from '@test-support/bulk-file-names'
import { makePhotoJpeg } from '@test-support/images-photo'
import { expect, test, type RunningEmulator } from './fixtures'
import {
  dropOnPanel,
  openSpeakers,
  uploadRequests,
  type DropFile,
} from './support/image-drop-steps'

const row = (dialog: Locator, name: string) =>
  dialog.locator(`[data-testid="bulk-row"][data-file="${name}"]`)

function storedFor(emulator: RunningEmulator, speakerId: string, bytes: Uint8Array) {
  return [...emulator.state.images.values()].filter(
    (img) => img.target === `speaker:${speakerId}` && Buffer.compare(img.bytes, bytes) === 0,
  )
}

test('photos dropped on the panel are matched by file name, a wrong match fixed by hand, all uploaded', async ({
  app,
  harness,
  emulator,
}) => {
  const { speakers } = await openSpeakers(app, harness, emulator, 12)
  const names = bulkFileNames(speakers)
  const files: DropFile[] = names.map((name, i) => ({
    name,
    type: 'image/jpeg',
    bytes: makePhotoJpeg(160 + i, 120, i + 1),
  }))
  const fullName = (i: number) => `${speakers[i]!.firstName} ${speakers[i]!.lastName}`
  emulator.state.clearRequests()

  await dropOnPanel(app.getByRole('region', { name: 'Speakers' }), files)
  const dialog = app.getByRole('dialog', { name: 'Match photos to speakers' })
  await expect(dialog.getByTestId('bulk-row')).toHaveCount(13)

  // Each name form proposes its speaker; the twelfth the first speaker again; the last nobody.
  for (const [i, name] of names.entries()) {
    const proposal = row(dialog, name).getByTestId('bulk-proposal')
    if (i === 12) await expect(proposal).toHaveText('None')
    else await expect(proposal).toContainText(fullName(i === 11 ? 0 : i))
  }
  await expect(row(dialog, names[5]!).getByTestId('bulk-proposal')).toContainText(
    'by external reference',
  )
  await expect(row(dialog, names[6]!).getByTestId('bulk-proposal')).toContainText('by speaker ID')
  // The typo is proposed, with less than full confidence.
  await expect(row(dialog, names[9]!).getByTestId('bulk-proposal')).not.toContainText('100%')
  for (const name of names)
    await expect(row(dialog, name).getByTestId('bulk-verdict')).toContainText('Valid')
  // Two photos for one speaker: both flagged, neither sent until one is changed.
  for (const name of [names[0]!, names[11]!])
    await expect(row(dialog, name).getByTestId('bulk-note')).toContainText(
      `Another photo is also for ${fullName(0)}`,
    )
  await expect(row(dialog, names[12]!).getByTestId('bulk-note')).toContainText(
    'No speaker’s name or ID',
  )
  await expect(dialog.getByRole('button', { name: 'Upload 10 photos' })).toBeEnabled()

  // The wrong proposal corrected by hand, from the keyboard-usable chooser.
  await dialog.getByLabel(`Speaker for ${names[11]}`).selectOption(speakers[11]!.id)
  await expect(row(dialog, names[0]!).getByTestId('bulk-note')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Upload 12 photos' }).click()

  await expect(dialog.getByTestId('bulk-progress')).toHaveText('12 of 12 uploaded.')
  await expect(dialog.locator('[data-testid="bulk-result"][data-state="done"]')).toHaveCount(12)
  await expect(dialog.getByRole('button', { name: /Retry failed/ })).toHaveCount(0)

  // Every photo reached its own speaker exactly once, and nothing else was uploaded.
  expect(uploadRequests(emulator)).toHaveLength(12)
  for (const [i, file] of files.slice(0, 12).entries())
    expect(storedFor(emulator, speakers[i]!.id, file.bytes), names[i]).toHaveLength(1)
  const unnamed = files[12]!.bytes
  expect(
    [...emulator.state.images.values()].filter((img) => Buffer.compare(img.bytes, unnamed) === 0),
  ).toEqual([])
  for (const s of speakers) expect(s.picUrl).toMatch(/^\/media\/img-/)

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

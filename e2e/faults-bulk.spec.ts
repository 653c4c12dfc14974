/**
 * The bulk photo drop under faults, end to end: five photos, one per
 * speaker, whose uploads meet a dropped connection before the service acted,
 * one after it acted, a 500, a gateway's HTML page and no fault. Every photo
 * ends stored exactly once or reported: the 500 is "failed" and "Retry
 * failed" sends it alone; the lost answers "may have been applied" and are
 * not sent again until a Check finds them not applied; one found applied
 * counts as uploaded without a second request.
 */
import type { Locator } from '@playwright/test'
import { startEmulator, type FaultRule } from '@emulator'
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

function storedFor(emulator: RunningEmulator, speakerId: string) {
  return [...emulator.state.images.values()].filter((img) => img.target === `speaker:${speakerId}`)
}

test('photos under faults are each stored once or reported; Retry failed sends only the failed, Check resolves the rest', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 71 })
  try {
    const { eventId, speakers } = await openSpeakers(app, harness, emulator, 5)
    const files: DropFile[] = speakers.map((s, i) => ({
      name: `${s.firstName} ${s.lastName}.jpg`,
      type: 'image/jpeg',
      bytes: makePhotoJpeg(150, 150 + i, 201 + i),
    }))
    const [droppedBefore, droppedAfter, failing, gateway] = speakers
    const on = (speakerId: string, rule: Omit<FaultRule, 'method' | 'pathPrefix'>): FaultRule => ({
      ...rule,
      method: 'POST',
      pathPrefix: `/v1/events/${eventId}/speakers/${speakerId}/pic`,
      times: 1,
    })
    emulator.state.setFaults([
      on(droppedBefore!.id, { kind: 'drop' }),
      on(droppedAfter!.id, { kind: 'drop', afterHandling: true }),
      on(failing!.id, { kind: 'error', status: 500 }),
      on(gateway!.id, { kind: 'html' }),
    ])
    emulator.state.clearRequests()
    const posts = (id: string) => uploadRequests(emulator).filter((r) => r.path.includes(id))

    await dropOnPanel(app.getByRole('region', { name: 'Speakers' }), files)
    const dialog = app.getByRole('dialog', { name: 'Match photos to speakers' })
    await dialog.getByRole('button', { name: 'Upload 5 photos' }).click()
    const progress = dialog.getByTestId('bulk-progress')
    await expect(progress).toHaveText('1 of 5 uploaded · 1 failed · 3 may have been applied.')
    const result = (i: number) => row(dialog, files[i]!.name).getByTestId('bulk-result')
    for (const i of [0, 1, 3]) await expect(result(i)).toHaveAttribute('data-state', 'unsure')
    await expect(result(2)).toHaveAttribute('data-state', 'failed')
    await expect(result(4)).toHaveAttribute('data-state', 'done')
    expect(uploadRequests(emulator)).toHaveLength(5)

    // Only the 500: the lost answers wait for a check.
    await dialog.getByRole('button', { name: 'Retry failed (1)' }).click()
    await expect(progress).toHaveText('2 of 5 uploaded · 3 may have been applied.')
    expect(posts(failing!.id)).toHaveLength(2)
    expect(uploadRequests(emulator)).toHaveLength(6)

    // Applied before its answer was lost: found, and counted without sending it again.
    await result(1).getByRole('button', { name: 'Check' }).click()
    await expect(result(1)).toHaveAttribute('data-state', 'done')
    await expect(progress).toHaveText('3 of 5 uploaded · 2 may have been applied.')

    // Dropped before the service acted: not applied, sent again from its row.
    await result(0).getByRole('button', { name: 'Check' }).click()
    await expect(result(0).getByTestId('upload-unsure')).toHaveAttribute(
      'data-check',
      'not-applied',
    )
    await expect(result(0)).toContainText('It was not applied')
    await result(0).getByRole('button', { name: 'Upload again' }).click()
    await expect(result(0)).toHaveAttribute('data-state', 'done')
    await expect(progress).toHaveText('4 of 5 uploaded · 1 may have been applied.')

    // The gateway page, found not applied, joins Retry failed.
    await result(3).getByRole('button', { name: 'Check' }).click()
    await expect(result(3)).toContainText('It was not applied')
    await dialog.getByRole('button', { name: 'Retry failed (1)' }).click()
    await expect(progress).toHaveText('5 of 5 uploaded.')

    // Every photo stored exactly once; the lost-after-applied one was sent only once.
    for (const s of speakers) expect(storedFor(emulator, s.id), s.id).toHaveLength(1)
    expect(posts(droppedAfter!.id)).toHaveLength(1)
    expect(posts(droppedBefore!.id)).toHaveLength(2)
    expect(posts(gateway!.id)).toHaveLength(2)
    expect(uploadRequests(emulator)).toHaveLength(8)
  } finally {
    await emulator.close()
  }
})

/**
 * Giving a speaker's picture by its image address, against the emulator: the
 * shared schema refuses a bad address before anything is sent; the service's
 * refusals (422 PRIVATE_ADDRESS, UNRESOLVABLE, a 400 failed download) are said
 * on the field and the card, the typed address kept, and no "Retry" offered
 * for them; a loopback address is uploaded. Files dragged onto the open form
 * are not drops on the picture behind it; a link dropped on its field fills it.
 * The focus goes back to what had it when the form opened.
 * No real DNS: the emulator resolves names with WITH_TEST_IMAGE_HOST's resolver.
 */
import { startEmulator } from '@emulator'
import { makeJpeg, makePng } from '@test-support/images'
import { WITH_TEST_IMAGE_HOST } from '@test-support/api-context'
import { test, expect, type RunningEmulator } from './fixtures'
import {
  addressForm,
  dragFilesOverElement,
  dropFileOnElement,
  dropLinkOn,
  openOneSpeakerCard,
  pasteText,
  serveImages,
  uploadRequests,
} from './support/image-drop-steps'

/** The pictures stored for the speaker since `known` was taken. */
function speakerImages(emulator: RunningEmulator, speakerId: string, known: ReadonlySet<string>) {
  return [...emulator.state.images.values()].filter(
    (i) => i.target === `speaker:${speakerId}` && !known.has(i.id),
  )
}

const storedIds = (emulator: RunningEmulator) => new Set(emulator.state.images.keys())

test('"Use an image address…" on a card: a private address is refused and kept, a loopback one uploaded', async ({
  app,
  harness,
  emulator,
}) => {
  const host = await serveImages({ '/photo.png': { type: 'image/png', bytes: makePng(200, 200) } })
  emulator.state.allowImageHosts.add('localhost')
  try {
    const { ids, card, zone } = await openOneSpeakerCard(app, harness, emulator)
    const face = zone.getByRole('button', { name: /^Picture of .*: drop, paste or choose/ })
    const { button, dialog, field, send } = addressForm(app, zone)
    const before = uploadRequests(emulator).length
    const known = storedIds(emulator)

    // On the card at rest, reached from the keyboard; the focus goes into the form.
    await expect(button).toBeVisible()
    await button.focus()
    await app.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(field).toBeFocused()

    // An address with a scheme the service does not fetch is refused before anything is sent.
    await field.fill('ftp://example.com/photo.png')
    await send.click()
    await expect(dialog.getByText('The address starts with ftp:')).toBeVisible()
    await field.fill('https://user:secret@example.com/photo.png')
    await field.press('Enter')
    await expect(dialog.getByText('contains a user name or password')).toBeVisible()
    expect(uploadRequests(emulator).length - before).toBe(0)

    // A private address: the service refuses it (422 PRIVATE_ADDRESS), said in the form and on the card.
    await field.fill('http://192.168.1.20/photo.png')
    await send.click()
    await expect(field).toHaveAccessibleDescription(/private/)
    await expect(zone.getByTestId('image-drop-problem')).toContainText('private')
    await expect(zone.getByTestId('upload-error')).toHaveCount(0)
    // What was typed stays, to correct; Escape closes and gives the focus back to the button.
    await expect(field).toHaveValue('http://192.168.1.20/photo.png')
    await app.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
    await expect(zone.getByTestId('image-drop-problem')).toContainText('private')
    // The same address would be refused again: no Retry, but Clear and the other ways in.
    await expect(zone.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await expect(zone.getByRole('button', { name: 'Clear' })).toBeVisible()
    await expect(zone.getByRole('button', { name: 'Choose file…' })).toBeVisible()
    await button.click()
    await expect(field).toHaveValue('http://192.168.1.20/photo.png')

    // A file dragged over or dropped on the open form (or its backdrop) is not one for the picture.
    const sent = uploadRequests(emulator).length
    const photo = { name: 'dropped-on-form.jpg', type: 'image/jpeg', bytes: makeJpeg(300, 300) }
    await dragFilesOverElement(dialog, [photo])
    await expect(zone).toHaveAttribute('data-drag', 'none')
    await dropFileOnElement(field, photo)
    await dropFileOnElement(app.locator('.dialog-overlay'), photo)
    // A link dropped on the field replaces what was typed.
    await dropLinkOn(field, 'https://images.example/dropped.png')
    await expect(field).toHaveValue('https://images.example/dropped.png')
    await expect(dialog).toBeVisible()
    await expect(zone).toHaveAttribute('data-drag', 'none')
    await expect(zone).toHaveAttribute('data-phase', 'failed')
    await expect(zone.getByTestId('image-drop-status')).not.toContainText('dropped-on-form.jpg')
    expect(uploadRequests(emulator).length).toBe(sent)

    // The service could not download it (400): said in the form and on the card too.
    await field.fill(host.url('/missing.png'))
    await send.click()
    await expect(field).toHaveAccessibleDescription(
      /The image could not be downloaded from that address/,
    )
    await expect(zone.getByTestId('image-drop-problem')).toContainText(
      'The image could not be downloaded from that address',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(button).toBeFocused()

    // A pasted address opens the same form, filled in; closed, the focus goes back to the picture.
    await pasteText(face, host.url('/photo.png'))
    await expect(field).toHaveValue(host.url('/photo.png'))
    await app.keyboard.press('Escape')
    await expect(face).toBeFocused()
    await pasteText(face, host.url('/photo.png'))
    await send.click()
    await expect(dialog).toHaveCount(0)
    await expect(zone).toHaveAttribute('data-phase', 'done')
    await expect(face).toBeFocused()
    expect(speakerImages(emulator, ids[0]!, known)).toEqual([
      expect.objectContaining({ contentType: 'image/png', width: 200, height: 200 }),
    ])
    await expect(card.getByTestId('speaker-picture').locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    )
  } finally {
    emulator.state.allowImageHosts.delete('localhost')
    await host.close()
  }
})

test('an image address whose host does not resolve is said on the field and the card, and kept', async ({
  app,
  harness,
}) => {
  // Its own emulator: names resolve with the test resolver (images.test only), never real DNS.
  const emulator = await startEmulator({ port: 0, control: true, ...WITH_TEST_IMAGE_HOST })
  try {
    const { ids, zone } = await openOneSpeakerCard(app, harness, emulator)
    const { button, dialog, field, send } = addressForm(app, zone)
    const known = storedIds(emulator)
    const address = 'https://photos.nowhere.test/portrait.png'

    await button.click()
    await field.fill(address)
    await send.click()
    const sentence = 'The image address could not be found (its host name does not resolve).'
    await expect(field).toHaveAccessibleDescription(sentence)
    await expect(zone.getByTestId('image-drop-problem')).toHaveText(`Not uploaded: ${sentence}`)
    await expect(field).toHaveValue(address)
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(speakerImages(emulator, ids[0]!, known)).toEqual([])

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(zone.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await button.click()
    await expect(field).toHaveValue(address)
  } finally {
    await emulator.close()
  }
})

/**
 * Replacing a speaker's picture on its card, on a real core and emulator: a
 * good photo dropped (and pasted) is checked, uploaded through the core and
 * stored by the emulator; refused files say why and send nothing; the drag
 * says before release whether the drop will be taken.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cutJpegScan, makeJpeg, makePng } from '@test-support/images'
import { dragAway, dragOver, dropOn, pasteOn } from '@test-support/component/drop'
import { renderWithCore, type RunningEmulator } from '@test-support/component/render-with-core'

const HEIC = Uint8Array.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic\0\0\0\0', (c) => c.charCodeAt(0))

/** Image upload requests the emulator received. */
const uploads = (emulator: RunningEmulator) =>
  emulator.state.requests().filter((r) => r.method === 'POST' && /\/(pic|image)$/.test(r.path))

const speakerImages = (emulator: RunningEmulator, speakerId: string) =>
  [...emulator.state.images.values()].filter((i) => i.target === `speaker:${speakerId}`)

/** The Speakers section with the first speaker of the event in the catalog: its card and zone. */
async function openOneCard() {
  let speakerId = ''
  const opened = await renderWithCore({
    section: 'speakers',
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      speakerId = emulator.state.event(eventId)!.speakers[0]!.id
      await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: speakerId })
    },
  })
  // The card is read from the service once its speaker order shows.
  await screen.findByTestId('speaker-order')
  const card = document.querySelector<HTMLElement>(
    `[data-testid="speaker-card"][data-speaker-id="${speakerId}"]`,
  )!
  const zone = within(card).getByTestId('image-drop')
  const face = zone.querySelector('.image-drop__face')!
  return { ...opened, speakerId, card, zone, face }
}

const phaseOf = (zone: HTMLElement, phase: string) =>
  waitFor(() => expect(zone.getAttribute('data-phase')).toBe(phase))

describe('a speaker card’s picture', () => {
  it('takes a dropped photo: checked, uploaded through the core, stored by the emulator', async () => {
    const { emulator, card, zone, face, speakerId, call, workspaceId, eventId } =
      await openOneCard()
    // The picture says what it takes, over itself, on hover and focus.
    expect(within(face as HTMLElement).getByText('Drop a photo')).toBeTruthy()
    expect(uploads(emulator)).toHaveLength(0)
    dropOn(face, [{ name: 'portrait.jpg', type: 'image/jpeg', bytes: makeJpeg(400, 400) }])
    await phaseOf(zone, 'done')
    expect(within(zone).getByTestId('image-drop-status').textContent).toContain('Uploaded')
    expect(
      within(zone)
        .getByRole('progressbar', { name: 'Upload progress' })
        .getAttribute('aria-valuetext'),
    ).toBe('Done')
    expect(uploads(emulator)).toHaveLength(1)
    const [image] = speakerImages(emulator, speakerId)
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 400 })
    const speaker = emulator.state.event(eventId)!.speakers.find((s) => s.id === speakerId)!
    expect(speaker.picUrl).toBe(`/media/${image!.id}`)
    await waitFor(() =>
      expect(
        within(card).getByTestId('speaker-picture').querySelector('img')?.getAttribute('src'),
      ).toMatch(/^blob:/),
    )
    // What the card shows is the service's copy, fetched by its new address made unique to this upload.
    await waitFor(() =>
      expect(
        emulator.state
          .requests()
          .some((r) => r.method === 'GET' && r.path === speaker.picUrl && /^v=\d+$/.test(r.query)),
      ).toBe(true),
    )

    // A picture pasted from the clipboard takes the same way.
    pasteOn(face, { name: 'image.png', type: 'image/png', bytes: makePng(120, 120) })
    await waitFor(() =>
      expect(within(zone).getByTestId('image-drop-status').textContent).toContain(
        'PNG · 120×120 px',
      ),
    )
    await phaseOf(zone, 'done')
    await waitFor(() => expect(uploads(emulator)).toHaveLength(2))
    const newest = speakerImages(emulator, speakerId).at(-1)!
    expect(newest).toMatchObject({ contentType: 'image/png', width: 120, height: 120 })
    const list = await call('catalog:list', { workspaceId, eventId, kind: 'speaker' })
    const profile = list.entries.find((e) => e.id === speakerId)!.state?.profile as
      { picUrl?: string } | undefined
    expect(profile?.picUrl).toMatch(new RegExp(`/media/${newest.id}$`))
  })

  it('refuses a too-small, a truncated and a HEIC file with the reason, and sends nothing', async () => {
    const { emulator, card, zone, face, user, eventId, speakerId } = await openOneCard()
    const problem = () => within(zone).getByTestId('image-drop-problem').textContent
    const shown = () =>
      within(card).getByTestId('speaker-picture').querySelector('img')?.getAttribute('src') ?? null
    // The card shows the speaker's own picture first, once fetched, if it has one.
    const speaker = emulator.state.event(eventId)!.speakers.find((s) => s.id === speakerId)!
    if (speaker.picUrl) await waitFor(() => expect(shown()).not.toBeNull())
    else expect(shown()).toBeNull()
    const before = shown()

    dropOn(face, [{ name: 'tiny.png', type: 'image/png', bytes: makePng(60, 60) }])
    await waitFor(() =>
      expect(problem()).toBe(
        'Not uploaded: PNG 60×60 px: speaker pictures must be at least 80×80 px',
      ),
    )
    // A refused file never takes the speaker's picture on the card.
    expect(shown()).toBe(before)
    // Chosen through the file chooser rather than dropped: the same checks. The header is
    // fine (instant verdict); the deep check finds the pixel data missing.
    const cut = cutJpegScan(makeJpeg(300, 300))
    await user.upload(
      zone.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([cut.slice()], 'cut.jpg', { type: 'image/jpeg' }),
    )
    await waitFor(() => expect(problem()).toContain('damaged'))
    expect(problem()).toContain('Not uploaded: ')
    dropOn(face, [{ name: 'IMG_0001.HEIC', type: 'image/heic', bytes: HEIC }])
    await waitFor(() => expect(problem()).toContain('HEIC'))
    expect(problem()).toContain('speaker pictures must be JPEG or PNG')
    expect(within(zone).queryByRole('button', { name: 'Convert and fit' })).toBeNull()
    expect(uploads(emulator)).toHaveLength(0)
  })

  it('says during the drag whether the drop will be taken', async () => {
    const { zone, face } = await openOneCard()
    const said = () => within(zone).getByTestId('image-drop-drag').textContent
    const jpeg = { name: 'a.jpg', type: 'image/jpeg', bytes: makeJpeg(100, 100) }
    const heic = { name: 'b.heic', type: 'image/heic', bytes: HEIC }

    dragOver(face, [jpeg])
    await waitFor(() => expect(zone.getAttribute('data-drag')).toBe('accept'))
    expect(said()).toContain('Will be taken')
    dragAway(face, [jpeg])
    await waitFor(() => expect(zone.getAttribute('data-drag')).toBe('none'))

    dragOver(face, [heic])
    await waitFor(() => expect(zone.getAttribute('data-drag')).toBe('refuse'))
    expect(said()).toContain('Will not be taken')
    expect(said()).toContain('HEIC image: speaker pictures must be JPEG or PNG')
    dragAway(face, [heic])

    dragOver(face, [jpeg], true)
    await waitFor(() => expect(zone.getAttribute('data-drag')).toBe('checking'))
    expect(said()).toContain('Checking…')
    dragAway(face, [jpeg])

    // Several files are for the panel's bulk review: the card leaves the drag to it.
    dragOver(face, [jpeg, jpeg])
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Speakers' }).getAttribute('data-bulk-drop')).toBe(
        'over',
      ),
    )
    expect(zone.getAttribute('data-drag')).toBe('none')
    dragAway(face, [jpeg, jpeg])
    expect(zone.getAttribute('data-phase')).toBe('idle')
  })
})

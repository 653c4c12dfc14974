/**
 * Picture uploads whose connection drops or which the service fails, on a
 * real core and emulator: main sends each once; a 500 is said to have failed
 * and can be retried; a lost answer is said to have maybe been applied. On a
 * speaker's card "Check" reads the speaker back: a drop before the service
 * acted is found not applied and "Upload again" applies it once; a drop
 * after it acted is found applied. A sponsor cannot be read: the card says
 * so and "Upload again" replaces the image.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeJpeg, makePng } from '@test-support/images'
import { dropOn, type DropFile } from '@test-support/component/drop'
import { renderWithCore, type RunningEmulator } from '@test-support/component/render-with-core'
import { uploadRequests } from '@test-support/component/speakers'

type Fault = Parameters<RunningEmulator['state']['setFaults']>[0][number]

const stored = (emulator: RunningEmulator, target: string) =>
  [...emulator.state.images.values()].filter((i) => i.target === target)

const photo: DropFile = { name: 'portrait.jpg', type: 'image/jpeg', bytes: makeJpeg(200, 200) }

const drop = (zone: HTMLElement, file: DropFile) =>
  dropOn(zone.querySelector('.image-drop__face')!, [file])

const phase = (zone: HTMLElement, expected: string) =>
  waitFor(() => expect(zone.getAttribute('data-phase')).toBe(expected))

async function unsure(zone: HTMLElement, check: string) {
  await waitFor(() =>
    expect(within(zone).getByTestId('upload-unsure').getAttribute('data-check')).toBe(check),
  )
  return within(zone).getByTestId('upload-unsure')
}

/** One speaker on its card (read); its zone and a fault rule on its picture's upload. */
async function speakerZone() {
  let id = ''
  const opened = await renderWithCore({
    section: 'speakers',
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      id = emulator.state.event(eventId)!.speakers[0]!.id
      await call('catalog:add', { workspaceId, eventId, kind: 'speaker', text: id })
    },
  })
  await screen.findByTestId('speaker-order')
  const card = document.querySelector<HTMLElement>(`[data-speaker-id="${id}"]`)!
  const speaker = opened.emulator.state.event(opened.eventId)!.speakers.find((s) => s.id === id)!
  const pic = (rule: Omit<Fault, 'pathPrefix' | 'method'>): Fault => ({
    ...rule,
    method: 'POST',
    pathPrefix: `/v1/events/${opened.eventId}/speakers/${id}/pic`,
  })
  return { ...opened, id, card, zone: within(card).getByTestId('image-drop'), speaker, pic }
}

describe('an upload that goes wrong', () => {
  it('dropped before the service acted: Check finds it not applied, Upload again applies it once', async () => {
    const { emulator, user, id, zone, speaker, pic } = await speakerZone()
    const before = speaker.picUrl
    emulator.state.setFaults([pic({ kind: 'drop', times: 1 })])
    emulator.state.clearRequests()
    drop(zone, photo)
    await phase(zone, 'failed')
    const box = await unsure(zone, 'unchecked')
    expect(box.textContent).toContain('may or may not have been replaced')
    // Never sent again on its own, and no blind Retry offered.
    expect(within(zone).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(0)

    await user.click(within(box).getByRole('button', { name: 'Check' }))
    const checked = await unsure(zone, 'not-applied')
    expect(checked.textContent).toContain('It was not applied')
    expect(speaker.picUrl).toBe(before)
    await user.click(within(checked).getByRole('button', { name: 'Upload again' }))
    await phase(zone, 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    const images = stored(emulator, `speaker:${id}`)
    expect(images).toHaveLength(1)
    expect(speaker.picUrl).toBe(`/media/${images[0]!.id}`)
  })

  it('lost after it was applied: Check says so, and the card and catalog show it', async () => {
    const { emulator, user, id, card, zone, speaker, pic, call, workspaceId, eventId } =
      await speakerZone()
    emulator.state.setFaults([pic({ kind: 'drop', afterHandling: true, times: 1 })])
    emulator.state.clearRequests()
    drop(zone, photo)
    const box = await unsure(zone, 'unchecked')
    const images = stored(emulator, `speaker:${id}`)
    expect(images).toHaveLength(1)
    expect(speaker.picUrl).toBe(`/media/${images[0]!.id}`)

    await user.click(within(box).getByRole('button', { name: 'Check' }))
    await phase(zone, 'done')
    expect(within(zone).getByTestId('image-drop-status').textContent).toContain(
      'The new picture was applied',
    )
    await waitFor(() =>
      expect(
        within(card).getByTestId('speaker-picture').querySelector('img')?.getAttribute('src'),
      ).toMatch(/^blob:/),
    )
    // One upload, one read to check it; nothing sent twice.
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(1)
    const list = await call('catalog:list', { workspaceId, eventId, kind: 'speaker' })
    const profile = list.entries.find((e) => e.id === id)!.state?.profile as { picUrl?: string }
    expect(profile.picUrl).toMatch(new RegExp(`/media/${images[0]!.id}$`))
  })

  it('failed with a 500 is said to have failed, and Retry sends it once more', async () => {
    const { emulator, user, id, zone, pic } = await speakerZone()
    emulator.state.setFaults([pic({ kind: 'error', status: 500, times: 1 })])
    emulator.state.clearRequests()
    drop(zone, photo)
    await within(zone).findByTestId('upload-error')
    // A 500 is an answer: nothing was applied, so there is nothing to check.
    expect(within(zone).queryByTestId('upload-unsure')).toBeNull()
    expect(uploadRequests(emulator)).toHaveLength(1)
    await user.click(within(zone).getByRole('button', { name: 'Retry' }))
    await phase(zone, 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    expect(stored(emulator, `speaker:${id}`)).toHaveLength(1)
  })

  it('of a sponsor logo lost after it was applied cannot be checked; Upload again replaces it', async () => {
    let id = ''
    const { emulator, user, eventId } = await renderWithCore({
      section: 'sponsors',
      prepare: async ({ emulator: e, call, workspaceId, eventId: event }) => {
        id = e.state.event(event)!.sponsors[0]!.id
        await call('catalog:add', {
          workspaceId,
          eventId: event,
          kind: 'sponsor',
          text: id,
          label: 'Acme Corp',
        })
      },
    })
    const card = await screen.findByRole('article', { name: 'Acme Corp' })
    const zoneOf = (target: string) =>
      card.querySelector<HTMLElement>(`[data-testid="image-drop"][data-target="${target}"]`)!
    const logo = zoneOf('sponsor-logo')
    const cover = zoneOf('sponsor-cover')
    const path = `/v1/events/${eventId}/sponsors/${id}/image`
    emulator.state.setFaults([
      { kind: 'drop', afterHandling: true, method: 'POST', pathPrefix: path, times: 1 },
    ])
    emulator.state.clearRequests()
    drop(logo, { name: 'logo.png', type: 'image/png', bytes: makePng(320, 160) })
    const box = await unsure(logo, 'cannot-check')
    expect(box.textContent).toContain('could not tell whether the new logo was applied')
    expect(within(box).queryByRole('button', { name: 'Check' })).toBeNull()
    expect(uploadRequests(emulator)).toHaveLength(1)
    expect(stored(emulator, `sponsor:${id}:LOGO`)).toHaveLength(1)

    await user.click(within(box).getByRole('button', { name: 'Upload again' }))
    await phase(logo, 'done')
    expect(uploadRequests(emulator)).toHaveLength(2)
    const logos = stored(emulator, `sponsor:${id}:LOGO`)
    expect(logos).toHaveLength(2)
    const sponsor = emulator.state.event(eventId)!.sponsors.find((s) => s.id === id)!
    expect(sponsor.logoUrl).toBe(`/media/${logos[1]!.id}`)

    // A gateway's HTML 502 is a lost answer too; a 500 is a failure, retried on request.
    emulator.state.setFaults([{ kind: 'html', method: 'POST', pathPrefix: path, times: 1 }])
    drop(cover, { name: 'cover.png', type: 'image/png', bytes: makePng(1080, 360) })
    const coverBox = await unsure(cover, 'cannot-check')
    emulator.state.setFaults([
      { kind: 'error', status: 500, method: 'POST', pathPrefix: path, times: 1 },
    ])
    await user.click(within(coverBox).getByRole('button', { name: 'Upload again' }))
    await within(cover).findByTestId('upload-error')
    expect(within(cover).queryByTestId('upload-unsure')).toBeNull()
    await user.click(within(cover).getByRole('button', { name: 'Retry' }))
    await phase(cover, 'done')
    expect(uploadRequests(emulator)).toHaveLength(5)
    expect(stored(emulator, `sponsor:${id}:COVER`)).toHaveLength(1)
  })
})

/**
 * The bulk photo review on a real core and emulator: photos dropped on the
 * Speakers panel are matched to speakers by file name, two photos for one
 * speaker are flagged, a wrong match is corrected by hand, a photo naming
 * nobody is left out, and the upload stores each photo once for its speaker.
 * Several photos dropped on a card go to the same review; a failed upload is
 * sent again by "Retry failed", alone, and the taskbar and the notifications
 * follow the upload while the window is in the background.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bulkFileNames } from '@test-support/bulk-file-names'
import { makePhotoJpeg } from '@test-support/images-photo'
import type { JobNotification, TaskbarProgress } from '@test-support/core'
import { dropOn, type DropFile } from '@test-support/component/drop'
import {
  openSpeakers,
  storedAnywhere,
  storedFor,
  uploadRequests,
} from '@test-support/component/speakers'

const panel = () => screen.getByRole('region', { name: 'Speakers' })
const review = () => screen.findByRole('dialog', { name: 'Match photos to speakers' })
const row = (dialog: HTMLElement, name: string) =>
  dialog.querySelector<HTMLElement>(`[data-testid="bulk-row"][data-file="${CSS.escape(name)}"]`)!
const text = (dialog: HTMLElement, name: string, testId: string) =>
  within(row(dialog, name)).queryByTestId(testId)?.textContent ?? null
/** Every photo's result that is not done, in words: what a failing wait says. */
const notDone = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-testid="bulk-result"]:not([data-state="done"])')]
    .map((result) => result.textContent)
    .join(' | ')
const progress = (dialog: HTMLElement, said: string) =>
  waitFor(() =>
    expect(within(dialog).getByTestId('bulk-progress').textContent, notDone(dialog)).toBe(said),
  )

describe('the bulk photo review', () => {
  it('matches photos by file name, takes a correction by hand and uploads them all', async () => {
    const { emulator, user, speakers, call, workspaceId } = await openSpeakers(12)
    const names = bulkFileNames(speakers)
    const files: DropFile[] = names.map((name, i) => ({
      name,
      type: 'image/jpeg',
      bytes: makePhotoJpeg(160 + i, 120, i + 1),
    }))
    const fullName = (i: number) => `${speakers[i]!.firstName} ${speakers[i]!.lastName}`
    emulator.state.clearRequests()

    dropOn(panel(), files)
    const dialog = await review()
    expect(within(dialog).getAllByTestId('bulk-row')).toHaveLength(13)
    for (const [i, name] of names.entries()) {
      const proposal = text(dialog, name, 'bulk-proposal')
      if (i === 12) expect(proposal).toBe('None')
      else expect(proposal).toContain(fullName(i === 11 ? 0 : i))
    }
    expect(text(dialog, names[5]!, 'bulk-proposal')).toContain('by external reference')
    expect(text(dialog, names[6]!, 'bulk-proposal')).toContain('by speaker ID')
    // The typo is proposed, with less than full confidence.
    expect(text(dialog, names[9]!, 'bulk-proposal')).not.toContain('100%')
    for (const name of names)
      await waitFor(() => expect(text(dialog, name, 'bulk-verdict')).toContain('Valid'))
    // Two photos for one speaker: both flagged, neither sent until one is changed.
    for (const name of [names[0]!, names[11]!])
      expect(text(dialog, name, 'bulk-note')).toContain(`Another photo is also for ${fullName(0)}`)
    expect(text(dialog, names[12]!, 'bulk-note')).toContain('No speaker’s name or ID')
    expect(within(dialog).getByRole('button', { name: 'Upload 10 photos' })).toHaveProperty(
      'disabled',
      false,
    )

    // The wrong proposal corrected by hand, from the keyboard-usable chooser.
    await user.selectOptions(
      within(dialog).getByLabelText(`Speaker for ${names[11]}`),
      speakers[11]!.id,
    )
    await waitFor(() => expect(text(dialog, names[0]!, 'bulk-note')).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: 'Upload 12 photos' }))
    await progress(dialog, '12 of 12 uploaded.')
    expect(dialog.querySelectorAll('[data-testid="bulk-result"][data-state="done"]')).toHaveLength(
      12,
    )
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).toBeNull()

    // Every photo reached its own speaker exactly once, and nothing else was uploaded.
    expect(uploadRequests(emulator)).toHaveLength(12)
    for (const [i, file] of files.slice(0, 12).entries())
      expect(storedFor(emulator, speakers[i]!.id, file.bytes), names[i]).toHaveLength(1)
    expect(storedAnywhere(emulator, files[12]!.bytes)).toEqual([])
    for (const s of speakers) expect(s.picUrl).toMatch(/^\/media\/img-/)
    // The change journal holds the run as one batch.
    const journal = await call('journal:list', {
      workspaceId,
      filter: { kinds: ['speaker'], outcomes: ['applied'] },
    })
    const batches = new Set(journal.entries.map((e) => e.batchId))
    expect(journal.entries).toHaveLength(12)
    expect(batches.size).toBe(1)
    expect([...batches][0]).toEqual(expect.any(String))

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Match photos to speakers' })).toBeNull(),
    )
  })

  it("sends several photos dropped on a card's picture to the review, not to that card", async () => {
    const { emulator, user, speakers } = await openSpeakers(2)
    const files: DropFile[] = speakers.map((s, i) => ({
      name: `${s.firstName} ${s.lastName}.jpg`,
      type: 'image/jpeg',
      bytes: makePhotoJpeg(150, 150, 201 + i),
    }))
    emulator.state.clearRequests()
    const zone = within(screen.getAllByTestId('speaker-card')[0]!).getByTestId('image-drop')
    dropOn(zone.querySelector('.image-drop__face')!, files)

    const dialog = await review()
    expect(within(dialog).getAllByTestId('bulk-row')).toHaveLength(2)
    expect(zone.getAttribute('data-phase')).toBe('idle')
    const upload = await within(dialog).findByRole('button', { name: 'Upload 2 photos' })
    await waitFor(() => expect(upload).toHaveProperty('disabled', false))
    await user.click(upload)
    await progress(dialog, '2 of 2 uploaded.')
    for (const [i, file] of files.entries())
      expect(storedFor(emulator, speakers[i]!.id, file.bytes)).toHaveLength(1)
  })

  it('sends a photo whose upload failed again by "Retry failed", and only that one', async () => {
    const bars: TaskbarProgress[] = []
    const notices: JobNotification[] = []
    const { emulator, user, speakers, eventId } = await openSpeakers(3, {
      setProgress: (bar) => bars.push(bar),
      notify: (notice) => notices.push(notice),
      isFocused: () => false,
    })
    const files: DropFile[] = speakers.map((s, i) => ({
      name: `${s.firstName} ${s.lastName}.jpg`,
      type: 'image/jpeg',
      bytes: makePhotoJpeg(150, 150 + i, 101 + i),
    }))
    const failing = speakers[1]!
    // The service fails the second speaker's first upload with a 500 (which main does not repeat).
    emulator.state.setFaults([
      {
        kind: 'error',
        status: 500,
        method: 'POST',
        pathPrefix: `/v1/events/${eventId}/speakers/${failing.id}/pic`,
        times: 1,
      },
    ])
    emulator.state.clearRequests()
    dropOn(panel(), files)
    const dialog = await review()
    const upload = await within(dialog).findByRole('button', { name: 'Upload 3 photos' })
    await waitFor(() => expect(upload).toHaveProperty('disabled', false))
    await user.click(upload)
    await progress(dialog, '2 of 3 uploaded · 1 failed.')
    const failedResult = within(row(dialog, files[1]!.name)).getByTestId('bulk-result')
    expect(failedResult.getAttribute('data-state')).toBe('failed')
    expect(failedResult.textContent).toContain('Failed')
    await waitFor(() => expect(notices).toHaveLength(1))
    expect(notices[0]).toMatchObject({
      title: 'Photo upload failed',
      body: '3 speaker photos: 1 of 3 could not be uploaded. The review says why and can try them again.',
      target: { kind: 'photos', eventId },
    })
    expect(bars.some((bar) => bar.mode === 'normal' && bar.value < 1)).toBe(true)
    expect(bars.at(-1)).toEqual({ value: -1, mode: 'none' })

    await user.click(within(dialog).getByRole('button', { name: /Retry failed/ }))
    await progress(dialog, '3 of 3 uploaded.')
    await waitFor(() => expect(notices.map((n) => n.title)).toContain('Photo upload finished'))
    // Four requests: three photos, and the failed one once more.
    const posts = uploadRequests(emulator)
    expect(posts).toHaveLength(4)
    expect(posts.filter((r) => r.path.includes(failing.id))).toHaveLength(2)
    for (const [i, file] of files.entries())
      expect(storedFor(emulator, speakers[i]!.id, file.bytes)).toHaveLength(1)
  })
})

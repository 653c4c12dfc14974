/**
 * Reverting a speaker's picture that was replaced again since, on a real
 * core: the three versions are shown as pictures before anything is sent.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { makePng } from '@test-support/images'

describe('a picture replaced since', () => {
  it('shows the picture before, after and now', async () => {
    let firstUrl = ''
    const { user, emulator, eventId, call, workspaceId } = await renderWithCore({
      section: 'history',
      prepare: async ({ emulator, call, workspaceId, eventId }) => {
        const speaker = emulator.state.event(eventId)!.speakers.find((s) => s.picUrl !== '')!
        const upload = (width: number) =>
          call('speakers:uploadPicture', {
            workspaceId,
            eventId,
            speakerId: speaker.id,
            source: { kind: 'file', bytes: makePng(width, width), fileName: `${width}.png` },
          })
        await upload(120)
        firstUrl = speaker.picUrl
        await upload(160)
      },
    })
    const { entries } = await call('journal:list', { workspaceId, filter: {}, limit: 10 })
    expect(entries).toHaveLength(2)
    const first = await waitFor(() => {
      const row = screen
        .getAllByTestId('history-entry')
        .find((r) => r.getAttribute('data-entry-id') === entries[1]!.id)
      expect(row).toBeDefined()
      return row!
    })
    await user.click(first)
    const detail = await screen.findByTestId('history-detail')
    await user.click(await within(detail).findByRole('button', { name: 'Revert…' }))
    const dialog = await screen.findByRole('alertdialog', { name: /has changed since then$/ })
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('conflict-picture')
          .map((img) => img.getAttribute('alt')),
      ).toEqual([
        'The picture before the change',
        'The picture after the change',
        'The picture now',
      ]),
    )
    expect(dialog.textContent).toContain(
      'Revert anyway puts back the picture from before the change',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep as is' }))
    const speaker = emulator.state
      .event(eventId)!
      .speakers.find((s) => s.id === entries[1]!.resource.id)!
    expect(speaker.picUrl).not.toBe(firstUrl)
  })
})

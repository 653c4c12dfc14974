/**
 * A page the service is slow to answer is shown as a wait, not an error:
 * after 2 s the grid says "Waiting for the service… N s", counting, with
 * Cancel. Cancel stops the request in main (the emulator lets the held
 * connection go), leaves the grid usable with a sentence saying so, and Try
 * again asks again. A speaker's card waits and cancels the same way.
 */
import { expect, type RunningEmulator } from './fixtures'
import { settledGrid } from './support/attendees'
import { openSection } from './support/workspace'
import { attendeesTest } from './support/attendees-test'

/** Requests to the attendee list that the emulator has finished with (answered or let go). */
const attendeeRequests = (emulator: RunningEmulator) =>
  emulator.state.requests().filter((r) => r.path.endsWith('/attendees')).length

attendeesTest(
  'a slow page shows the wait with Cancel, and Cancel stops it and leaves Try again',
  async ({ app, emulator, attendeesScope }) => {
    await settledGrid(app)
    const pathPrefix = `/v1/events/${attendeesScope.eventId}/attendees`
    const pager = app.getByRole('navigation', { name: 'Pages' })
    emulator.state.setFaults([{ kind: 'hang', pathPrefix }])
    emulator.state.clearRequests()
    try {
      await pager.getByRole('button', { name: 'Next page' }).click()
      const cue = app.getByTestId('waiting-cue')
      await expect(cue).toHaveText(/^Waiting for the service… \d+ sCancel$/)
      await cue.getByRole('button', { name: 'Cancel' }).click()

      const cancelled = app.getByTestId('waiting-cancelled')
      await expect(cancelled).toHaveText(
        /^Cancelled: the service had not answered after \d+ s\. The rows below are still those of page 1\. Try again\.Try again$/,
      )
      await expect(cue).toBeHidden()
      // Main let the request go: the emulator logs a held request once the client drops it.
      await expect.poll(() => attendeeRequests(emulator)).toBe(1)
      // No error is claimed, and the screen still works.
      await expect(app.getByTestId('attendees-error')).toBeHidden()
      await expect(pager.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    } finally {
      emulator.state.setFaults([])
    }
    await app.getByTestId('waiting-cancelled').getByRole('button', { name: 'Try again' }).click()
    await expect(app.getByTestId('waiting-cancelled')).toBeHidden()
    await settledGrid(app)
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    expect(attendeeRequests(emulator)).toBe(2)
  },
)

attendeesTest(
  'a slow read of a speaker shows the wait on its card, and Cancel lets it go',
  async ({ app, emulator, attendeesScope }) => {
    const speaker = emulator.state.event(attendeesScope.eventId)!.speakers[0]!
    const pathPrefix = `/v1/events/${attendeesScope.eventId}/speakers/`
    emulator.state.setFaults([{ kind: 'hang', pathPrefix }])
    emulator.state.clearRequests()
    try {
      await openSection(app, 'Speakers')
      await app.getByTestId('speakers-empty').getByRole('button', { name: 'Add speakers…' }).click()
      const dialog = app.getByRole('dialog', { name: 'Add speakers' })
      await dialog.getByLabel('IDs').fill(speaker.id)
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await dialog.getByRole('button', { name: 'Done' }).click()
      const card = app.getByTestId('speaker-card')
      await card.getByTestId('waiting-cue').getByRole('button', { name: 'Cancel' }).click()
      await expect(card.getByTestId('waiting-cancelled')).toBeVisible()
      // Main let the request go, and the card did not open the speaker.
      await expect
        .poll(() => emulator.state.requests().filter((r) => r.path.startsWith(pathPrefix)).length)
        .toBe(1)
      await expect(app.getByRole('dialog')).toHaveCount(0)
    } finally {
      emulator.state.setFaults([])
    }
    await app.getByTestId('waiting-cancelled').getByRole('button', { name: 'Try again' }).click()
    await expect(app.getByTestId('speaker-order')).toHaveText(`#${speaker.speakerOrder}`)
  },
)

/**
 * Screens of "attendees at a glance", for `npm run screenshots`: the overview
 * of a snapshot with a status picked, the snapshot's own list behind a
 * ticket, "since your last look" after changes made on the service, and the
 * charts' code refused, which leaves the grid and says so.
 */
import type { Page } from 'playwright'
import type { RunningEmulator } from '@emulator'
import { onOwnService } from './own-service'
import type { Screen } from './screens'

async function snapshot(page: Page): Promise<void> {
  const panel = page.getByTestId('overview-panel')
  await panel.getByRole('button', { name: 'Take a snapshot' }).click()
  await panel.getByRole('region', { name: 'Overview of the attendees' }).waitFor()
}

/** Two statuses changed and one attendee replaced by another, as if done elsewhere. */
function changeOnService(emulator: RunningEmulator): void {
  const eventId = emulator.events[0]!.id
  const table = emulator.state.attendees(eventId)!
  for (const index of [0, 1, 2]) {
    emulator.state.patchAttendee(eventId, table.ids[index]!, { status: 'CHECKED_IN' })
  }
  emulator.state.overrideAttendee(eventId, table.ids[3]!, {
    id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  })
}

export const overviewScreens: Screen[] = [
  {
    name: 'attendees-overview-start',
    show: (page) =>
      onOwnService(page, {}, async () => {
        await page.getByRole('region', { name: 'Attendees at a glance' }).waitFor()
      }),
  },
  {
    name: 'attendees-overview',
    show: (page) =>
      onOwnService(page, {}, async () => {
        await snapshot(page)
        await page
          .getByRole('list', { name: 'Attendees by status' })
          .getByRole('button', { name: /^Checked in: / })
          .click()
        await page.getByTestId('overview-filter-note').waitFor()
      }),
  },
  {
    name: 'attendees-overview-ticket',
    show: (page) =>
      onOwnService(page, {}, async () => {
        await snapshot(page)
        await page
          .getByRole('region', { name: 'By ticket type' })
          .getByRole('button')
          .first()
          .click()
        await page.getByTestId('snapshot-list').getByRole('row').nth(1).waitFor()
      }),
  },
  {
    name: 'attendees-since-last-look',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await snapshot(page)
        changeOnService(emulator)
        await page.getByRole('button', { name: /^Refresh/ }).click()
        const since = page.getByRole('region', { name: 'Since your last look' })
        await since.getByRole('button', { name: '1 new registration' }).click()
        await since.getByRole('region', { name: '1 new registration' }).waitFor()
      }),
  },
  {
    name: 'attendees-overview-charts-not-loaded',
    async show(page) {
      const close = await onOwnService(page, {}, async () => {
        // Loaded afresh with the charts' code refused, so it cannot come from before.
        await page.route(/\/AttendeeOverview-[^/]*\.js$/, (route) => route.abort())
        await page.reload()
        await page.locator('[data-app-state="ready"]').waitFor()
        await page
          .getByTestId('overview-panel')
          .getByRole('button', { name: 'Take a snapshot' })
          .click()
        await page
          .getByRole('alert')
          .getByText("The overview's charts could not be shown")
          .waitFor()
      })
      return async () => {
        await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined)
        await close()
      }
    },
  },
]

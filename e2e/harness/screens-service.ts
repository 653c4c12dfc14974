/**
 * Screens of how the service answers, for `npm run screenshots`: a slow
 * page's wait and its cancel, values read as text and records skipped, the
 * fields the service sends that Stagehand does not know, fewer rows a page
 * than asked, a service that repeats its pages, teams sent in a form
 * Stagehand cannot fully use, and an attendee opened by a pasted address. Each runs on a service
 * of its own (own-service.ts), in the dialect or with the record that
 * brings the state about.
 */
import type { Page } from 'playwright'
import type { RunningEmulator } from '@emulator'
import { servedAttendees } from '@test-support/attendees'
import { openSection } from '../support/workspace'
import { onOwnService } from './own-service'
import type { Screen } from './screens'

const eventOf = (emulator: RunningEmulator) => emulator.events[0]!.id

/** The service's attendees in the grid's first order (no sort chosen). */
const served = (emulator: RunningEmulator) => servedAttendees(emulator, eventOf(emulator), [], [])

const nextPage = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).click()

/** The next page is taken and never answered: the grid waits, and after 2 s says so. */
async function holdNextPage(page: Page, emulator: RunningEmulator): Promise<void> {
  const pathPrefix = `/v1/events/${eventOf(emulator)}/attendees`
  emulator.state.setFaults([{ kind: 'hang', pathPrefix, holdMs: 60_000 }])
  await nextPage(page)
  await page.getByTestId('waiting-cue').waitFor()
}

/** Two records of the first page come without their ID. */
function dropTwoIds(emulator: RunningEmulator): void {
  for (const record of served(emulator).slice(3, 5))
    emulator.state.overrideAttendee(eventOf(emulator), String(record.id), { id: undefined })
}

export const serviceScreens: Screen[] = [
  {
    name: 'attendees-waiting',
    show: (page) => onOwnService(page, {}, (emulator) => holdNextPage(page, emulator)),
  },
  {
    name: 'attendees-waiting-cancelled',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        await holdNextPage(page, emulator)
        await page.getByTestId('waiting-cue').getByRole('button', { name: 'Cancel' }).click()
        await page.getByTestId('waiting-cancelled').waitFor()
      }),
  },
  {
    // Numbers where the contract says text (the service's docs), and records without an ID.
    name: 'attendees-read-notices',
    show: (page) =>
      onOwnService(
        page,
        { dialect: 'zuddl-docs' },
        async () => {
          await page
            .getByTestId('attendees-read-notes')
            .getByText(/skipped/)
            .waitFor()
        },
        dropTwoIds,
      ),
  },
  {
    name: 'attendee-details-other-fields',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async () => {
        await page.getByRole('table', { name: 'Attendees' }).getByRole('row').nth(1).click()
        const other = page
          .getByTestId('attendee-details')
          .getByRole('region', { name: 'Other fields from the service' })
        await other.scrollIntoViewIfNeeded()
      }),
  },
  {
    // Two teams in a form Stagehand cannot fully use: one without an ID, one with a number and no name.
    name: 'teams-read-notice',
    show: (page) =>
      onOwnService(
        page,
        {},
        async () => {
          await openSection(page, 'Teams')
          const notice = page.getByTestId('teams-read-notice')
          await notice.getByText('Details').click()
          await notice.getByRole('listitem').first().waitFor()
        },
        (emulator) =>
          emulator.state.setFaults([
            {
              kind: 'odd-records',
              pathPrefix: '/v1/teams',
              records: [
                { kind: 'team', name: 'Regional partners' },
                { kind: 'team', id: 4711, name: null, isGeneral: false },
              ],
            },
          ]),
      ),
  },
  {
    // 20 rows a page whatever is asked: the grid asks 25, numbers the rows by 20 and says so.
    name: 'attendees-fewer-rows',
    show: (page) =>
      onOwnService(page, { dialect: 'fixed-pages' }, async () => {
        await nextPage(page)
        await page.getByTestId('pager-served-size').waitFor()
        await page
          .getByRole('navigation', { name: 'Pages' })
          .getByText(/Rows 21–40/)
          .waitFor()
      }),
  },
  {
    // Page 2 holds exactly the attendees of page 1, as from a service that does not read `page`.
    name: 'attendees-repeated',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const all = served(emulator)
        all.slice(0, 25).forEach((record, i) => {
          emulator.state.overrideAttendee(eventOf(emulator), String(all[25 + i]!.id), record)
        })
        await nextPage(page)
        await page.getByTestId('attendees-repeated').waitFor()
      }),
  },
  {
    // An attendee far down the list, opened from an address holding the event's ID and theirs.
    name: 'attendee-opened-by-address',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async (emulator) => {
        const last = String(served(emulator).at(-1)!.id)
        const field = page.getByLabel('Open attendee')
        await field.fill(`https://app.zuddl.com/o/acme/${eventOf(emulator)}/people/${last}`)
        await field.press('Enter')
        await page.getByTestId('attendee-taken').waitFor()
        await page.getByTestId('attendee-read-again').waitFor()
      }),
  },
  {
    // A service without the read of one attendee, and an ID on no page read.
    name: 'attendee-open-not-read',
    show: (page) =>
      onOwnService(page, {}, async (emulator) => {
        const field = page.getByLabel('Open attendee')
        await field.fill(`Badge reprint for ${String(served(emulator).at(-1)!.id)}`)
        await field.press('Enter')
        await page.getByTestId('open-attendee-problem').waitFor()
      }),
  },
]

/**
 * The screens of stagehand:// links, for `npm run screenshots` (spread into
 * screens.ts), on the demo workspace: a link refused, a place the
 * catalog does not hold, and a speaker's link just copied.
 */
import type { Page } from 'playwright'
import { createLinkInbox, type LinkInbox } from '@main/links/link-inbox'
import type { Screen } from './screens'
import { toastSaying } from '../support/toasts'

const NOT_KNOWN = '0badc0de-0000-4000-8000-000000000404'
const ELSEWHERE =
  'stagehand://open/5b1e7c2a-0d4f-4a8e-9c3b-7f6a5e4d3c2b/3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b/speaker/' +
  `${NOT_KNOWN}?service=${encodeURIComponent('https://api.eu.zuddl.com')}`

/**
 * The link inbox of the screen's core, which the screen hands a link to.
 *
 * As a second start of the app hands one over while the window is open
 * (a link kept from the start would be taken by the first page load, before
 * the screen's own). Each core registers its listener once, as it starts:
 * there each gets an inbox of its own.
 */
function perCoreInbox(): LinkInbox {
  let inbox = createLinkInbox()
  return {
    receive: (raw) => inbox.receive(raw),
    take: () => inbox.take(),
    onArrival(listener) {
      inbox = createLinkInbox()
      inbox.onArrival(listener)
    },
  }
}

const refusedInbox = perCoreInbox()

async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

export const linkScreens: Screen[] = [
  {
    name: 'link-refused',
    core: { links: refusedInbox },
    async show(page) {
      refusedInbox.receive(ELSEWHERE)
      await page.getByTestId('link-refused').waitFor()
    },
  },
  {
    name: 'link-not-known',
    async show(page) {
      await open(page, 'Sponsors')
      await page.getByTestId('sponsor-card').first().waitFor()
      // Where a followed link leads: the place's route.
      await page.evaluate((id) => {
        window.location.hash = `#/sponsors/${id}`
      }, NOT_KNOWN)
      await page.getByTestId('link-not-known').waitFor()
    },
  },
  {
    name: 'link-copied',
    async show(page) {
      await open(page, 'Speakers')
      await page.getByTestId('speaker-order').first().waitFor()
      await page.getByTestId('copy-link').first().click()
      await toastSaying(page, 'copied').waitFor()
    },
  },
]

/**
 * The bulk photo review for `npm run screenshots`: photos dropped on the
 * demo's Speakers panel, named after its speakers in several forms, with a
 * duplicate, a name that fits two speakers (when two share a last name), a
 * photo too small, a HEIC file and a name that says nothing. Nothing is
 * uploaded, so light and dark show the same table. A second screen shows the
 * photos that were ready part-way up, each and in all.
 */
import type { Locator, Page } from 'playwright'
import { makeJpeg } from '@test-support/images'
import { makePhotoJpeg } from '@test-support/images-photo'
import { dropOnPanel, type DropFile } from '../support/image-drop-steps'
import { holdUploads } from './screens-held-upload'
import type { Screen } from './screens'

async function speakerNames(page: Page): Promise<string[]> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Speakers' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Speakers' }).waitFor()
  await page.getByTestId('speaker-card').first().waitFor()
  // Settled once every card shows its speaker order, or says the service does not know
  // its ID (an earlier screen adds such a card).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="speaker-card"]')].every(
      (card) =>
        card.getAttribute('data-status') === 'not-found' ||
        card.querySelector('[data-testid="speaker-order"]') !== null,
    ),
  )
  const cards = page.locator('[data-testid="speaker-card"]:not([data-status="not-found"])')
  return cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
}

function reviewFiles(names: string[]): DropFile[] {
  const split = (full: string) => {
    const words = full.split(' ')
    return { first: words[0] ?? '', last: words.slice(1).join(' ') }
  }
  const people = names.slice(0, 5).map(split)
  const photo = (name: string, seed: number): DropFile => ({
    name,
    type: 'image/jpeg',
    bytes: makePhotoJpeg(240, 240, seed),
  })
  const files = [
    photo(`${people[0]!.first}-${people[0]!.last}.jpg`, 1),
    photo(`${people[1]!.last}_${people[1]!.first}.jpg`, 2),
    photo(`${people[2]!.first.charAt(0)}.${people[2]!.last}.jpg`, 3),
    photo(`${people[2]!.first} ${people[2]!.last} (2).jpg`, 4),
    photo(`${people[3]!.first}${people[3]!.last.slice(0, -1)}.jpg`, 5),
  ]
  const lasts = names.map((n) => split(n).last)
  const shared = lasts.find((last, i) => last && lasts.indexOf(last) !== i)
  if (shared) files.push(photo(`${shared.toLowerCase()}.jpg`, 6))
  files.push(
    {
      name: `${people[4]!.first}_${people[4]!.last}.jpg`,
      type: 'image/jpeg',
      bytes: makeJpeg(48, 48),
    },
    { name: 'IMG_2044.HEIC', type: 'image/heic', bytes: heicStub() },
    photo('team-offsite.jpg', 7),
  )
  return files
}

/** The first bytes of a HEIC file (an ISO-BMFF "ftyp heic" box): enough for the verdict. */
function heicStub(): Uint8Array {
  const bytes = new Uint8Array(64)
  bytes.set([0, 0, 0, 24], 0)
  bytes.set(new TextEncoder().encode('ftypheic'), 4)
  return bytes
}

async function review(page: Page): Promise<Locator> {
  const names = await speakerNames(page)
  await dropOnPanel(page.getByRole('region', { name: 'Speakers' }), reviewFiles(names))
  const dialog = page.getByRole('dialog', { name: 'Match photos to speakers' })
  await dialog.waitFor()
  // Every verdict in: none is still being checked.
  await dialog.getByTestId('bulk-verdict').first().waitFor()
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[data-testid="bulk-verdict"]')].some((el) =>
        el.textContent?.includes('Checking'),
      ),
  )
  return dialog
}

export const bulkScreens: Screen[] = [
  { name: 'speaker-bulk-review', show: (page) => review(page).then(() => undefined) },
  {
    name: 'speaker-bulk-uploading',
    async show(page) {
      const dialog = await review(page)
      // Each photo further along than the one before, as uploads started together finish apart.
      await holdUploads(page, (n) => ({
        sentBytes: Math.min(18_900, 4_700 * (n + 1)),
        totalBytes: 18_900,
      }))
      await dialog.getByRole('button', { name: /^Upload \d+ photos?$/ }).click()
      await dialog.getByRole('progressbar', { name: 'All photos: bytes sent' }).waitFor()
      await dialog
        .locator('[data-state="uploading"] [aria-valuenow]:not([aria-valuenow="0"])')
        .first()
        .waitFor()
    },
  },
]

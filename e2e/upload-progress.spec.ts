/**
 * Upload progress in bytes over a slow uplink: the harness sends uploads at
 * 1 MiB a second, each held after 2 MiB until the spec has looked
 * (harness/uplink.ts; loopback's socket buffers would take a photo at once,
 * or not, as the kernel sized them), and the card, then the
 * bulk review, show a determinate bar part-way (strictly between 0 and
 * 100 %) with its words, and say the bytes only every quarter in their live
 * regions, until the photo is stored.
 */
import type { Locator } from '@playwright/test'
import { makeJpeg, padToSize } from '@test-support/images'
import { expect, test } from './fixtures'
import type { Harness } from './harness/harness'
import { requireHarness } from './support/attendees'
import {
  dropOn,
  dropOnPanel,
  openSpeakers,
  openOneSpeakerCard,
  uploadRequests,
} from './support/image-drop-steps'

const MiB = 1024 * 1024

// Photos near 4 MB cross the harness as base64 twice and are sent slowly on purpose.
test.describe.configure({ timeout: 180_000 })

/** Valid JPEGs just under 4 MB, the largest a card takes. */
const nearLimit = (width: number): Uint8Array => padToSize(makeJpeg(width, width), 4 * MiB - 4096)

/**
 * A slow uplink (about four seconds for a photo near 4 MB) on which each
 * upload stops after 2 MiB, its bar part-way, until the returned function
 * lets it go on.
 */
function slowUplink(harness: Harness | null): () => void {
  const uplink = requireHarness(harness).uplink
  let release: () => void = () => undefined
  uplink.bytesPerSecond = MiB
  uplink.hold = { afterBytes: 2 * MiB, released: new Promise((resolve) => (release = resolve)) }
  return () => {
    uplink.hold = null
    release()
  }
}

interface Sample {
  value: number
  words: string
  announced: string
}

/**
 * Polls until the bar shows a value strictly between 0 and 100 and the live
 * region has said a step of it; returns that sample, the three read at one
 * moment of the page (read one after another, an upload that goes on moves
 * the words past the value read before them).
 */
async function partWay(bar: Locator, words: Locator, live: Locator): Promise<Sample> {
  let seen: Sample | null = null
  await expect
    .poll(
      async () => {
        // As they are now, present or not: the poll comes back for what is missing.
        const [b, w, l] = await Promise.all(
          [bar, words, live].map(async (part) => (await part.elementHandles())[0] ?? null),
        )
        if (!b || !w || !l) return false
        const now = await b.evaluate(
          (barEl, [wordsEl, liveEl]) =>
            barEl.isConnected && wordsEl.isConnected && liveEl.isConnected
              ? {
                  value: (barEl as Element).getAttribute('aria-valuenow'),
                  words: wordsEl.textContent ?? '',
                  announced: liveEl.textContent ?? '',
                }
              : null,
          [w, l] as const,
        )
        const value = Number(now?.value ?? NaN)
        if (now && value > 0 && value < 100 && /\d+ % sent\./.test(now.announced)) {
          seen = { value, words: now.words, announced: now.announced }
        }
        return seen !== null
      },
      // No deadline of its own: the upload is held part-way until the sample is taken.
      { intervals: [50], timeout: 0, message: 'the bar never showed a value part-way' },
    )
    .toBe(true)
  return seen!
}

test('a photo dropped on a card shows its bytes sent part-way, then is stored', async ({
  app,
  harness,
  emulator,
}) => {
  const { zone } = await openOneSpeakerCard(app, harness, emulator)
  const bytes = nearLimit(400)
  emulator.state.clearRequests()
  const release = slowUplink(harness)
  try {
    await dropOn(zone, { name: 'portrait.jpg', type: 'image/jpeg', bytes })
    const bar = zone.getByRole('progressbar', { name: /^Picture of .+: bytes sent$/ })
    const sample = await partWay(
      bar,
      zone.getByTestId('byte-progress'),
      zone.getByTestId('image-drop-status'),
    )
    expect(sample.words).toMatch(/^Uploading \d\.\d of 4\.0 MB \((\d{1,2}) %\)$/)
    expect(sample.words).toContain(`(${sample.value} %)`)
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', '100')
    // The live region says a quarter step at most as far as the bar, never the running count.
    const said = /Uploading: (\d+) % sent\./.exec(sample.announced)
    expect(said, sample.announced).not.toBeNull()
    expect(Number(said![1]) % 25).toBe(0)
    expect(Number(said![1])).toBeLessThanOrEqual(sample.value)

    release()
    await expect(zone).toHaveAttribute('data-phase', 'done', { timeout: 0 })
    await expect(bar).toHaveCount(0)
  } finally {
    release()
    emulator.state.setFaults([])
  }
  const [upload] = uploadRequests(emulator)
  expect(upload).toMatchObject({ status: 200 })
  expect(upload!.bodySize).toBeGreaterThan(bytes.length)
})

test('the bulk review shows each photo and all of them in bytes part-way', async ({
  app,
  harness,
  emulator,
}) => {
  const { ids } = await openSpeakers(app, harness, emulator, 2)
  // Named by speaker ID: matched without a doubt, so both are ready to upload.
  const files = ids.map((id, i) => ({
    name: `${id}.jpg`,
    type: 'image/jpeg',
    bytes: nearLimit(300 + i),
  }))
  await dropOnPanel(app.getByRole('region', { name: 'Speakers' }), files)
  const dialog = app.getByRole('dialog', { name: 'Match photos to speakers' })
  await expect(dialog.getByTestId('bulk-row')).toHaveCount(2)
  const upload = dialog.getByRole('button', { name: 'Upload 2 photos' })
  await expect(upload).toBeEnabled({ timeout: 0 })
  emulator.state.clearRequests()
  const release = slowUplink(harness)
  try {
    await upload.click()
    const overall = dialog.getByRole('progressbar', { name: 'All photos: bytes sent' })
    const sample = await partWay(
      overall,
      dialog.locator('.bulk-review__progress [data-testid="byte-progress"]'),
      dialog.getByTestId('bulk-progress'),
    )
    expect(sample.words).toMatch(/^Sent \d\.\d of 8\.0 MB \(\d{1,2} %\)$/)
    expect(sample.announced).toMatch(/^0 of 2 uploaded… Uploading: (0|25|50|75) % sent\.$/)
    const rowBar = dialog.getByRole('progressbar', { name: `${files[0]!.name}: bytes sent` })
    await expect(rowBar).toHaveAttribute('aria-valuenow', /^\d+$/)

    release()
    await expect(dialog.getByTestId('bulk-progress')).toHaveText('2 of 2 uploaded.', {
      timeout: 0,
    })
    await expect(overall).toHaveAttribute('aria-valuenow', '100')
    await expect(dialog.getByRole('progressbar', { name: /\.jpg: bytes sent$/ })).toHaveCount(0)
  } finally {
    release()
    emulator.state.setFaults([])
  }
  expect(uploadRequests(emulator).map((r) => r.status)).toEqual([200, 200])
})

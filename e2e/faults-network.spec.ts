/**
 * The service out of reach (its port closed): a banner says so, the window
 * keeps what it knows and stays usable, and "Try again" asks again once the
 * service is back, only when the user says so.
 */
import { startEmulator } from '@emulator'
import { expect, test, type RunningEmulator } from './fixtures'
import { openAttendees, settledGrid } from './support/attendees'
import { names, shownNames } from './support/grid-steps'
import { openSection } from './support/workspace'

// The same seed on the same port is the same service again, keys and data alike.
const SEED = 11

test('a closed port shows the banner; Try again recovers once the service is back', async ({
  app,
  harness,
}) => {
  let service: RunningEmulator = await startEmulator({ port: 0, seed: SEED })
  try {
    await openAttendees(app, harness, service)
    const pager = app.getByRole('navigation', { name: 'Pages' })
    await settledGrid(app)
    const firstPage = await shownNames(app)
    expect(firstPage).toEqual(names(service, [], [], 0, firstPage.length))

    await service.close()
    const banner = app.getByTestId('network-banner')
    await expect(banner).toHaveCount(0)
    await pager.getByRole('button', { name: 'Next page' }).click()
    // Main repeats a read that found no answer before it gives up (within its own budget).
    await expect(banner).toBeVisible({ timeout: 30_000 })
    await expect(banner).toContainText('The service cannot be reached')
    await expect(banner).toContainText(/^.*Could not .*Check the network connection/)
    await expect(banner).toContainText('What Stagehand already knows stays on screen')

    // The rest of the window works on what it knows: another section opens, the banner stays.
    await openSection(app, 'Everything known')
    await expect(banner).toBeVisible()

    // Back on the same port: the banner stays until what failed is asked again.
    service = await startEmulator({ port: service.port, seed: SEED })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Try again' }).click()
    await expect(banner).toHaveCount(0)
    await openSection(app, 'Attendees')
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    await settledGrid(app)
    const secondPage = await shownNames(app)
    expect(secondPage).toEqual(names(service, [], [], firstPage.length, firstPage.length))
  } finally {
    await service.close()
  }
})

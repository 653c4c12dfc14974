/**
 * The status bar's request meter: what the workspace used today, and a
 * visible wait when the service's rate limit pushes back.
 */
import { startEmulator } from '@emulator'
import { expect, test } from './fixtures'
import { addWorkspace, openSection } from './support/workspace'

test('the meter counts requests and shows the wait a rate limit imposes', async ({ app }) => {
  // Its own emulator: this spec makes the service far stricter than documented.
  const emulator = await startEmulator({ port: 0, control: true })
  try {
    await addWorkspace(app, {
      name: 'Metered',
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    await openSection(app, 'Teams')
    await expect(app.getByTestId('team-row').first()).toBeVisible()
    const meter = app.getByTestId('request-meter')
    await expect(meter).toContainText(/^1 \/ 10,000 today/)

    // One request per 4 s and no burst: the next refresh is answered 429 with Retry-After.
    emulator.state.setRateLimit({ burst: 1, perSecond: 0.25 })
    await app.getByRole('button', { name: 'Refresh' }).click()
    await app.getByRole('button', { name: 'Refresh' }).click()
    await expect(app.getByTestId('request-meter-wait')).toContainText(
      /waiting for rate limit · \d+ s/,
    )
    // The wait ends and the teams come back without an error.
    await expect(app.getByTestId('request-meter-wait')).toHaveCount(0, { timeout: 20_000 })
    await expect(app.getByTestId('team-row').first()).toBeVisible()
    await expect(app.getByTestId('teams-error')).toHaveCount(0)
  } finally {
    await emulator.close()
  }
})

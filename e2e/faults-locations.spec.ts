/**
 * The Locations panel under faults, end to end. A deletion whose connection
 * drops is sent once and said to have maybe been applied; "Try again" (the
 * API's contract does not promise what deleting a deleted location answers,
 * so nothing is checked behind the user's back) sends it once more: a drop
 * before the service acted is deleted then; a drop after it acted is answered
 * 404, which means the first one did it, and the location leaves the list.
 * The list itself is Stagehand's catalog: with every service request failing
 * it still shows what it knows, and a 500 on a deletion is a plain failure.
 */
import type { Page } from '@playwright/test'
import { startEmulator } from '@emulator'
import { expect, test, type RunningEmulator } from './fixtures'
import type { Harness } from './harness/harness'
import { callCore, requireHarness } from './support/attendees'
import { emulatorLocations, openEventSection } from './support/locations'

/** A fresh emulator's last event with its non-default locations in the catalog; Locations open. */
async function openLocations(page: Page, harness: Harness | null, emulator: RunningEmulator) {
  const summary = emulator.events[emulator.events.length - 1]!
  const locations = emulator.state.event(summary.id)!.locations.filter((l) => !l.isDefault)
  const scope = await openEventSection(page, harness, emulator, summary.id, {
    hash: '#/locations',
    heading: 'Locations',
  })
  for (const l of locations) {
    await callCore(requireHarness(harness), 'catalog:add', {
      ...scope,
      kind: 'location',
      text: l.id,
      label: l.name,
    })
  }
  await page.reload()
  await expect(page.getByTestId('location-row')).toHaveCount(locations.length)
  return { scope, locations }
}

async function deleteNamed(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page
    .getByRole('alertdialog', { name: `Delete “${name}”?` })
    .getByRole('button', { name: 'Delete location' })
    .click()
}

const deletions = (emulator: RunningEmulator, id: string) =>
  emulator.state.requests().filter((r) => r.method === 'DELETE' && r.path.endsWith(id))

for (const afterHandling of [false, true]) {
  test(`a deletion whose connection dropped ${afterHandling ? 'after' : 'before'} the service acted: Try again settles it and the list loses it`, async ({
    app,
    harness,
  }) => {
    const emulator = await startEmulator({ port: 0, control: true, seed: 81 })
    try {
      const { scope, locations } = await openLocations(app, harness, emulator)
      const target = locations[0]!
      emulator.state.setFaults([{ kind: 'drop', method: 'DELETE', afterHandling, times: 1 }])
      emulator.state.clearRequests()
      await deleteNamed(app, target.name)
      const refusal = app.getByTestId('location-refusal')
      await expect(refusal).toContainText(`“${target.name}” may have been deleted`)
      await expect(refusal.getByTestId('location-try-again-note')).toContainText(
        'Stagehand cannot check it',
      )
      // Rolled back: shown until it is known to be gone.
      const row = app.getByTestId('location-row').filter({ hasText: target.name })
      await expect(row).toHaveCount(1)
      expect(deletions(emulator, target.id)).toHaveLength(1)
      expect((await emulatorLocations(emulator.baseUrl, scope.eventId)).includes(target.id)).toBe(
        !afterHandling,
      )

      await refusal.getByRole('button', { name: 'Try again' }).click()
      await expect(row).toHaveCount(0)
      await expect(refusal).toHaveCount(0)
      await expect(app.getByTestId('location-row')).toHaveCount(locations.length - 1)
      await expect(
        app.getByText(
          afterHandling
            ? `${target.name} was deleted: the service no longer has it`
            : `Deleted ${target.name}`,
        ),
      ).toBeVisible()
      expect(deletions(emulator, target.id).map((r) => r.status)).toEqual(
        afterHandling ? [0, 404] : [0, 200],
      )
      expect(await emulatorLocations(emulator.baseUrl, scope.eventId)).not.toContain(target.id)
      // Still gone after a reload: the catalog holds no "Gone" row for it.
      await app.reload()
      await expect(app.getByTestId('location-row')).toHaveCount(locations.length - 1)
    } finally {
      await emulator.close()
    }
  })
}

test('with every request failing the list still shows what it knows; a 500 on a deletion is a plain failure', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: 82 })
  try {
    const { locations } = await openLocations(app, harness, emulator)
    emulator.state.setFaults([{ kind: 'error', status: 500 }])
    emulator.state.clearRequests()
    await app.reload()
    await expect(app.getByTestId('location-row')).toHaveCount(locations.length)
    for (const l of locations)
      await expect(app.getByTestId('location-row').filter({ hasText: l.name })).toHaveCount(1)
    // The list is the catalog: reading it sent nothing to the service.
    expect(emulator.state.requests().filter((r) => r.method === 'GET')).toHaveLength(0)

    const target = locations[0]!
    await deleteNamed(app, target.name)
    const refusal = app.getByTestId('location-refusal')
    await expect(refusal).toContainText(`“${target.name}” was not deleted`)
    await expect(refusal.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await expect(app.getByTestId('location-row').filter({ hasText: target.name })).toHaveCount(1)
    expect(deletions(emulator, target.id).map((r) => r.status)).toEqual([500])
  } finally {
    await emulator.close()
  }
})

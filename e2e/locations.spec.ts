/**
 * Locations end to end, against the emulator over HTTP: IDs imported from a
 * CSV file with a bad line reported by its number; a deletion asks first,
 * naming the location, and the location is then gone from the list and from
 * the emulator's state; the default location is refused with an explanation
 * and marked as the default; a 404 marks a location as gone.
 * The last event of the emulator is used: other specs edit the sessions of the first two.
 */
import { expect, test } from './fixtures'
import { callCore, requireHarness } from './support/attendees'
import { emulatorLocations, openEventSection } from './support/locations'

const UNKNOWN_LOCATION = '0badc0de-0000-4000-8000-00000000a404'

test('locations: import, delete with confirmation, the default refused, a 404 marked gone', async ({
  app,
  harness,
  emulator,
}) => {
  const summary = emulator.events[emulator.events.length - 1]!
  const event = emulator.state.event(summary.id)!
  const byDefault = event.locations.find((l) => l.isDefault)!
  const other = event.locations.find((l) => !l.isDefault)!
  const scope = await openEventSection(app, harness, emulator, summary.id, {
    hash: '#/locations',
    heading: 'Locations',
  })
  await expect(app.getByTestId('locations-empty')).toBeVisible()

  // A CSV file with a label column; line 4 is not a location ID.
  await app.getByRole('button', { name: 'Add locations…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add locations' })
  await dialog.getByTestId('catalog-file').setInputFiles({
    name: 'locations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `id,label\n${byDefault.id},${byDefault.name}\n${other.id},${other.name}\nroom-12,Broken\n${UNKNOWN_LOCATION},Old tent\n`,
    ),
  })
  await expect(dialog.getByTestId('catalog-preview')).toContainText('1 line will be refused')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  const report = dialog.getByTestId('catalog-report')
  await expect(report).toContainText('From locations.csv')
  await expect(report.getByTestId('catalog-report-added')).toHaveText('3')
  await expect(report.getByTestId('catalog-report-refused')).toHaveText('1')
  await expect(report).toContainText('4')
  await expect(report).toContainText('room-12')
  await dialog.getByRole('button', { name: 'Done' }).click()

  const rows = app.getByTestId('location-row')
  await expect(rows).toHaveCount(3)
  // Entered by hand and never in an answer: not yet confirmed.
  await expect(rows.filter({ hasText: other.name })).toHaveAttribute(
    'data-status',
    'not-yet-confirmed',
  )

  // Delete asks first, naming the location; Cancel changes nothing.
  await app.getByRole('button', { name: `Delete ${other.name}` }).click()
  const confirm = app.getByRole('alertdialog', { name: `Delete “${other.name}”?` })
  await expect(confirm).toContainText(`This deletes the location “${other.name}”`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  expect(await emulatorLocations(emulator.baseUrl, summary.id)).toContain(other.id)

  await app.getByRole('button', { name: `Delete ${other.name}` }).click()
  await confirm.getByRole('button', { name: 'Delete location' }).click()
  await expect(rows.filter({ hasText: other.name })).toHaveCount(0)
  await expect(rows).toHaveCount(2)
  await expect.poll(() => emulatorLocations(emulator.baseUrl, summary.id)).not.toContain(other.id)

  // The default location: the service refuses (409), the section says why and marks it.
  await app.getByRole('button', { name: `Delete ${byDefault.name}` }).click()
  await app
    .getByRole('alertdialog', { name: `Delete “${byDefault.name}”?` })
    .getByRole('button', { name: 'Delete location' })
    .click()
  const refusal = app.getByTestId('location-refusal')
  await expect(refusal).toContainText(
    `“${byDefault.name}” was not deleted: it is the event’s default location`,
  )
  await expect(refusal).toContainText('The service does not delete an event’s default location')
  const defaultRow = rows.filter({ hasText: byDefault.name })
  await expect(defaultRow).toHaveAttribute('data-default', 'true')
  await expect(defaultRow).toContainText('Default')
  // Known to be the default now: no Delete to fail again, and the row says why.
  await expect(defaultRow.getByRole('button', { name: `Delete ${byDefault.name}` })).toHaveCount(0)
  await expect(defaultRow).toContainText(
    'Cannot be deleted: the service keeps each event’s default location.',
  )
  expect(await emulatorLocations(emulator.baseUrl, summary.id)).toContain(byDefault.id)

  // A location the service does not know: 404, marked gone, and it can be forgotten.
  await app.getByRole('button', { name: 'Delete Old tent' }).click()
  await app
    .getByRole('alertdialog', { name: 'Delete “Old tent”?' })
    .getByRole('button', { name: 'Delete location' })
    .click()
  await expect(refusal).toContainText('“Old tent” no longer exists on the service')
  const tent = rows.filter({ hasText: 'Old tent' })
  await expect(tent).toHaveAttribute('data-status', 'gone')
  await expect(tent).toContainText('Gone')
  await tent.getByRole('button', { name: 'Forget' }).click()
  await expect(tent).toHaveCount(0)
  // The catalog forgets it when the Undo toast closes.
  await expect
    .poll(async () => {
      const { entries } = await callCore(requireHarness(harness), 'catalog:list', scope)
      return entries.map((e) => e.id)
    })
    .not.toContain(UNKNOWN_LOCATION)

  // What the catalog keeps survives a reload: the deleted one stays out, the default stays marked.
  await app.reload()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAttribute('data-default', 'true')
})

/**
 * A first run with no workspace opens the demo workspace on the embedded
 * emulator, labelled as sample data; removing it is final.
 */
import { expect, test, waitForReady } from './fixtures'
import { openSection } from './support/workspace'

test.use({ demo: true })

test('a first run opens the demo workspace with sample data, and removing it is final', async ({
  app,
}) => {
  await expect(app.getByTestId('sample-data-badge')).toBeVisible()
  await expect(app.getByTestId('workspace-switcher')).toHaveAccessibleName(/^Workspace: Demo /)
  await expect(app.getByLabel('Event', { exact: true })).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-/)

  await openSection(app, 'Teams')
  await expect(app.getByTestId('team-row').first()).toBeVisible()

  await app.getByTestId('workspace-switcher').click()
  await app.getByRole('menuitem', { name: 'Edit workspace…' }).click()
  await app
    .getByRole('dialog', { name: 'Edit workspace' })
    .getByRole('button', { name: 'Remove workspace…' })
    .click()
  await app.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(app.getByTestId('welcome')).toBeVisible()

  await app.reload()
  await waitForReady(app)
  await expect(app.getByTestId('welcome')).toBeVisible()
  await expect(app.getByTestId('sample-data-badge')).toHaveCount(0)
})

/**
 * Screens of the export's and the workspace form's newer states, for `npm run
 * screenshots`: the estimate at the rows a page the service sends, a summary
 * with what changed in the list and what reading it changed, an export
 * paused on a full disk or on a file held open (the core's export files fail
 * as those do: faulty-export-fs.ts), a daily quota out of range, and the key
 * asked again after the address moved.
 */
import type { Page } from 'playwright'
import type { RunningEmulator } from '@emulator'
import { servedAttendees } from '@test-support/attendees'
import { fullDiskFs, heldFileFs } from './faulty-export-fs'
import { onOwnService } from './own-service'
import type { Screen } from './screens'

async function openExportDialog(page: Page) {
  await page.getByRole('button', { name: 'Export CSV…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export attendees as CSV' })
  await dialog.getByTestId('export-estimate').waitFor()
  return dialog
}

async function exportTo(page: Page, state: 'done' | 'paused'): Promise<void> {
  const dialog = await openExportDialog(page)
  await dialog.getByRole('button', { name: 'Choose file and export' }).click()
  await page.locator(`[data-testid="export-card"][data-state="${state}"]`).waitFor({
    timeout: 60_000,
  })
}

/** An export of the demo workspace's attendees that pauses on a fault of its files. */
async function pausedExport(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Attendees' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Attendees' }).waitFor()
  await exportTo(page, 'paused')
}

/**
 * The list moves while it is read: the first attendee of the export's page 2
 * is the last of page 1 again (one came in ahead of it), and a record of
 * page 1 comes without its ID.
 */
function shiftTheList(emulator: RunningEmulator): void {
  const eventId = emulator.events[0]!.id
  const all = servedAttendees(emulator, eventId, [], [])
  emulator.state.overrideAttendee(eventId, String(all[100]!.id), all[99]!)
  emulator.state.overrideAttendee(eventId, String(all[7]!.id), { id: undefined })
}

async function editWorkspace(page: Page) {
  await page.getByTestId('workspace-switcher').click()
  await page.getByRole('menuitem', { name: 'Edit workspace…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit workspace' })
  await dialog.waitFor()
  return dialog
}

export const exportStateScreens: Screen[] = [
  {
    // The grid learnt that the service sends 20 rows a page: the estimate counts at 20.
    name: 'export-dialog-served-size',
    show: (page) =>
      onOwnService(page, { dialect: 'fixed-pages' }, async () => {
        const dialog = await openExportDialog(page)
        await dialog
          .getByTestId('export-estimate')
          .getByText(/rows a page/)
          .waitFor()
      }),
  },
  {
    name: 'export-done-warnings',
    show: (page) =>
      onOwnService(
        page,
        { dialect: 'zuddl-docs' },
        async () => {
          await exportTo(page, 'done')
          await page.getByTestId('export-warnings').waitFor()
        },
        shiftTheList,
      ),
  },
  { name: 'export-paused-disk-full', core: { exportFs: fullDiskFs }, show: pausedExport },
  { name: 'export-paused-file-open', core: { exportFs: heldFileFs }, show: pausedExport },
  {
    name: 'workspace-quota-invalid',
    async show(page) {
      const dialog = await editWorkspace(page)
      await dialog.getByLabel('Daily request quota').fill('0')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog
        .getByLabel('Daily request quota')
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor()
    },
  },
  {
    name: 'workspace-key-again',
    async show(page) {
      const dialog = await editWorkspace(page)
      const address = dialog.getByLabel('API base URL')
      const moved = new URL(await address.inputValue())
      moved.port = String(Number(moved.port) + 1)
      await address.fill(moved.origin)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.getByLabel('API key').and(page.locator('[aria-invalid="true"]')).waitFor()
    },
  },
]

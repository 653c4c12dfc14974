/**
 * The screens the desktop around the window opens, for `npm run screenshots`.
 *
 * Spread into screens.ts: About and the diagnostics notice as the app menu
 * asks for them (`app:menu`, dispatched as the harness sends main's events),
 * Preferences from the workspace switcher, and a section whose code could
 * not be loaded (as a damaged install would leave it).
 */
import type { Page } from 'playwright'
import type { MenuCommand } from '@shared/ipc/channels/menu'
import { HARNESS_EVENT } from './page-bridge-event'
import type { Screen } from './screens'

/** What main sends when a menu item is chosen. */
async function fromMenu(page: Page, command: MenuCommand): Promise<void> {
  await page.evaluate(([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })), [
    HARNESS_EVENT,
    { name: 'app:menu', payload: command },
  ] as const)
}

export const desktopScreens: Screen[] = [
  {
    name: 'about-dialog',
    async show(page) {
      await fromMenu(page, { command: 'about' })
      await page.getByRole('dialog', { name: 'About Stagehand' }).getByText('Version').waitFor()
    },
  },
  {
    name: 'diagnostics-copied',
    async show(page) {
      await fromMenu(page, { command: 'diagnosticsCopied' })
      await page.getByText(/^Diagnostics copied to the clipboard/).waitFor()
    },
  },
  {
    name: 'preferences-dialog',
    async show(page) {
      await page.getByTestId('workspace-switcher').click()
      await page.getByRole('menuitem', { name: 'Preferences…' }).click()
      await page.getByRole('dialog', { name: 'Preferences' }).getByRole('checkbox').waitFor()
    },
  },
  {
    name: 'section-not-loaded',
    async show(page) {
      // Loaded afresh with the Teams section's code refused, so it cannot come from before.
      await page.route(/\/TeamsSection-[^/]*\.js$/, (route) => route.abort())
      await page.reload()
      await page.locator('[data-app-state="ready"]').waitFor()
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Teams' })
        .click()
      await page.getByRole('alert').getByText('This screen could not be opened').waitFor()
      // For the next screen on this page (the accessibility check reuses it); none once closed.
      return () => page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined)
    },
  },
]

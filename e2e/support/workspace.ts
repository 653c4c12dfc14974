/** Steps many specs share: adding a workspace through the UI, opening a section. */
import { expect, type Page } from '@playwright/test'

export interface WorkspaceFields {
  name: string
  baseUrl: string
  apiKey: string
}

/** Adds a workspace with the dialog (from the welcome screen or the switcher) and waits for it to be active. */
export async function addWorkspace(page: Page, fields: WorkspaceFields): Promise<void> {
  const welcome = page.getByTestId('welcome')
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Add workspace' }).click()
  } else {
    await page.getByTestId('workspace-switcher').click()
    await page.getByRole('menuitem', { name: 'Add workspace…' }).click()
  }
  const dialog = page.getByRole('dialog', { name: 'Add workspace' })
  await dialog.getByLabel('Name').fill(fields.name)
  await dialog.getByLabel('API base URL').fill(fields.baseUrl)
  await dialog.getByLabel('API key').fill(fields.apiKey)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('workspace-switcher')).toHaveAccessibleName(
    `Workspace: ${fields.name} ${fields.baseUrl}`,
  )
}

export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

/** Sets the event through the event picker. */
export async function chooseEvent(page: Page, eventId: string): Promise<void> {
  const input = page.getByLabel('Event', { exact: true })
  await input.fill(eventId)
  await input.press('Enter')
  await expect(page.getByTestId('event-id-error')).toHaveCount(0)
}

/**
 * Screens of the lists the service may offer, for `npm run screenshots`:
 * the event found by part of its name, and an event's sessions and
 * locations as the service lists them. Each runs on a service of its own in
 * the `zuddl-docs` dialect, which offers those lists.
 */
import { openSection } from '../support/workspace'
import { onOwnService } from './own-service'
import type { Screen } from './screens'

export const listingScreens: Screen[] = [
  {
    name: 'event-by-name',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async () => {
        const box = page.getByLabel('Event', { exact: true })
        await box.click()
        await page.getByRole('combobox', { name: 'Event' }).waitFor()
        await box.fill('su')
        await page.getByRole('listbox', { name: 'Events' }).getByRole('option').first().waitFor()
      }),
  },
  {
    name: 'sessions-listed',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async () => {
        await openSection(page, 'Sessions')
        await page.getByTestId('sessions-from-service').getByText('The service lists').waitFor()
      }),
  },
  {
    name: 'locations-listed',
    show: (page) =>
      onOwnService(page, { dialect: 'zuddl-docs' }, async () => {
        await openSection(page, 'Locations')
        await page.getByTestId('locations-from-service').getByText('The service lists').waitFor()
      }),
  },
]

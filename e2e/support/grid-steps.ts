/**
 * Steps of the attendee grid specs: what the emulator says a page holds, what
 * the grid shows, and the filter builder's add and apply.
 */
import type { Page } from '@playwright/test'
import type { RunningEmulator } from '../fixtures'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { expectedAttendees } from '@test-support/attendees'
import { columnTexts } from './attendees'

export const names = (
  emulator: RunningEmulator,
  filter: FilterCondition[],
  sort: SortKey[] = [],
  from = 0,
  count = 25,
) =>
  expectedAttendees(emulator, emulator.events[0]!.id, filter, sort)
    .slice(from, from + count)
    .map((a) => `${a.profile?.firstName ?? ''} ${a.profile?.lastName ?? ''}`)

export async function shownNames(page: Page): Promise<string[]> {
  const first = await columnTexts(page, 'Profile · First name')
  const last = await columnTexts(page, 'Profile · Last name')
  return first.map((f, i) => `${f} ${last[i]}`)
}

export async function addCondition(page: Page, field: string, op: string) {
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByRole('button', { name: 'Add condition' }).click()
  const row = filters.getByRole('group').last()
  await row.getByLabel('Field').selectOption({ label: field })
  await row.getByLabel('Operation').selectOption({ label: op })
  return row
}

export const apply = (page: Page) =>
  page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Apply filters' })
    .click()

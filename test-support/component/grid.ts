/**
 * The attendee grid as the component tests read it: settled, its names
 * column by column, and what the emulator's own state says a page holds.
 */
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { RunningEmulator } from '@emulator'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { expect } from 'vitest'
import { expectedAttendees } from '@test-support/attendees'

const FIRST = 'Profile · First name'
const LAST = 'Profile · Last name'

/** The names of a page of the emulator's attendees, "First Last". */
export const names = (
  emulator: RunningEmulator,
  filter: FilterCondition[],
  sort: SortKey[] = [],
  from = 0,
  count = 25,
): string[] =>
  expectedAttendees(emulator, emulator.events[0]!.id, filter, sort)
    .slice(from, from + count)
    .map((a) => `${a.profile?.firstName ?? ''} ${a.profile?.lastName ?? ''}`)

/** The grid once shown and no longer busy. */
export async function settledGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Attendees' })
  await waitFor(() => expect(grid.getAttribute('aria-busy')).not.toBe('true'))
  return grid
}

export function columnTexts(grid: HTMLElement, header: string): string[] {
  // By each header's full name ("Profile · Country"); the grid shows its short label.
  const headers = [...grid.querySelectorAll('[role="columnheader"]')].map(
    (h) => h.getAttribute('aria-label') ?? '',
  )
  const index = headers.indexOf(header)
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(' | ')}`)
  return [
    ...grid.querySelectorAll(`.grid__body > [role="row"] > [role="cell"]:nth-child(${index + 1})`),
  ].map((cell) => cell.textContent ?? '')
}

/** The names the settled grid shows, top to bottom. */
export async function shownNames(): Promise<string[]> {
  const grid = await settledGrid()
  const last = columnTexts(grid, LAST)
  return columnTexts(grid, FIRST).map((first, i) => `${first} ${last[i]}`)
}

/** Waits until the grid shows `expected` (a page arrives after the pager moves). */
export async function expectNames(expected: string[]): Promise<void> {
  await waitFor(async () => expect(await shownNames()).toEqual(expected))
}

/** Adds a condition row in the Filters region and picks its field and operation. */
export async function addCondition(
  user: UserEvent,
  field: string,
  op: string,
): Promise<HTMLElement> {
  const filters = screen.getByRole('region', { name: 'Filters' })
  await user.click(within(filters).getByRole('button', { name: 'Add condition' }))
  const row = within(filters).getAllByRole('group').at(-1)!
  await user.selectOptions(within(row).getByLabelText('Field'), field)
  await user.selectOptions(within(row).getByLabelText('Operation'), op)
  return row
}

export async function applyFilters(user: UserEvent): Promise<void> {
  const filters = screen.getByRole('region', { name: 'Filters' })
  await user.click(within(filters).getByRole('button', { name: 'Apply filters' }))
}

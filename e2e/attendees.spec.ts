/**
 * The attendee grid end to end: the built renderer in Chromium, the real
 * core, the emulator over HTTP. What the grid shows is compared with what
 * the emulator's own state says matches (test-support/attendees.ts). The
 * filter builder, the pager and the column choice are tested as components
 * (renderer/src/sections/attendees/*.test.tsx).
 */
import { expect } from './fixtures'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'
import { addCondition, apply, names, shownNames } from './support/grid-steps'

attendeesTest(
  'sorts by clicking headers, several keys with Shift-click; other headers are not sortable',
  async ({ app, emulator }) => {
    const grid = await settledGrid(app)
    await expect(grid.getByRole('columnheader', { name: 'Profile · Email' })).toHaveAttribute(
      'data-sortable',
      'false',
    )
    await expect(
      grid.getByRole('columnheader', { name: 'Profile · Email' }).getByRole('button'),
    ).toHaveCount(0)
    await grid.getByRole('button', { name: 'Profile · Last name' }).click()
    await settledGrid(app)
    await grid.getByRole('button', { name: 'Created at' }).click({ modifiers: ['Shift'] })
    await settledGrid(app)
    await expect(grid.getByRole('columnheader', { name: /Profile · Last name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(grid.getByRole('columnheader', { name: /Created at/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const sort: SortKey[] = [
      { field: 'profile.lastName', direction: 'asc' },
      { field: 'createdAt', direction: 'desc' },
    ]
    expect(await shownNames(app)).toEqual(names(emulator, [], sort))
    // A plain click replaces the sort with that one key.
    await grid.getByRole('button', { name: 'Profile · First name' }).click()
    await settledGrid(app)
    await expect(grid.getByRole('columnheader', { name: /Created at/ })).not.toHaveAttribute(
      'aria-sort',
    )
    expect(await shownNames(app)).toEqual(
      names(emulator, [], [{ field: 'profile.firstName', direction: 'asc' }]),
    )
  },
)

attendeesTest(
  'saves a view and applies it again; renames and deletes it',
  async ({ app, emulator }) => {
    const row = await addCondition(app, 'Status', 'is')
    await row.getByLabel('Value').fill('CHECKED_IN')
    await apply(app)
    const grid = await settledGrid(app)
    await grid.getByRole('button', { name: 'Created at' }).click()
    await settledGrid(app)
    await app.getByRole('button', { name: /^Views/ }).click()
    await app.getByRole('menuitem', { name: 'Save current view…' }).click()
    const save = app.getByRole('dialog', { name: 'Save view' })
    await save.getByLabel('View name').fill('Checked in, newest')
    await save.getByRole('button', { name: 'Save' }).click()
    await expect(save).toBeHidden()
    const filter: FilterCondition[] = [{ field: 'status', op: 'eq', value: 'CHECKED_IN' }]
    const sort: SortKey[] = [{ field: 'createdAt', direction: 'desc' }]
    // Start over elsewhere, then apply the view.
    await app.reload()
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, []))
    await app.getByRole('button', { name: /^Views/ }).click()
    await app.getByRole('menuitemradio', { name: 'Checked in, newest' }).click()
    await expect(app.getByRole('region', { name: 'Filters' }).getByLabel('Value')).toHaveValue(
      'CHECKED_IN',
    )
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, filter, sort))
    await app.getByRole('button', { name: /^Views/ }).click()
    await app.getByRole('menuitem', { name: 'Manage views…' }).click()
    const manage = app.getByRole('dialog', { name: 'Manage views' })
    await manage.getByLabel('Name of Checked in, newest').fill('Arrived')
    await manage.getByRole('button', { name: 'Rename' }).click()
    await expect(manage.getByLabel('Name of Arrived')).toBeVisible()
    await manage.getByRole('button', { name: 'Delete Arrived' }).click()
    await expect(manage.getByRole('listitem')).toHaveCount(0)
  },
)

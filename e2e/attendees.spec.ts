/**
 * The attendee grid end to end: the built renderer in Chromium, the real
 * core, the emulator over HTTP. What the grid shows is compared with what
 * the emulator's own state says matches (test-support/attendees.ts).
 */
import { test, expect } from './fixtures'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { expectedAttendees } from '@test-support/attendees'
import { columnTexts, settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'
import { addCondition, apply, names, shownNames } from './support/grid-steps'

// Dates are entered in the user's time zone; a fixed one makes the UTC conversion checkable.
test.use({ timezoneId: 'Europe/Berlin' })

attendeesTest(
  'filters on a date range entered in the local time zone, sent in UTC',
  async ({ app, emulator }) => {
    const all = expectedAttendees(
      emulator,
      emulator.events[0]!.id,
      [],
      [{ field: 'createdAt', direction: 'asc' }],
    )
    const from = all[40]!.createdAt!
    const to = all[90]!.createdAt!
    // The same instants as Berlin wall-clock times.
    const local = (iso: string) =>
      new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).replace(' ', 'T')
    const row = await addCondition(app, 'Created at', 'between')
    await row.getByLabel('From').fill(local(from))
    await row.getByLabel('To').fill(local(to))
    await expect(row.getByTestId('filter-timezone')).toHaveText(
      /^Europe\/Berlin \(UTC\+0[12]:00\)$/,
    )
    await expect(row.getByTestId('filter-utc')).toContainText(
      from.replace('T', ' ').replace('Z', ' UTC'),
    )
    emulator.state.clearRequests()
    await apply(app)
    await settledGrid(app)
    const filter: FilterCondition[] = [{ field: 'createdAt', op: 'between', value: [from, to] }]
    expect(await shownNames(app)).toEqual(names(emulator, filter))
    const sent = emulator.state.requests().filter((r) => r.path.endsWith('/attendees'))
    expect(decodeURIComponent(sent.at(-1)!.query.replace(/\+/g, ' '))).toContain(
      `filter=createdAt:between:${from},${to}`,
    )
  },
)

attendeesTest(
  'filters with `in` (a multi-value chooser) and `like`, combined with AND',
  async ({ app, emulator }) => {
    const countries = await addCondition(app, 'Country', 'is any of')
    for (const value of ['Germany', 'France', 'Japan']) {
      await countries.getByLabel('Add value').fill(value)
      await countries.getByLabel('Add value').press('Enter')
    }
    await countries.getByRole('button', { name: 'Remove Japan' }).click()
    await apply(app)
    await settledGrid(app)
    const inFilter: FilterCondition[] = [
      { field: 'profile.country', op: 'in', value: ['Germany', 'France'] },
    ]
    expect(await shownNames(app)).toEqual(names(emulator, inFilter))
    expect(new Set(await columnTexts(app, 'Profile · Country'))).toEqual(
      new Set(['Germany', 'France']),
    )

    const like = await addCondition(app, 'Last name', 'contains')
    await like.getByLabel('Value').fill('ER')
    await apply(app)
    await settledGrid(app)
    const both: FilterCondition[] = [
      ...inFilter,
      { field: 'profile.lastName', op: 'like', value: 'ER' },
    ]
    expect(await shownNames(app)).toEqual(names(emulator, both))
    for (const last of await columnTexts(app, 'Profile · Last name'))
      expect(last.toLowerCase()).toContain('er')
  },
)

attendeesTest(
  'marks an invalid condition on its row and sends nothing',
  async ({ app, emulator }) => {
    await settledGrid(app)
    emulator.state.clearRequests()
    const row = await addCondition(app, 'Updated at', 'on or after')
    await apply(app)
    await expect(row.getByTestId('filter-error')).toHaveText('Enter a date and time')
    await expect(row).toHaveAttribute('data-invalid', 'true')
    expect(emulator.state.requests().filter((r) => r.path.endsWith('/attendees'))).toHaveLength(0)
  },
)

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

attendeesTest('remembers the column choice per event', async ({ app, emulator }) => {
  await settledGrid(app)
  await app.getByRole('button', { name: /^Columns/ }).click()
  await app.getByRole('menuitemcheckbox', { name: 'Profile · Industry' }).click()
  await app.getByRole('menuitemcheckbox', { name: 'Profile · Email' }).click()
  await app.keyboard.press('Escape')
  const grid = await settledGrid(app)
  await expect(grid.getByRole('columnheader', { name: 'Profile · Industry' })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: 'Profile · Email' })).toHaveCount(0)
  await app.waitForTimeout(600) // the layout is saved shortly after the last change
  await app.reload()
  const again = await settledGrid(app)
  await expect(again.getByRole('columnheader', { name: 'Profile · Industry' })).toBeVisible()
  await expect(again.getByRole('columnheader', { name: 'Profile · Email' })).toHaveCount(0)
  // Another event has its own (default) columns.
  const picker = app.getByLabel('Event ID')
  await picker.fill(emulator.events[1]!.id)
  await picker.press('Enter')
  const other = await settledGrid(app)
  await expect(other.getByRole('columnheader', { name: 'Profile · Email' })).toBeVisible()
  await expect(other.getByRole('columnheader', { name: 'Profile · Industry' })).toHaveCount(0)
})

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

/**
 * The attendee filter builder on a real core and emulator: conditions added,
 * edited and removed, a date range entered in the local time zone and sent in
 * UTC, and a condition without a value marked on its row with nothing sent.
 * What the grid shows is compared with what the emulator's state says matches.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FilterCondition } from '@shared/api/filter-grammar'
import { expectedAttendees } from '@test-support/attendees'
import {
  addCondition,
  applyFilters,
  columnTexts,
  expectNames,
  names,
  settledGrid,
} from '@test-support/component/grid'
import { renderWithCore } from '@test-support/component/render-with-core'

const attendeeRequests = (emulator: Awaited<ReturnType<typeof renderWithCore>>['emulator']) =>
  emulator.state.requests().filter((r) => r.path.endsWith('/attendees'))

describe('the filter builder', () => {
  // Dates are entered in the user's time zone; a fixed one makes the UTC conversion checkable.
  let zone: string | undefined
  beforeEach(() => {
    zone = process.env.TZ
    process.env.TZ = 'Europe/Berlin'
  })
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it('filters on a date range entered in the local time zone, sent in UTC', async () => {
    const { emulator, user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const all = expectedAttendees(
      emulator,
      emulator.events[0]!.id,
      [],
      [{ field: 'createdAt', direction: 'asc' }],
    )
    const from = all[40]!.createdAt!
    const to = all[90]!.createdAt!
    const local = (iso: string) =>
      new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).replace(' ', 'T')
    const row = await addCondition(user, 'Created at', 'between')
    await user.type(within(row).getByLabelText('From'), local(from))
    await user.type(within(row).getByLabelText('To'), local(to))
    expect(within(row).getByTestId('filter-timezone').textContent).toMatch(
      /^Europe\/Berlin \(UTC\+0[12]:00\)$/,
    )
    expect(within(row).getByTestId('filter-utc').textContent).toContain(
      from.replace('T', ' ').replace('Z', ' UTC'),
    )
    emulator.state.clearRequests()
    await applyFilters(user)
    const filter: FilterCondition[] = [{ field: 'createdAt', op: 'between', value: [from, to] }]
    await expectNames(names(emulator, filter))
    expect(
      decodeURIComponent(attendeeRequests(emulator).at(-1)!.query.replace(/\+/g, ' ')),
    ).toContain(`filter=createdAt:between:${from},${to}`)
  })

  it('filters with `in` (a multi-value chooser) and `like`, combined with AND; a condition is removed', async () => {
    const { emulator, user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const countries = await addCondition(user, 'Country', 'is any of')
    for (const value of ['Germany', 'France', 'Japan'])
      await user.type(within(countries).getByLabelText('Add value'), `${value}{Enter}`)
    await user.click(within(countries).getByRole('button', { name: 'Remove Japan' }))
    await applyFilters(user)
    const inFilter: FilterCondition[] = [
      { field: 'profile.country', op: 'in', value: ['Germany', 'France'] },
    ]
    await expectNames(names(emulator, inFilter))
    expect(new Set(columnTexts(await settledGrid(), 'Profile · Country'))).toEqual(
      new Set(['Germany', 'France']),
    )

    const like = await addCondition(user, 'Last name', 'contains')
    await user.type(within(like).getByLabelText('Value'), 'ER')
    await applyFilters(user)
    const both: FilterCondition[] = [
      ...inFilter,
      { field: 'profile.lastName', op: 'like', value: 'ER' },
    ]
    await expectNames(names(emulator, both))
    for (const last of columnTexts(await settledGrid(), 'Profile · Last name'))
      expect(last.toLowerCase()).toContain('er')

    // Editing a value and removing a condition change what is asked for.
    await user.clear(within(like).getByLabelText('Value'))
    await user.type(within(like).getByLabelText('Value'), 'an')
    await applyFilters(user)
    await expectNames(
      names(emulator, [...inFilter, { field: 'profile.lastName', op: 'like', value: 'an' }]),
    )
    const filters = screen.getByRole('region', { name: 'Filters' })
    await user.click(within(countries).getByRole('button', { name: /^Remove condition/ }))
    await waitFor(() => expect(within(filters).getAllByRole('group')).toHaveLength(1))
    await applyFilters(user)
    await expectNames(names(emulator, [{ field: 'profile.lastName', op: 'like', value: 'an' }]))
  })

  it('marks an invalid condition on its row and sends nothing', async () => {
    const { emulator, user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    emulator.state.clearRequests()
    const row = await addCondition(user, 'Updated at', 'on or after')
    await applyFilters(user)
    await waitFor(() =>
      expect(within(row).getByTestId('filter-error').textContent).toBe('Enter a date and time'),
    )
    expect(row.getAttribute('data-invalid')).toBe('true')
    expect(attendeeRequests(emulator)).toHaveLength(0)
  })
})

/**
 * The attendee grid's pager on a real core and emulator: next and previous,
 * the typed page, what is not a page, the page past the end, and a service
 * that sends fewer rows a page than asked. No total is ever invented.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import {
  addCondition,
  applyFilters,
  expectNames,
  names,
  settledGrid,
} from '@test-support/component/grid'
import { descriptionOf } from '@test-support/component/described'
import { renderWithCore, type RunningEmulator } from '@test-support/component/render-with-core'

const pager = () => screen.getByRole('navigation', { name: 'Pages' })
const pageField = () => within(pager()).getByLabelText<HTMLInputElement>('Page number')
const nextButton = () => within(pager()).getByRole('button', { name: 'Next page' })

/** The `page` of each attendee listing the emulator answered since its log was cleared. */
const pagesAsked = (emulator: RunningEmulator) =>
  emulator.state
    .requests()
    .filter((r) => r.path.endsWith('/attendees'))
    .map((r) => new URLSearchParams(r.query).get('page'))

describe('the pager', () => {
  it('pages forward and back without inventing a total; changes go back to page 1', async () => {
    const { emulator, user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    await user.selectOptions(within(pager()).getByLabelText('Rows per page'), '10')
    await expectNames(names(emulator, [], [], 0, 10))
    await user.click(nextButton())
    await waitFor(() => expect(pageField().value).toBe('2'))
    await expectNames(names(emulator, [], [], 10, 10))
    expect(pager().textContent).not.toMatch(/ of \d/)
    await user.click(within(pager()).getByRole('button', { name: 'Previous page' }))
    await expectNames(names(emulator, [], [], 0, 10))

    await user.click(nextButton())
    await waitFor(() => expect(pageField().value).toBe('2'))
    const row = await addCondition(user, 'Country', 'is')
    await user.type(within(row).getByLabelText('Value'), 'Kenya')
    await applyFilters(user)
    await waitFor(() => expect(pageField().value).toBe('1'))
    const kenya = names(
      emulator,
      [{ field: 'profile.country', op: 'eq', value: 'Kenya' }],
      [],
      0,
      1000,
    )
    expect(kenya.length).toBeGreaterThan(0)
    expect(kenya.length).toBeLessThan(20)
    await expectNames(kenya.slice(0, 10))
    if (kenya.length <= 10) expect(nextButton()).toHaveProperty('disabled', true)
  })

  it('jumps to a typed page; marks what is not a page and sends nothing; past the end leads back', async () => {
    const { emulator, user } = await renderWithCore({ section: 'attendees' })
    await settledGrid()
    const lastPage = Math.ceil(names(emulator, [], [], 0, Infinity).length / 25)
    expect(lastPage).toBeGreaterThan(3)
    const typePage = async (typed: string, key = '{Enter}') => {
      await user.clear(pageField())
      await user.type(pageField(), `${typed}${key}`)
    }

    await typePage('3')
    await expectNames(names(emulator, [], [], 50, 25))
    expect(pageField().value).toBe('3')
    expect(pager().textContent).toContain('Rows 51–75')

    emulator.state.clearRequests()
    const needed = 'Enter a whole page number of 1 or more'
    for (const [typed, message] of [
      ['99999999999999999999', 'Enter a page number of at most 9,007,199,254,740,991'],
      ['0', needed],
      ['2.5', needed],
      ['', needed],
    ] as const) {
      await typePage(typed)
      expect(pageField().getAttribute('aria-invalid')).toBe('true')
      expect(within(pager()).getByTestId('page-number-error').textContent).toBe(message)
      expect(pageField().value).toBe(typed)
    }
    expect(descriptionOf(pageField())).toBe(needed)
    // Leaving the field does not send it either.
    await typePage('abc', '{Tab}')
    expect(pageField().value).toBe('abc')
    expect(pageField().getAttribute('aria-invalid')).toBe('true')
    // Escape puts the current page back.
    await user.click(pageField())
    await user.keyboard('{Escape}')
    expect(pageField().value).toBe('3')
    expect(pageField().hasAttribute('aria-invalid')).toBe(false)
    expect(within(pager()).queryByTestId('page-number-error')).toBeNull()
    await expectNames(names(emulator, [], [], 50, 25))
    expect(pagesAsked(emulator)).toEqual([])

    // Leaving the field with a page goes there: that page, and only it, is requested.
    await typePage('2', '{Tab}')
    await expectNames(names(emulator, [], [], 25, 25))
    expect(pageField().value).toBe('2')
    expect(pagesAsked(emulator)).toEqual(['2'])

    // The last page: the service says there is no next one.
    await typePage(String(lastPage))
    await expectNames(names(emulator, [], [], (lastPage - 1) * 25, 25))
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', true))

    // Past the end: an empty page that says so, no total invented, and the way back.
    const beyond = lastPage + 5
    await typePage(String(beyond))
    const empty = await screen.findByTestId('attendees-empty')
    expect(within(empty).getByRole('heading').textContent).toBe('No attendees on this page')
    expect(empty.textContent).toContain(`Page ${beyond} is past the end of the list.`)
    expect(empty.textContent).toContain(`The list ends on page ${lastPage}.`)
    expect(pager().textContent).not.toMatch(/ of \d/)
    await user.click(within(empty).getByRole('button', { name: `Back to page ${lastPage}` }))
    await expectNames(names(emulator, [], [], (lastPage - 1) * 25, 25))
    expect(pageField().value).toBe(String(lastPage))

    await typePage(String(Number.MAX_SAFE_INTEGER))
    const far = await screen.findByText(`Page ${Number.MAX_SAFE_INTEGER} is past the end`, {
      exact: false,
    })
    expect(far).toBeTruthy()
    await user.click(
      within(screen.getByTestId('attendees-empty')).getByRole('button', { name: 'First page' }),
    )
    await expectNames(names(emulator, [], [], 0, 25))
    expect(pageField().value).toBe('1')
  })

  it('pages through a service that sends fewer rows a page than asked, and says so', async () => {
    const { emulator, user } = await renderWithCore({
      section: 'attendees',
      prepare: async ({ emulator: e }) => {
        e.state.setFixedPageSize(10)
        e.state.setPageEndStyle('past-end')
      },
    })
    await settledGrid()
    await user.selectOptions(within(pager()).getByLabelText('Rows per page'), '25')
    await settledGrid()
    await user.click(nextButton())
    await expectNames(names(emulator, [], [], 10, 10))
    expect(pageField().value).toBe('2')
    expect(pager().textContent).toContain('Rows 11–20')
    expect(within(pager()).getByTestId('pager-served-size').textContent).toBe(
      'The service sends 10 rows a page, not the 25 asked.',
    )
    expect(nextButton()).toHaveProperty('disabled', false)
  })
})

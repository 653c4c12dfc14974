/**
 * Paging of the attendee grid end to end: previous/next, the typed page
 * number, and the page past the end, with no total invented (the API gives
 * none). Rows are compared with what the emulator's own state says.
 */
import { expect, type RunningEmulator } from './fixtures'
import { settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'
import { addCondition, apply, names, shownNames } from './support/grid-steps'

attendeesTest(
  'pages forward and back without inventing a total; changes go back to page 1',
  async ({ app, emulator }) => {
    await settledGrid(app)
    const pager = app.getByRole('navigation', { name: 'Pages' })
    await pager.getByLabel('Rows per page').selectOption('10')
    await settledGrid(app)
    await pager.getByRole('button', { name: 'Next page' }).click()
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 10, 10))
    await expect(pager).not.toContainText(/ of \d/)
    await pager.getByRole('button', { name: 'Previous page' }).click()
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 0, 10))
    // On a short list the last page says there is no next one.
    await pager.getByRole('button', { name: 'Next page' }).click()
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    const row = await addCondition(app, 'Country', 'is')
    await row.getByLabel('Value').fill('Kenya')
    await apply(app)
    await expect(pager.getByLabel('Page number')).toHaveValue('1')
    const kenya = names(
      emulator,
      [{ field: 'profile.country', op: 'eq', value: 'Kenya' }],
      [],
      0,
      1000,
    )
    expect(kenya.length).toBeGreaterThan(0)
    expect(kenya.length).toBeLessThan(20)
    if (kenya.length <= 10)
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
)

/** The `page` of each attendee listing the emulator answered since its log was cleared. */
const pagesAsked = (emulator: RunningEmulator) =>
  emulator.state
    .requests()
    .filter((r) => r.path.endsWith('/attendees'))
    .map((r) => new URLSearchParams(r.query).get('page'))

attendeesTest(
  'jumps to a typed page; marks what is not a page and sends nothing; past the end leads back',
  async ({ app, emulator }) => {
    await settledGrid(app)
    const pager = app.getByRole('navigation', { name: 'Pages' })
    const field = pager.getByLabel('Page number')
    const error = pager.getByTestId('page-number-error')
    const lastPage = Math.ceil(names(emulator, [], [], 0, Infinity).length / 25)
    expect(lastPage).toBeGreaterThan(3)

    await field.fill('3')
    await field.press('Enter')
    await expect(field).toHaveValue('3')
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 50, 25))
    await expect(pager).toContainText('Rows 51–75')

    // What cannot be a page stays as typed, is marked and explained, and is not requested.
    emulator.state.clearRequests()
    const needed = 'Enter a whole page number of 1 or more'
    for (const [typed, message] of [
      ['99999999999999999999', 'Enter a page number of at most 9,007,199,254,740,991'],
      ['0', needed],
      ['2.5', needed],
      ['', needed],
    ] as const) {
      await field.fill(typed)
      await field.press('Enter')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(error).toHaveText(message)
      await expect(field).toHaveValue(typed)
    }
    await expect(field).toHaveAccessibleDescription(needed)
    // Leaving the field does not send it either.
    await field.fill('abc')
    await field.press('Tab')
    await expect(field).toHaveValue('abc')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    // Escape puts the current page back.
    await field.focus()
    await field.press('Escape')
    await expect(field).toHaveValue('3')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(error).toHaveCount(0)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 50, 25))
    expect(pagesAsked(emulator)).toEqual([])

    // Leaving the field with a page goes there: that page, and only it, is requested.
    await field.fill('2')
    await field.press('Tab')
    await expect(field).toHaveValue('2')
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 25, 25))
    expect(pagesAsked(emulator)).toEqual(['2'])

    // The last page: the service says there is no next one.
    await field.fill(String(lastPage))
    await field.press('Enter')
    await expect(field).toHaveValue(String(lastPage))
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], (lastPage - 1) * 25, 25))
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()

    // Past the end: an empty page that says so, no total invented, and the way back.
    const beyond = lastPage + 5
    await field.fill(String(beyond))
    await field.press('Enter')
    const empty = app.getByTestId('attendees-empty')
    await expect(empty.getByRole('heading')).toHaveText('No attendees on this page')
    await expect(empty).toContainText(`Page ${beyond} is past the end of the list.`)
    await expect(empty).toContainText(`The list ends on page ${lastPage}.`)
    await expect(pager).not.toContainText(/ of \d/)
    await empty.getByRole('button', { name: `Back to page ${lastPage}` }).click()
    await expect(field).toHaveValue(String(lastPage))
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], (lastPage - 1) * 25, 25))

    await field.fill(String(Number.MAX_SAFE_INTEGER))
    await field.press('Enter')
    await expect(empty).toContainText(`Page ${Number.MAX_SAFE_INTEGER} is past the end`)
    await empty.getByRole('button', { name: 'First page' }).click()
    await expect(field).toHaveValue('1')
    await settledGrid(app)
    expect(await shownNames(app)).toEqual(names(emulator, [], [], 0, 25))
  },
)

attendeesTest(
  'pages through a service that sends fewer rows a page than asked, and says so',
  async ({ app, emulator }) => {
    // The service's own 10 rows a page whatever is asked, and a next link on every page.
    emulator.state.setFixedPageSize(10)
    emulator.state.setPageEndStyle('past-end')
    try {
      const pager = app.getByRole('navigation', { name: 'Pages' })
      await pager.getByLabel('Rows per page').selectOption('25')
      await settledGrid(app)
      await pager.getByRole('button', { name: 'Next page' }).click()
      await expect(pager.getByLabel('Page number')).toHaveValue('2')
      await settledGrid(app)
      expect(await shownNames(app)).toEqual(names(emulator, [], [], 10, 10))
      await expect(pager).toContainText('Rows 11–20')
      await expect(pager.getByTestId('pager-served-size')).toHaveText(
        'The service sends 10 rows a page, not the 25 asked.',
      )
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled()
    } finally {
      emulator.state.setFixedPageSize(null)
      emulator.state.setPageEndStyle('empty')
    }
  },
)

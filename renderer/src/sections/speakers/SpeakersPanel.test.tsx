/**
 * The Speakers panel on a real core and emulator: cards sorted by speaker
 * order then name, the search, an ID the service does not know marked on its
 * card, and a pasted list checked before it is sent with its bad line named.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openSpeakers } from '@test-support/component/speakers'

const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000404'
const cards = () => screen.queryAllByTestId('speaker-card')

async function openAddDialog(user: Awaited<ReturnType<typeof openSpeakers>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add speakers…' }))
  return screen.findByRole('dialog', { name: 'Add speakers' })
}

describe('the Speakers panel', () => {
  it('shows the speakers as cards, sorted by speaker order then name, and searches them', async () => {
    const { speakers, user } = await openSpeakers()
    const name = (s: (typeof speakers)[number]) => `${s.firstName} ${s.lastName}`
    const expected = [...speakers]
      .sort((a, b) => a.speakerOrder - b.speakerOrder || name(a).localeCompare(name(b)))
      .map((s) => s.id)
    expect(cards().map((c) => c.getAttribute('data-speaker-id'))).toEqual(expected)

    const first = speakers.find((s) => s.id === expected[0])!
    const card = screen.getByRole('article', { name: name(first) })
    expect(card.textContent).toContain(first.company)
    expect(card.textContent).toContain(first.designation)
    expect(within(card).getByTestId('speaker-order').textContent).toBe(`#${first.speakerOrder}`)

    // The search filters by company as well as by name.
    const search = screen.getByRole('searchbox', { name: 'Search speakers' })
    await user.type(search, first.company.toUpperCase())
    const byCompany = speakers.filter((s) =>
      s.company.toLowerCase().includes(first.company.toLowerCase()),
    )
    await waitFor(() => expect(cards()).toHaveLength(byCompany.length))
    await user.clear(search)
    await user.type(search, first.lastName)
    await waitFor(() => expect(screen.getByRole('article', { name: name(first) })).toBeTruthy())
    await user.clear(search)
    await user.type(search, 'no speaker is called this')
    await waitFor(() => expect(cards()).toHaveLength(0))
    expect(screen.getByTestId('speakers-no-match')).toBeTruthy()
    await user.clear(search)
    await waitFor(() => expect(cards()).toHaveLength(speakers.length))
  })

  it('marks a speaker ID the service does not know not found on its card', async () => {
    const { speakers, user } = await openSpeakers()
    const dialog = await openAddDialog(user)
    await user.type(within(dialog).getByLabelText('IDs'), UNKNOWN_ID.toUpperCase())
    await user.click(within(dialog).getByRole('button', { name: /^Add$/ }))
    await waitFor(() =>
      expect(within(dialog).getByTestId('catalog-report-added').textContent).toBe('1'),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))

    const card = await screen.findByRole('article', { name: UNKNOWN_ID })
    await waitFor(() => expect(card.getAttribute('data-status')).toBe('not-found'))
    expect(within(card).getByTestId('speaker-card-problem').textContent).toContain('Not found.')
    expect(cards()).toHaveLength(speakers.length + 1)
  })

  it('checks a pasted list before it is sent, and the report names the bad line', async () => {
    const { speakers, user } = await openSpeakers()
    const dialog = await openAddDialog(user)
    const ids = within(dialog).getByLabelText('IDs')
    const add = () => within(dialog).getByRole('button', { name: /^Add$/ })

    // Nothing usable: the form says why and sends nothing.
    await user.type(ids, 'not-an-id')
    await user.click(add())
    await within(dialog).findByText(/No usable speaker ID: line 1/)

    await user.clear(ids)
    await user.click(ids)
    // The first as the dashboard's address of the speaker: its ID is taken, and said.
    await user.paste(
      `https://app.zuddl.com/org/acme/speakers/${speakers[0]!.id}\nnot-an-id, ${UNKNOWN_ID}`,
    )
    const preview = within(dialog).getByTestId('catalog-preview')
    await waitFor(() => expect(preview.textContent).toContain('2 IDs ready'))
    expect(preview.textContent).toContain('Line 2')
    expect(within(preview).getByTestId('catalog-taken').textContent).toBe(
      `Line 1: ${speakers[0]!.id}`,
    )
    await user.click(add())

    const report = await within(dialog).findByTestId('catalog-report')
    expect(within(report).getByTestId('catalog-report-added').textContent).toBe('1')
    expect(within(report).getByTestId('catalog-report-known').textContent).toBe('1')
    expect(within(report).getByTestId('catalog-report-refused').textContent).toBe('1')
    expect(within(report).getByTestId('catalog-refused').textContent).toContain(
      'Line 2 “not-an-id” — not a speaker ID',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(cards()).toHaveLength(speakers.length + 1))
  })
})

/**
 * "Since your last look": counts of each kind of change in words, the list
 * each opens with its export, and plain sentences when nothing changed or
 * there is nothing yet to compare.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { codeWords } from '@shared/attendees/cell-format'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import type { ChangeGroup } from './change-groups'
import { SHOWN_ROWS } from './ChangeList'
import { sampleChanges, sampleNoChanges } from './sample'
import { SinceLastLook } from './SinceLastLook'

function renderChanges(changes: SnapshotChanges | null) {
  const onExport = vi.fn<(group: ChangeGroup) => void>()
  render(<SinceLastLook changes={changes} statusWords={codeWords} onExport={onExport} zone="UTC" />)
  return { onExport, user: userEvent.setup() }
}

const toggles = () =>
  within(screen.getByTestId('since-last-look'))
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('aria-expanded'))

/** The rows of an open list, as the cells' text. */
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

describe('since your last look', () => {
  it('names the two snapshots’ times and counts each kind of change in words', () => {
    renderChanges(sampleChanges)
    expect(screen.getByRole('heading').textContent).toBe(
      'Since your last look (13 Mar 2026, 17:05 → 14 Mar 2026, 09:30)',
    )
    expect(toggles().map((b) => b.textContent)).toEqual([
      '2 new registrations',
      '2 checked in',
      '1 cancelled',
      '1 attendee removed',
    ])
    expect(toggles().every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('opens a group’s list of names, emails and statuses, and closes it again', async () => {
    const { user } = renderChanges(sampleChanges)
    const checkedIn = screen.getByRole('button', { name: '2 checked in' })
    await user.click(checkedIn)
    expect(checkedIn.getAttribute('aria-expanded')).toBe('true')
    const region = screen.getByRole('region', { name: '2 checked in' })
    expect(checkedIn.getAttribute('aria-controls')).toBe(region.id)
    expect(rowsOf(region)).toEqual([
      ['Lena Fischer', 'lena@example.com', 'Checked in (was Registered)'],
      ['Tom Berg', 'tom@example.com', 'Checked in (was Registered)'],
    ])
    await user.click(checkedIn)
    expect(screen.queryByRole('region', { name: '2 checked in' })).toBeNull()
  })

  it('says in words when an attendee gave no name or email', async () => {
    const { user } = renderChanges(sampleChanges)
    await user.click(screen.getByRole('button', { name: '1 cancelled' }))
    expect(rowsOf(screen.getByRole('region', { name: '1 cancelled' }))).toEqual([
      ['No name given', 's3@example.com', 'Cancelled (was Registered)'],
    ])
  })

  it('exports the open group, whichever it is', async () => {
    const { user, onExport } = renderChanges(sampleChanges)
    await user.click(screen.getByRole('button', { name: '1 attendee removed' }))
    await user.click(screen.getByRole('button', { name: 'Export 1 attendee removed' }))
    expect(onExport).toHaveBeenLastCalledWith({ kind: 'removed' })
    await user.click(screen.getByRole('button', { name: '1 cancelled' }))
    await user.click(screen.getByRole('button', { name: 'Export 1 cancelled' }))
    expect(onExport).toHaveBeenLastCalledWith({ kind: 'status', to: 'CANCELLED' })
    await user.click(screen.getByRole('button', { name: '2 new registrations' }))
    const added = screen.getByRole('region', { name: '2 new registrations' })
    expect(rowsOf(added)[0]).toEqual(['Amina Odhiambo', 'amina@example.com', 'Registered'])
    await user.click(within(added).getByRole('button', { name: /^Export/ }))
    expect(onExport).toHaveBeenLastCalledWith({ kind: 'added' })
  })

  it('shows the first rows of a long list and says the export holds the rest', async () => {
    const one = sampleChanges.added[0] as SnapshotAttendee
    const added = Array.from({ length: SHOWN_ROWS + 5 }, (_, i) => ({ ...one, id: `n${i}` }))
    const { user } = renderChanges({ ...sampleNoChanges, added })
    await user.click(screen.getByRole('button', { name: '105 new registrations' }))
    const region = screen.getByRole('region', { name: '105 new registrations' })
    expect(rowsOf(region)).toHaveLength(SHOWN_ROWS)
    expect(within(region).getByText(/^Showing the first 100 of 105;/)).toBeTruthy()
  })

  it('says plainly when nothing changed between the two snapshots', () => {
    renderChanges(sampleNoChanges)
    expect(toggles()).toHaveLength(0)
    expect(
      screen.getByText(
        'Nothing changed between 13 Mar 2026, 17:05 and 14 Mar 2026, 09:30: no new registrations, no status changes and no one removed.',
      ),
    ).toBeTruthy()
  })

  it('says there is nothing to compare while there is only one snapshot', () => {
    renderChanges(null)
    expect(screen.getByRole('heading').textContent).toBe('Since your last look')
    expect(screen.getByText(/^There is only one snapshot of this event so far\./)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

/**
 * Many conflicts in a review, on a real core and emulator: the counts say
 * the whole, the list shows the first ones and more on request, and a line
 * shows its first few.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkedReview, openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'
import { CONFLICT_PAGE } from './ConflictList'

describe('a review with many conflicts', () => {
  it('counts them all, lists the first ones, and shows more on request', async () => {
    const { user, event } = await openAgenda()
    const hall = event.locations[0]!.id
    // Every session at one time in one room: each pair overlaps.
    const rows = event.sessions.map(
      (s, i) => `${s.id},Talk ${i + 1},2026-05-12 09:00,2026-05-12 10:00,${hall}`,
    )
    const n = rows.length
    const pairs = (n * (n - 1)) / 2
    await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
    dropOn(await screen.findByTestId('agenda-drop'), [
      {
        name: 'agenda.csv',
        type: 'text/csv',
        bytes: new TextEncoder().encode(
          `Session ID,Title,Start,End,Location\n${rows.join('\n')}\n`,
        ),
      },
    ])
    const review = await checkedReview()
    expect(within(review).getByTestId('review-conflict-counts').textContent).toBe(
      `${pairs} conflicts.`,
    )
    const list = within(review).getByTestId('review-conflicts')
    expect(within(list).getAllByRole('listitem')).toHaveLength(CONFLICT_PAGE)
    await user.click(
      within(review).getByRole('button', { name: `Show ${pairs - CONFLICT_PAGE} more` }),
    )
    expect(within(list).getAllByRole('listitem')).toHaveLength(pairs)
    // A line shows three of its conflicts and counts the rest.
    const line = within(review).getAllByTestId('review-line')[0]!
    expect(line.textContent).toContain(`and ${n - 1 - 3} more (see Conflicts above)`)
  })
})

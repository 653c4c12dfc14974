/**
 * The review's conflicts on a real core and emulator: the list and each
 * line's notes follow the rows left out, as the timeline does.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkedReview, openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'

const csv = (lines: string[]) => ({
  name: 'agenda.csv',
  type: 'text/csv',
  bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
})

describe('the import review’s conflicts', () => {
  it('drops a conflict of a row left out and brings it back when the row is ticked again', async () => {
    const { user, event } = await openAgenda()
    const [a, b] = event.sessions.map((s) => s.id)
    const hall = event.locations[0]!
    await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
    dropOn(await screen.findByTestId('agenda-drop'), [
      csv([
        'Session ID,Title,Start,End,Location',
        `${a},Keynote,2026-05-12 09:00,2026-05-12 10:00,${hall.id}`,
        `${b},Workshop,2026-05-12 09:30,2026-05-12 11:00,${hall.id}`,
      ]),
    ])
    const review = await checkedReview()
    const made = `Rows 2 and 3: “Keynote” and “Workshop” overlap in location “${hall.name}”.`
    const notes = (row: number) =>
      within(review)
        .getAllByTestId('review-line')
        .find((l) => l.dataset.row === String(row))!
        .querySelectorAll('.review-line__conflicts li')
    expect(within(review).getByTestId('review-conflicts').textContent).toContain(made)
    expect(notes(2)).toHaveLength(1)

    await user.click(within(review).getByRole('checkbox', { name: /^Row 3: / }))
    await checkedReview()
    expect(within(review).queryByTestId('review-conflicts')?.textContent ?? '').not.toContain(
      'overlap',
    )
    expect(notes(2)).toHaveLength(0)
    expect(notes(3)).toHaveLength(0)

    await user.click(within(review).getByRole('checkbox', { name: /^Row 3: / }))
    await checkedReview()
    expect(within(review).getByTestId('review-conflicts').textContent).toContain(made)
    expect(notes(2)[0]!.textContent).toBe(made)
  })
})

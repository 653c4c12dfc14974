/**
 * A sheet saved by a European spreadsheet, on a real core and emulator: its
 * dates are read day first when one date settles it, and asked once when
 * none does; the review says which reading was used.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'

const csv = (lines: string[]) => ({
  name: 'agenda.csv',
  type: 'text/csv',
  bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
})

type Opened = Awaited<ReturnType<typeof openAgenda>>

async function review({ user }: Opened, lines: string[]) {
  await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
  dropOn(await screen.findByTestId('agenda-drop'), [csv(lines)])
  // Every column is known by its header, so the review follows at once.
  return screen.findByTestId('import-review')
}

describe('dates written day and month first', () => {
  it('are read day first when a date above the 12th settles it, and the review says so', async () => {
    const opened = await openAgenda()
    const [a, b] = opened.event.sessions.map((s) => s.id)
    const shown = await review(opened, [
      'Session ID,Title,Start,End',
      `${a},Keynote,12.05.2026 09:00,12.05.2026 10:00`,
      `${b},Workshop,13.05.2026 14:30,13.05.2026 15:30`,
    ])
    expect(within(shown).getByTestId('date-order-note').textContent).toContain(
      'Dates were read with the day first, as “13.05.2026 14:30” can only be read so',
    )
    expect(within(shown).queryByTestId('review-problems')).toBeNull()
    expect(within(shown).getAllByTestId('review-line')).toHaveLength(2)
  })

  it('are asked once when no date tells, and read as the answer says', async () => {
    const opened = await openAgenda()
    const { user } = opened
    const [a] = opened.event.sessions.map((s) => s.id)
    const shown = await review(opened, [
      'Session ID,Title,Start,End',
      `${a},Keynote,05.06.2026 09:00,05.06.2026 10:00`,
    ])
    const question = within(shown).getByTestId('date-order-question')
    expect(question.textContent).toContain('“05.06.2026 09:00” can be 5 June 2026 or 6 May 2026')
    expect(within(shown).getByTestId('review-problems').textContent).toContain(
      'say above how this sheet writes dates',
    )
    await user.click(within(shown).getByRole('button', { name: 'Month first (6 May 2026)' }))
    const note = await screen.findByTestId('date-order-note')
    expect(note.textContent).toContain('as you chose: “05.06.2026 09:00” is 6 May 2026')
    expect(screen.queryByTestId('date-order-question')).toBeNull()
    expect(screen.queryByTestId('review-problems')).toBeNull()
    expect(screen.getAllByTestId('review-line')).toHaveLength(1)
  })
})

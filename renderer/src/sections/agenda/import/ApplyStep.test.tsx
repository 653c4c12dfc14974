/** The apply step's report: the refused and uncertain rows with their reasons, once it stops. */
import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ApplyStatus, RowOutcome } from '@shared/agenda/model'
import { ApplyStep } from './ApplyStep'

const row = (over: Partial<RowOutcome> & Pick<RowOutcome, 'row' | 'status'>): RowOutcome => ({
  sessionId: `session-${over.row}`,
  name: null,
  reason: null,
  ...over,
})

const status = (state: ApplyStatus['state']): ApplyStatus => ({
  workspaceId: 'w',
  eventId: 'e',
  importId: 'i',
  batchId: 'b',
  fileName: 'agenda.csv',
  state,
  pausedReason: null,
  total: 4,
  applied: 1,
  refused: 2,
  uncertain: 1,
  pending: 0,
  held: 0,
  skipped: 0,
  rows: [
    row({ row: 2, status: 'applied', name: 'Opening' }),
    row({ row: 3, status: 'refused', name: 'Keynote', reason: 'The title is too long.' }),
    row({ row: 4, status: 'refused' }),
    row({ row: 5, status: 'uncertain', name: 'Closing' }),
  ],
  revision: 1,
})

const step = (state: ApplyStatus['state']) => (
  <ApplyStep
    status={status(state)}
    busy={false}
    error={null}
    undo={null}
    onCancel={() => undefined}
    onResume={() => undefined}
    onSettleHeld={() => undefined}
    ctx={{ zone: 'UTC', locationName: () => null }}
    onDone={() => undefined}
  />
)

const linesOf = (title: string) =>
  within(screen.getByText(title).closest('[role]') ?? document.body)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('the apply step', () => {
  it('lists each refused and uncertain row with its reason once it stops', () => {
    render(step('done'))
    expect(linesOf('Refused by the service')).toEqual([
      'Row 3 (Keynote): The title is too long.',
      'Row 4 (session-4): no reason given',
    ])
    expect(linesOf('May have been applied')).toEqual(['Row 5 (Closing): no answer came'])
  })

  it('lists no rows while it runs', () => {
    render(step('running'))
    expect(screen.queryByText('Refused by the service')).toBeNull()
    expect(screen.queryByText('May have been applied')).toBeNull()
  })

  it('lists a held row with its value as planned and now, and sends or skips it', async () => {
    const user = userEvent.setup()
    const settle = vi.fn()
    const held: ApplyStatus = {
      ...status('paused'),
      held: 1,
      rows: [
        row({
          row: 3,
          status: 'held',
          name: 'Keynote',
          held: [
            {
              field: 'title',
              planned: { known: true, since: '2026-01-01T08:00:00Z', value: 'Keynote' },
              now: 'Keynote (moved)',
            },
          ],
        }),
      ],
    }
    render(
      <ApplyStep
        status={held}
        busy={false}
        error={null}
        undo={null}
        onCancel={() => undefined}
        onResume={() => undefined}
        onSettleHeld={settle}
        ctx={{ zone: 'UTC', locationName: () => null }}
        onDone={() => undefined}
      />,
    )
    const banner = screen.getByTestId('apply-held')
    expect(within(banner).getByTestId('held-row').textContent).toBe(
      'Row 3 (Keynote): Title was Keynote when planned, now Keynote (moved).',
    )
    await user.click(within(banner).getByRole('button', { name: 'Send it anyway' }))
    await user.click(within(banner).getByRole('button', { name: 'Skip it' }))
    expect(settle.mock.calls).toEqual([['send'], ['skip']])
  })
})

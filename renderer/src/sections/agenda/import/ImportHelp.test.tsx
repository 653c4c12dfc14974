/**
 * What helps a first import, on a real core and emulator: a template in the
 * import's columns, and each column's values shown beside it when matching.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openAgenda } from '@test-support/component/agenda'
import { dropOn } from '@test-support/component/drop'

describe('a first agenda import', () => {
  it('offers a template: the event’s sessions in the columns the import reads', async () => {
    const { user } = await openAgenda({ saveExports: true })
    await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
    const template = await screen.findByTestId('import-template')
    await user.click(within(template).getByRole('button', { name: 'Download a template' }))
    // The export's own file (its columns are the export's tests'), under the event's name.
    const toast = await screen.findByText(/^Saved a template with the \d+ sessions known to /)
    expect(toast.textContent).toMatch(/stagehand-agenda-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('shows a few values of each column beside it while columns are matched', async () => {
    const { user, event } = await openAgenda()
    const [a, b] = event.sessions.map((s) => s.id)
    await user.click(await screen.findByRole('button', { name: /Import a spreadsheet/ }))
    dropOn(await screen.findByTestId('agenda-drop'), [
      {
        name: 'agenda.csv',
        type: 'text/csv',
        bytes: new TextEncoder().encode(
          `Session ID,Title,Raum\n${a},Keynote,Saal 1\n${b},Workshop,Saal 2\n`,
        ),
      },
    ])
    const mapping = await screen.findByTestId('import-mapping')
    const raum = within(mapping)
      .getAllByTestId('mapping-row')
      .find((row) => row.textContent?.includes('Raum'))!
    expect(within(raum).getByTestId('mapping-samples').textContent).toBe('Saal 1 · Saal 2')
  })
})

/**
 * A grid row's time cells: shown for people, to the second, with the
 * service's own text to its last digit as the cell's title.
 */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Attendee } from '@shared/api/schemas'
import { resolveColumns } from '@shared/attendees/columns'
import { cellSpecs } from './cell-specs'
import { GridRow } from './GridRow'

describe('a time in the attendee grid', () => {
  it('never shows a time cut to milliseconds as exact; its full text is the title', () => {
    const sent = '2026-03-02T09:41:55.71874Z'
    const attendee = { id: 'a', createdAt: sent } as Attendee
    const cells = [...cellSpecs(resolveColumns(['createdAt'])).values()]
    render(<GridRow attendee={attendee} cells={cells} onOpen={() => undefined} />)
    const cell = screen.getByRole('cell')
    expect(cell.textContent).toBe('2026-03-02 09:41:55 UTC')
    expect(cell.title).toBe(sent)
  })
})

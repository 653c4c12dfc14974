import { describe, expect, it } from 'vitest'
import type { AgendaPlan } from '@shared/agenda/model'
import { journalEntry } from '@test-support/journal-entries'
import { NO_CHOICES, toggleField } from '@shared/agenda/review-choices'
import {
  heldBackLines,
  notUndoable,
  notUndoableLine,
  undoButtonText,
  undoReach,
} from './undo-reach'

const since = '2026-01-01T08:00:00.000Z'
const plan = {
  lines: [
    {
      row: 2,
      sessionId: 's1',
      name: 'Opening',
      matchedBy: 'id',
      changes: [{ field: 'title', before: { known: true, since, value: 'Old' }, after: 'New' }],
    },
    {
      row: 3,
      sessionId: 's2',
      name: 'Panel',
      matchedBy: 'id',
      changes: [
        { field: 'title', before: { known: false }, after: 'Panel 2' },
        { field: 'totalCapacity', before: { known: true, since, value: 10 }, after: 20 },
      ],
    },
    {
      row: 4,
      sessionId: 's3',
      name: 'Lunch',
      matchedBy: 'id',
      changes: [{ field: 'title', before: { known: false }, after: 'Lunch 2' }],
    },
  ],
} as unknown as AgendaPlan

describe('notUndoable', () => {
  it('names the rows and fields whose value before is not known', () => {
    const found = notUndoable(plan, NO_CHOICES)
    expect(found.map(notUndoableLine)).toEqual([
      'Row 3: “Panel” Title cannot be set back: its value before is not known.',
      'Row 4: “Lunch” cannot be undone: no value it replaces is known.',
    ])
  })

  it('follows the fields chosen', () => {
    const found = notUndoable(plan, toggleField(NO_CHOICES, 3, 'totalCapacity'))
    expect(found[0]).toMatchObject({ row: 3, whole: true })
  })
})

describe('undoReach', () => {
  const known = journalEntry({ id: 'a', batchId: 'b' })
  const unknown = (id: string) =>
    journalEntry({
      id,
      batchId: 'b',
      change: {
        operation: 'session-update',
        sent: { title: 'x' },
        before: { title: { known: false } },
        after: { title: 'x' },
      },
    })

  it('words the undo by what it can do, and why not the rest', () => {
    const reach = undoReach([known, unknown('b1'), unknown('b2'), unknown('b3'), unknown('b4')])
    expect(reach).toMatchObject({ changes: 5, undoable: 1 })
    expect(undoButtonText(reach)).toBe('Undo 1 of 5 changes')
    expect(heldBackLines(reach)).toEqual([
      '4 changes cannot be undone. Stagehand had not seen the values this change replaced (Title), so it cannot set them back.',
    ])
  })

  it('offers the whole import when every change can be undone, and nothing when none can', () => {
    expect(undoButtonText(undoReach([known]))).toBe('Undo this import')
    expect(undoButtonText(undoReach([unknown('c')]))).toBeNull()
  })
})

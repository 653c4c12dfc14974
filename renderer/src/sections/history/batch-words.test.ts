import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import {
  batchState,
  progressPercent,
  progressText,
  summaryLines,
  summaryTitle,
} from './batch-words'

const base = {
  batchId: 'b-1',
  total: 5,
  reverted: 0,
  refused: 0,
  uncertain: 0,
  impossible: [],
  cancelled: false,
}

describe('batch undo words', () => {
  it('counts progress and says when it waits', () => {
    expect(progressText({ done: 2, total: 5, paused: false })).toBe('Undoing 2 of 5 changes…')
    expect(progressText({ done: 0, total: 1, paused: true })).toMatch(/1 change: paused/)
    expect(progressPercent({ done: 1, total: 3, paused: false })).toBe(33)
    expect(progressPercent({ done: 0, total: 0, paused: false })).toBe(0)
  })

  it('sums up each outcome and what was left', () => {
    const summary = {
      ...base,
      reverted: 2,
      refused: 1,
      impossible: [{ entryId: 'e', why: 'The service cannot create a location.' }],
      cancelled: true,
    }
    expect(summaryLines(summary).map((l) => l.text)).toEqual([
      '2 changes undone',
      '1 undo refused by the service',
      '1 change cannot be undone',
      '1 change left as it was: the undo was cancelled',
    ])
    expect(summaryTitle(summary)).toBe('Batch undo cancelled')
  })

  it('calls a batch undone only when every change was', () => {
    expect(summaryTitle({ ...base, reverted: 5 })).toBe('Batch undone')
    expect(summaryTitle({ ...base, reverted: 4, uncertain: 1 })).toBe('Batch undone in part')
  })

  it('counts a batch’s writes and those an undo would still revert', () => {
    const refused = { status: 'refused' as const, sentence: 'No.', settledAt: null }
    expect(
      batchState([
        journalEntry(),
        journalEntry({ revertedBy: 'r' }),
        journalEntry({ outcome: refused }),
        journalEntry({ revertOf: 'x' }),
      ]),
    ).toEqual({ size: 3, open: 1 })
    expect(batchState([journalEntry({ revertOf: 'x' })])).toEqual({ size: 0, open: 0 })
  })
})

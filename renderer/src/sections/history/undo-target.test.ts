import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import { isUndoKey, undoTarget } from './undo-target'

describe('the window’s undo', () => {
  it('offers the newest applied write that is no revert and not reverted', () => {
    const revert = journalEntry({ revertOf: 'x' })
    const reverted = journalEntry({ revertedBy: 'y' })
    const refused = journalEntry({
      outcome: { status: 'refused', sentence: 'No.', settledAt: null },
    })
    const uncertain = journalEntry({
      outcome: { status: 'uncertain', sentence: null, settledAt: null },
    })
    const target = journalEntry()
    const older = journalEntry()
    expect(undoTarget([revert, reverted, refused, uncertain, target, older])).toBe(target)
    expect(undoTarget([revert, reverted])).toBeNull()
  })

  it('takes Ctrl+Z, or Cmd+Z on a Mac, but not redo or other keys', () => {
    const key = { key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }
    expect(isUndoKey({ ...key, ctrlKey: true }, false)).toBe(true)
    expect(isUndoKey({ ...key, key: 'Z', ctrlKey: true }, false)).toBe(true)
    expect(isUndoKey({ ...key, metaKey: true }, true)).toBe(true)
    expect(isUndoKey({ ...key, metaKey: true }, false)).toBe(false)
    expect(isUndoKey({ ...key, ctrlKey: true, shiftKey: true }, false)).toBe(false)
    expect(isUndoKey({ ...key, key: 'y', ctrlKey: true }, false)).toBe(false)
  })
})

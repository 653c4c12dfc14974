import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal-entries'
import { buildJournalIndex, createJournalIndex } from './journal-index'

const at = (hour: number) => `2026-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`
const ids = (index: ReturnType<typeof createJournalIndex>) =>
  index.list({}, 100).entries.map((e) => e.id)

describe('journal index', () => {
  it('keeps the last version of each id from the file, newest first', async () => {
    const versions = [
      journalEntry({ id: 'a', at: at(1) }),
      journalEntry({ id: 'b', at: at(2) }),
      journalEntry({ id: 'a', at: at(1), revertedBy: 'r' }),
    ]
    for (const index of [createJournalIndex(versions), await buildJournalIndex(versions)]) {
      expect(ids(index)).toEqual(['b', 'a'])
      expect(index.get('a')?.revertedBy).toBe('r')
      expect(index.size).toBe(2)
    }
  })

  it('places a later version, or an entry that arrives late, by its time', () => {
    const index = createJournalIndex([journalEntry({ id: 'a', at: at(1) })])
    index.set(journalEntry({ id: 'c', at: at(3) }))
    index.set(journalEntry({ id: 'b', at: at(2) }))
    expect(ids(index)).toEqual(['c', 'b', 'a'])
    index.set(journalEntry({ id: 'a', at: at(4) }))
    expect(ids(index)).toEqual(['a', 'c', 'b'])
    index.set(journalEntry({ id: 'c', at: at(3), batchId: 'x' }))
    expect(index.list({ batchId: 'x' }, 10).entries.map((e) => e.id)).toEqual(['c'])
    expect(index.size).toBe(3)
  })

  it('counts every match but answers only the first `limit`', () => {
    const index = createJournalIndex(
      Array.from({ length: 5 }, (_, i) => journalEntry({ id: `e${i}`, at: at(i) })),
    )
    expect(index.list({}, 2)).toEqual({
      entries: [index.get('e4'), index.get('e3')],
      total: 5,
    })
  })

  it('finds text in the version set last', () => {
    const index = createJournalIndex([journalEntry({ id: 'a' })])
    const named = (name: string) =>
      journalEntry({ id: 'a', resource: { kind: 'session', id: 's1', name } })
    index.set(named('Renamed'))
    expect(index.list({ text: 'renamed' }, 10).total).toBe(1)
    index.set(named('Moved'))
    expect(index.list({ text: 'renamed' }, 10).total).toBe(0)
  })

  it('removes the entries asked, oldest or not', () => {
    const index = createJournalIndex([
      journalEntry({ id: 'a', at: at(1) }),
      journalEntry({ id: 'b', at: at(2) }),
    ])
    expect(index.removeWhere((_, atMs) => atMs < Date.parse(at(2)))).toBe(1)
    expect(index.get('a')).toBeNull()
    expect(index.entries().map((e) => e.id)).toEqual(['b'])
  })
})

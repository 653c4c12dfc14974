import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '@shared/journal/entry'
import { filterJournal } from '@shared/journal/filter'
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

  it('answers a time filter from the newest back', () => {
    const index = createJournalIndex(
      Array.from({ length: 5 }, (_, i) => journalEntry({ id: `e${i}`, at: at(i) })),
    )
    index.set(journalEntry({ id: 'late', at: at(3) }))
    expect(index.list({ since: at(3) }, 10).entries.map((e) => e.id)).toEqual(['e4', 'late', 'e3'])
    expect(index.list({ since: at(9) }, 10).total).toBe(0)
    expect(index.list({ since: 'never' }, 10).total).toBe(0)
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

  it('answers a resource filter from that resource alone, as a scan of every entry would', () => {
    // A fixed sequence of new entries, later versions (same time or moved, same resource
    // or another) and removals, checked against the plain filter over a plain list.
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const resources = [
      { kind: 'session' as const, id: 's1' },
      { kind: 'session' as const, id: 's2' },
      { kind: 'speaker' as const, id: 's1' },
      { kind: 'sponsor' as const, id: 'p1' },
    ]
    const index = createJournalIndex()
    let plain: JournalEntry[] = []
    for (let step = 0; step < 400; step++) {
      if (next(10) === 0) {
        const hour = next(6)
        index.removeWhere((_, atMs) => atMs === Date.parse(at(hour)))
        plain = plain.filter((e) => e.at !== at(hour))
      } else {
        const resource = resources[next(resources.length)]!
        const entry = journalEntry({
          id: `e${next(40)}`,
          at: at(next(6)),
          resource: { ...resource, name: null },
        })
        index.set(entry)
        const was = plain.findIndex((e) => e.id === entry.id)
        if (was >= 0 && plain[was]!.at === entry.at) plain[was] = entry
        else plain = [...plain.filter((e) => e.id !== entry.id), entry]
      }
      for (const resource of resources) {
        const filter = { resource }
        expect(index.list(filter, 1000).entries).toEqual(filterJournal(plain, filter))
      }
      expect(index.list({}, 1000).entries).toEqual(filterJournal(plain, {}))
    }
  })
})

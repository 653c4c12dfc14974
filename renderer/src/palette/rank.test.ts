import { describe, expect, it } from 'vitest'
import { isWordStart, matchTitle, normaliseQuery, rank, type Rankable } from './rank'

const item = (title: string, id?: string): Rankable => ({
  key: `k:${title}`,
  title,
  ...(id ? { id } : {}),
})
const titles = (items: Rankable[], query: string, recent: string[] = []) =>
  rank(items, query, recent).map((r) => r.item.title)

describe('the palette ranking', () => {
  it('puts an exact title before a prefix, a word start and a subsequence', () => {
    const items = [
      item('Remote speakers'),
      item('Spreadsheet exports'),
      item('Speakers'),
      item('Speakers of day two'),
    ]
    expect(titles(items, 'speakers')).toEqual([
      'Speakers',
      'Speakers of day two',
      'Remote speakers',
    ])
    // "Spreadsheet" has s, p and e in order, but not together.
    expect(titles(items, 'spe')).toEqual([
      'Speakers',
      'Speakers of day two',
      'Remote speakers',
      'Spreadsheet exports',
    ])
  })

  it('ranks prefix > word start > subsequence for the same letters', () => {
    const items = [
      item('Tap session'),
      item('Session notes'),
      item('Last session'),
      item('Sponsors'),
    ]
    const ranked = rank(items, 'ses')
    expect(ranked.map((r) => [r.item.title, r.match?.tier])).toEqual([
      ['Session notes', 'prefix'],
      ['Tap session', 'word-start'],
      ['Last session', 'word-start'],
    ])
    expect(rank([item('Sponsors'), item('Sessions')], 'sns').map((r) => r.match?.tier)).toEqual([
      'subsequence',
      'subsequence',
    ])
  })

  it('puts letters together inside a word before letters scattered over word starts', () => {
    const items = [item('Lightning Talks: Privacy'), item('Add a workspace…')]
    expect(titles(items, 'sp')).toEqual(['Add a workspace…', 'Lightning Talks: Privacy'])
    expect(rank(items, 'sp').map((r) => r.match?.positions)).toEqual([
      [10, 11],
      [14, 17],
    ])
  })

  it('treats letters that each begin a word as a word-start match', () => {
    const [jd] = rank([item('Jane Doe')], 'jd')
    expect(jd?.match).toEqual({ tier: 'word-start', field: 'title', positions: [0, 5] })
    // Capitals inside a word start words too.
    expect(isWordStart('PhotoDrop', 5)).toBe(true)
    expect(isWordStart('Photodrop', 5)).toBe(false)
  })

  it('returns the positions of the matched letters, preferring word starts', () => {
    expect(matchTitle('Export attendees', 'exp')?.match.positions).toEqual([0, 1, 2])
    expect(matchTitle('Add a workspace', 'work')?.match.positions).toEqual([6, 7, 8, 9])
    // "ae" could take the "a" of "Add" or of "a": the word-start "a" of "attendees" scores best with its "e".
    const scattered = matchTitle('Export the attendees', 'eat')
    expect(scattered?.match.tier).toBe('subsequence')
    expect(scattered?.match.positions).toEqual([0, 11, 12])
    expect(matchTitle('Locations', 'xyz')).toBeNull()
  })

  it('folds case and spaces, and keeps positions in the original text', () => {
    expect(normaliseQuery('  Jane   DOE ')).toBe('jane doe')
    expect(matchTitle('İstanbul hall', 'hall')?.match.positions).toEqual([9, 10, 11, 12])
  })

  it('finds an item by its whole ID, or by four or more of its first characters', () => {
    const id = '4a1d2c5e-0000-4000-8000-000000000001'
    const items = [item('Ada Lovelace', id), item('4a1d notes')]
    expect(rank(items, id.toUpperCase())[0]?.match).toEqual({
      tier: 'exact',
      field: 'id',
      positions: Array.from({ length: id.length }, (_, i) => i),
    })
    expect(rank(items, '4a1d').map((r) => [r.item.title, r.match?.field])).toEqual([
      ['4a1d notes', 'title'],
      ['Ada Lovelace', 'id'],
    ])
    // Three characters are too few to search IDs with.
    expect(titles(items, '4a1')).toEqual(['4a1d notes'])
    // The middle of an ID is not searched.
    expect(titles(items, '0000-4000')).toEqual([])
  })

  it('puts recent picks first within a tier, the most recent first, never above a better tier', () => {
    const items = [item('Sessions'), item('Speakers'), item('Sponsors'), item('Past sessions')]
    const recent = ['k:Sponsors', 'k:Speakers', 'k:Past sessions']
    expect(titles(items, 's', recent)).toEqual([
      'Sponsors',
      'Speakers',
      'Sessions',
      'Past sessions',
    ])
    expect(titles(items, 'sessions', recent)).toEqual(['Sessions', 'Past sessions'])
  })

  it('shows everything when nothing is typed: recent picks first, then the given order', () => {
    const items = [item('A'), item('B'), item('C'), item('D')]
    const ranked = rank(items, '   ', ['k:C', 'k:A'])
    expect(ranked.map((r) => r.item.title)).toEqual(['C', 'A', 'B', 'D'])
    expect(ranked.every((r) => r.match === null)).toBe(true)
  })

  it('keeps equal matches in the order given, and stops at the limit', () => {
    const items = [item('Hall B'), item('Hall A'), item('Hall C')]
    expect(titles(items, 'hall')).toEqual(['Hall B', 'Hall A', 'Hall C'])
    expect(rank(items, 'hall', [], 2).map((r) => r.item.title)).toEqual(['Hall B', 'Hall A'])
  })
})

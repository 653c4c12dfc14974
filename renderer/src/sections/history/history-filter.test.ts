import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTER,
  historyHref,
  isFiltered,
  journalFilterOf,
  resourceFromHash,
} from './history-filter'

describe('history filter', () => {
  it('asks for the chosen event only unless every event is chosen', () => {
    expect(journalFilterOf(EMPTY_FILTER, 'ev-1')).toEqual({ eventId: 'ev-1' })
    expect(journalFilterOf({ ...EMPTY_FILTER, scope: 'all' }, 'ev-1')).toEqual({})
  })

  it('passes kinds, outcomes, trimmed text and the resource', () => {
    const filter = journalFilterOf(
      {
        scope: 'event',
        kinds: ['speaker'],
        outcomes: ['refused', 'uncertain'],
        text: '  opening ',
        resource: { kind: 'session', id: 's-1' },
      },
      'ev-1',
    )
    expect(filter).toEqual({
      eventId: 'ev-1',
      kinds: ['speaker'],
      outcomes: ['refused', 'uncertain'],
      text: 'opening',
      resource: { kind: 'session', id: 's-1' },
    })
    expect(isFiltered(EMPTY_FILTER)).toBe(false)
    expect(isFiltered({ ...EMPTY_FILTER, text: ' x' })).toBe(true)
  })

  it('round-trips a resource through the History link', () => {
    const href = historyHref({ kind: 'speaker', id: 'sp 1&x' })
    expect(href.startsWith('#/history?')).toBe(true)
    expect(resourceFromHash(href)).toEqual({ kind: 'speaker', id: 'sp 1&x' })
    expect(resourceFromHash('#/history')).toBeNull()
    expect(resourceFromHash('#/history?kind=team&id=1')).toBeNull()
  })
})

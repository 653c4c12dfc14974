import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import { JOURNAL_CSV_HEADER, journalCsvRows } from './csv'

const row = (cells: string[]) => Object.fromEntries(JOURNAL_CSV_HEADER.map((h, i) => [h, cells[i]]))

describe('journalCsvRows', () => {
  it('writes a row per session field sent, the answer’s value after, JSON for lists', () => {
    const entry = journalEntry({
      batchId: 'b-1',
      change: {
        operation: 'session-update',
        sent: { title: 'New', tags: ['a', 'b'] },
        before: {
          title: { known: true, since: '2026-01-01T08:00:00.000Z', value: 'Old' },
          tags: { known: false },
        },
        after: { id: 'session-1', title: 'New', tags: ['a', 'b'] },
      },
    })
    const rows = journalCsvRows(entry).map(row)
    expect(rows).toEqual([
      expect.objectContaining({
        field: 'title',
        before: 'Old',
        'before known since': '2026-01-01T08:00:00.000Z',
        after: 'New',
        batch: 'b-1',
      }),
      expect.objectContaining({
        field: 'tags',
        before: '',
        'before known since': 'not known',
        after: '["a","b"]',
      }),
    ])
  })

  it('writes a picture’s addresses and a deletion’s location name', () => {
    const picture = journalEntry({
      resource: { kind: 'sponsor', id: 'spo-1', name: 'Acme' },
      change: {
        operation: 'sponsor-image',
        imageType: 'COVER',
        before: { known: false },
        after: { url: 'http://x/media/2', bytes: null },
      },
      outcome: { status: 'refused', sentence: 'Too small.', settledAt: null },
    })
    expect(journalCsvRows(picture).map(row)).toEqual([
      expect.objectContaining({
        kind: 'sponsor',
        'resource name': 'Acme',
        field: 'cover',
        before: '',
        'before known since': 'not known',
        after: 'http://x/media/2',
        outcome: 'refused',
        sentence: 'Too small.',
      }),
    ])
    const deletion = journalEntry({
      resource: { kind: 'location', id: 'loc-1', name: 'Hall A' },
      change: {
        operation: 'location-delete',
        before: {
          known: true,
          since: '2026-01-01T08:00:00.000Z',
          value: { locationName: 'Hall A' },
        },
        after: { deleted: true },
      },
    })
    expect(journalCsvRows(deletion).map(row)).toEqual([
      expect.objectContaining({ field: 'location', before: 'Hall A', after: 'deleted' }),
    ])
  })
})

import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { journalEntry } from '@test-support/journal'
import {
  locationBefore,
  outcomeAfterIntent,
  outcomeOfError,
  sessionBefore,
  sponsorBefore,
} from './record'

const catalogEntry = (overrides: Partial<CatalogEntry>): CatalogEntry => ({
  kind: 'session',
  id: 'session-1',
  label: null,
  origin: 'response',
  addedAt: '2026-01-01T07:00:00.000Z',
  seenAt: '2026-01-01T08:00:00.000Z',
  state: null,
  status: 'active',
  ...overrides,
})

describe('sessionBefore', () => {
  it('marks each sent field known since the session was last seen, or not known', () => {
    const entry = catalogEntry({
      state: { title: 'Old', location: [{ locationId: 'loc-1' }], availableSpots: 3 },
    })
    const before = sessionBefore(
      { title: 'New', locationId: 'loc-2', description: 'd', availableSpots: 4 },
      entry,
    )
    expect(before).toEqual({
      title: { known: true, since: '2026-01-01T08:00:00.000Z', value: 'Old' },
      locationId: { known: true, since: '2026-01-01T08:00:00.000Z', value: 'loc-1' },
      description: { known: false },
      availableSpots: { known: true, since: '2026-01-01T08:00:00.000Z', value: 3 },
    })
  })

  it('knows nothing of a session never seen in an answer', () => {
    expect(
      sessionBefore({ title: 'New' }, catalogEntry({ seenAt: null, state: { title: 'x' } })),
    ).toEqual({
      title: { known: false },
    })
    expect(sessionBefore({ title: 'New' }, undefined)).toEqual({ title: { known: false } })
  })
})

describe('locationBefore and sponsorBefore', () => {
  it('knows a location’s last record since it was seen', () => {
    const entry = catalogEntry({ kind: 'location', state: { locationName: 'Hall A' } })
    expect(locationBefore(entry)).toEqual({
      known: true,
      since: '2026-01-01T08:00:00.000Z',
      value: { locationName: 'Hall A' },
    })
    expect(locationBefore(undefined)).toEqual({ known: false })
  })

  it('knows a sponsor image only from the last applied upload of that type from here', () => {
    const logo = (at: string, url: string, status: 'applied' | 'refused' = 'applied') =>
      journalEntry({
        at,
        resource: { kind: 'sponsor', id: 'spo-1', name: null },
        change: {
          operation: 'sponsor-image',
          imageType: 'LOGO',
          before: { known: false },
          after: { url, bytes: null },
        },
        outcome: { status, sentence: null, settledAt: null },
      })
    const earlier = [
      logo('2026-01-01T09:00:00.000Z', 'http://x/1'),
      logo('2026-01-01T10:00:00.000Z', 'http://x/2'),
      logo('2026-01-01T11:00:00.000Z', 'http://x/3', 'refused'),
    ]
    expect(sponsorBefore(earlier, 'LOGO')).toEqual({
      known: true,
      since: '2026-01-01T10:00:00.000Z',
      value: { url: 'http://x/2', bytes: null },
    })
    expect(sponsorBefore(earlier, 'COVER')).toEqual({ known: false })
  })
})

describe('outcomeOfError', () => {
  it('tells a refusal, an uncertain write and one never sent apart', () => {
    expect(
      outcomeOfError({ kind: 'http', status: 400, message: 'Bad title.', retryable: false }),
    ).toEqual({
      status: 'refused',
      sentence: 'Bad title.',
      settledAt: null,
    })
    expect(
      outcomeOfError({ kind: 'network', message: 'Lost.', retryable: false, mayHaveApplied: true }),
    ).toEqual({ status: 'uncertain', sentence: 'Lost.', settledAt: null })
    expect(outcomeOfError({ kind: 'network', message: 'Refused.', retryable: true })).toBeNull()
    expect(
      outcomeOfError({ kind: 'invalid-input', message: 'Too small.', retryable: false }),
    ).toBeNull()
    expect(outcomeOfError({ kind: 'quota', message: 'Spent.', retryable: false })).toBeNull()
  })
})

describe('outcomeAfterIntent', () => {
  it('counts a write cancelled on its way as one that may have been applied, not as refused', () => {
    const outcome = outcomeAfterIntent({
      kind: 'cancelled',
      message: 'The operation was cancelled.',
      retryable: false,
    })
    expect(outcome.status).toBe('uncertain')
    expect(outcome.sentence).toMatch(/cancelled after it was sent.*may have been applied/)
  })

  it('keeps a failure before the service as a refusal in its own words', () => {
    expect(
      outcomeAfterIntent({ kind: 'network', message: 'Could not connect.', retryable: true }),
    ).toEqual({ status: 'refused', sentence: 'Could not connect.', settledAt: null })
  })
})

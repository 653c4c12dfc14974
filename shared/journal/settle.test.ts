import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import type { JournalEntry } from './entry'
import { sponsorBefore } from './record'
import { writeOf, type NowState } from './operations'

const AT = '2026-01-01T12:00:00.000Z'
const UNSURE = { status: 'uncertain', sentence: 'No answer.', settledAt: null } as const
const settle = (entry: JournalEntry, now: NowState) => writeOf(entry).settle!(entry, now, AT)

const picture = (url: string | null) => ({
  known: true as const,
  since: '2026-01-01T08:00:00.000Z',
  value: { url, bytes: null },
})

describe('a speaker picture that may have been applied', () => {
  const uncertain = journalEntry({
    resource: { kind: 'speaker', id: 'sp-1', name: null },
    change: { operation: 'speaker-picture', before: picture('http://x/1'), after: null },
    outcome: UNSURE,
  })
  const read = (url: string | null) => settle(uncertain, { operation: 'speaker-picture', url })

  it('is applied when the speaker has a new picture', () => {
    expect(read('http://x/2')).toMatchObject({
      entry: {
        change: { after: { url: 'http://x/2' } },
        outcome: { status: 'applied', sentence: null, settledAt: AT },
      },
    })
  })

  it('is not applied when the picture is the one from before', () => {
    expect(read('http://x/1')).toMatchObject({
      entry: {
        outcome: {
          status: 'refused',
          sentence: 'A check found the picture unchanged: the upload was not applied.',
          settledAt: AT,
        },
      },
    })
  })

  it('leaves an entry already certain as it is', () => {
    const applied = {
      ...uncertain,
      outcome: { status: 'applied', sentence: null, settledAt: null },
    }
    expect(
      settle(applied as JournalEntry, { operation: 'speaker-picture', url: 'http://x/2' }),
    ).toHaveProperty('why')
  })
})

describe('a sponsor image that may have been applied', () => {
  const entry = (before: ReturnType<typeof picture> | { known: false }) =>
    journalEntry({
      resource: { kind: 'sponsor', id: 'sp-1', name: null },
      change: {
        operation: 'sponsor-image',
        imageType: 'COVER',
        before,
        after: null,
      },
      outcome: UNSURE,
    })

  it('is settled by the address read, compared with the one before', () => {
    const now = { operation: 'sponsor-image', url: 'http://x/new' } as const
    expect(settle(entry(picture('http://x/old')), now)).toMatchObject({
      entry: { outcome: { status: 'applied' }, change: { after: { url: 'http://x/new' } } },
    })
    const same = { operation: 'sponsor-image', url: 'http://x/old' } as const
    expect(settle(entry(picture('http://x/old')), same)).toMatchObject({
      entry: {
        outcome: {
          status: 'refused',
          sentence: 'A check found the cover image unchanged: the upload was not applied.',
        },
      },
    })
  })

  it('cannot tell when the image before was not known', () => {
    const now = { operation: 'sponsor-image', url: 'http://x/new' } as const
    expect(settle(entry({ known: false }), now)).toEqual({
      why: "The sponsor's cover image before the upload is not known, so reading the sponsor cannot tell whether the upload was applied.",
    })
  })

  it('takes the image before from a read of the sponsor when none was sent from here', () => {
    const seen = {
      kind: 'sponsor' as const,
      id: 'sp-1',
      label: null,
      origin: 'response' as const,
      addedAt: '2026-01-01T07:00:00.000Z',
      seenAt: '2026-01-01T08:00:00.000Z',
      state: { logoUrl: 'http://x/logo', coverUrl: null },
      status: 'active' as const,
    }
    expect(sponsorBefore([], 'LOGO', seen)).toEqual(picture('http://x/logo'))
    expect(sponsorBefore([], 'COVER', seen)).toEqual(picture(null))
    expect(sponsorBefore([], 'COVER', { ...seen, state: {} })).toEqual({ known: false })
  })
})

describe('a session update that may have been applied', () => {
  const uncertain = journalEntry({
    change: {
      operation: 'session-update',
      sent: { title: 'Opening keynote', startDateTime: '2026-03-01T09:00:00Z' },
      before: { title: { known: false }, startDateTime: { known: false } },
      after: null,
    },
    outcome: UNSURE,
  })
  const read = (state: Record<string, unknown>) =>
    settle(uncertain, { operation: 'session-update', state })

  it('is applied when the session holds every value sent, times as instants', () => {
    const state = {
      id: 'session-1',
      title: 'Opening keynote',
      startDateTime: '2026-03-01T09:00:00.000Z',
    }
    expect(read(state)).toMatchObject({
      entry: { outcome: { status: 'applied', settledAt: AT }, change: { after: state } },
    })
  })

  it('is not applied when a value sent is not there, naming the field', () => {
    const state = { id: 'session-1', title: 'Opening', startDateTime: '2026-03-01T09:00:00Z' }
    expect(read(state)).toMatchObject({
      entry: {
        outcome: {
          status: 'refused',
          sentence:
            'A check found the session without the values sent (Title): the change was not applied, or was changed again since.',
        },
      },
    })
  })

  it('cannot tell without a session read', () => {
    expect(settle(uncertain, { operation: 'session-update', state: null })).toHaveProperty('why')
  })
})

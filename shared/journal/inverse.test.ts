import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import type { JournalEntry, KeptBytes } from './entry'
import { inverseOf } from './inverse'

const since = '2026-01-01T08:00:00.000Z'
const bytes: KeptBytes = { sha256: 'a'.repeat(64), size: 3, contentType: 'image/png', lostAt: null }
const pictureEntry = (overrides: Partial<JournalEntry> = {}): JournalEntry =>
  journalEntry({
    resource: { kind: 'speaker', id: 'sp-1', name: 'Ada Lovelace' },
    change: {
      operation: 'speaker-picture',
      before: { known: true, since, value: { url: 'http://x/media/old', bytes } },
      after: { url: 'http://x/media/new', bytes: { ...bytes, sha256: 'b'.repeat(64) } },
    },
    ...overrides,
  })

describe('inverseOf', () => {
  it('sets a session’s known fields back and names those that were not known', () => {
    const entry = journalEntry({
      change: {
        operation: 'session-update',
        sent: { title: 'New', tags: ['a'], description: 'd' },
        before: {
          title: { known: true, since, value: 'Old' },
          tags: { known: true, since, value: [] },
          description: { known: false },
        },
        after: { id: 'session-1', title: 'New', tags: ['a'], description: 'd' },
      },
    })
    expect(inverseOf(entry)).toEqual({
      kind: 'write',
      write: { operation: 'session-update', changes: { title: 'Old', tags: [] } },
      sentence:
        'Sets the session’s title back to “Old” and tags back to none. Description cannot be: its value before the change was not known.',
    })
  })

  it('sets an unanswered session update back, saying its outcome is not known', () => {
    const entry = journalEntry({
      outcome: { status: 'uncertain', sentence: 'No answer.', settledAt: null },
    })
    expect(inverseOf(entry)).toMatchObject({
      kind: 'write',
      sentence:
        'Sets the session’s title back to “Opening”. Whether the service applied this change is not known: the revert sends these values either way.',
    })
  })

  it('cannot set back a session whose values before were none of them known', () => {
    const entry = journalEntry({
      change: {
        operation: 'session-update',
        sent: { title: 'New' },
        before: { title: { known: false } },
        after: { id: 'session-1', title: 'New' },
      },
    })
    expect(inverseOf(entry)).toEqual({
      kind: 'impossible',
      why: 'Stagehand had not seen the values this change replaced (Title), so it cannot set them back.',
    })
  })

  it('sends a speaker’s previous picture again from the kept bytes', () => {
    expect(inverseOf(pictureEntry())).toEqual({
      kind: 'write',
      write: { operation: 'speaker-picture', bytes },
      sentence: 'Puts back the speaker’s previous picture (PNG, 3 bytes).',
    })
  })

  it('says why a picture cannot be sent again: not known, none, not kept, lost to the cap', () => {
    const why = (before: JournalEntry['change']) =>
      inverseOf(pictureEntry({ change: before })) as { why?: string }
    const after = { url: 'http://x/media/new', bytes: null }
    expect(why({ operation: 'speaker-picture', before: { known: false }, after }).why).toBe(
      "The speaker's picture before this change was not known, so it cannot be sent again.",
    )
    const before = (url: string | null, kept: KeptBytes | null) => ({
      operation: 'speaker-picture' as const,
      before: { known: true as const, since, value: { url, bytes: kept } },
      after,
    })
    expect(why(before(null, null)).why).toBe(
      "There was no speaker's picture before this change, and the service cannot remove one.",
    )
    expect(why(before('http://x/media/old', null)).why).toBe(
      "The previous speaker's picture was not kept, so it cannot be sent again.",
    )
    const lost = { ...bytes, lostAt: '2026-02-03T04:05:06.000Z' }
    expect(why(before('http://x/media/old', lost)).why).toBe(
      "The previous speaker's picture was removed from the journal on 2026-02-03 to keep it under its size limit, so it cannot be sent again.",
    )
  })

  it('asks for a check before undoing a picture upload whose outcome is not known', () => {
    const entry = pictureEntry({
      outcome: { status: 'uncertain', sentence: 'No answer.', settledAt: null },
    })
    expect(inverseOf(entry)).toMatchObject({
      kind: 'impossible',
      why: expect.stringMatching(/check the speaker/),
    })
  })

  it('sends a sponsor image again only when the one before was sent from here', () => {
    const base = {
      resource: { kind: 'sponsor' as const, id: 'spo-1', name: null },
    }
    const known = journalEntry({
      ...base,
      change: {
        operation: 'sponsor-image',
        imageType: 'LOGO',
        before: { known: true, since, value: { url: 'http://x/media/old', bytes } },
        after: { url: 'http://x/media/new', bytes },
      },
    })
    expect(inverseOf(known)).toEqual({
      kind: 'write',
      write: { operation: 'sponsor-image', imageType: 'LOGO', bytes },
      sentence: 'Puts back the sponsor’s previous logo (PNG, 3 bytes).',
    })
    const never = journalEntry({
      ...base,
      change: {
        operation: 'sponsor-image',
        imageType: 'COVER',
        before: { known: false },
        after: { url: 'http://x/media/new', bytes },
      },
    })
    expect(inverseOf(never)).toEqual({
      kind: 'impossible',
      why: "The sponsor's cover image before this change was never sent from Stagehand, so it is not known.",
    })
  })

  it('cannot undo a location’s deletion', () => {
    const entry = journalEntry({
      resource: { kind: 'location', id: 'loc-1', name: 'Hall A' },
      change: { operation: 'location-delete', before: { known: false }, after: { deleted: true } },
    })
    expect(inverseOf(entry)).toEqual({
      kind: 'impossible',
      why: 'The service cannot create a location, so a deletion cannot be undone.',
    })
  })

  it('has nothing to undo for a refusal, and says when a change was undone already', () => {
    const refused = journalEntry({
      outcome: { status: 'refused', sentence: 'The title is too long.', settledAt: null },
    })
    expect(inverseOf(refused)).toEqual({
      kind: 'impossible',
      why: 'This change was not applied: there is nothing to undo.',
    })
    expect(inverseOf(journalEntry({ revertedBy: 'entry-9' }))).toEqual({
      kind: 'impossible',
      why: 'This change has already been undone.',
    })
  })
})

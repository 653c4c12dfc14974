import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import {
  cannotUndoText,
  changeSummary,
  entryTitle,
  joinWords,
  knownText,
  outcomeView,
  resourcePhrase,
} from './entry-view'

describe('entry words', () => {
  it('names a session edit by its fields, as the editor labels them', () => {
    const entry = journalEntry({
      change: {
        operation: 'session-update',
        sent: { title: 'A', totalCapacity: 5, tags: [] },
        before: {},
        after: null,
      },
    })
    expect(changeSummary(entry)).toBe('Title, Total capacity and Tags changed')
    expect(entryTitle(entry)).toBe('Session “Opening”: Title, Total capacity and Tags changed')
  })

  it('names the resource by its ID when no name was known, and says a revert is one', () => {
    const entry = journalEntry({
      resource: { kind: 'location', id: 'loc-9', name: null },
      change: { operation: 'location-delete', before: { known: false }, after: null },
      revertOf: 'entry-0',
    })
    expect(entryTitle(entry)).toBe('Location “loc-9”: Deleted (a revert)')
    const titleBack = journalEntry({ revertOf: 'entry-0' })
    expect(entryTitle(titleBack)).toBe('Session “Opening”: Title set back (a revert)')
    const pictureBack = journalEntry({
      resource: { kind: 'speaker', id: 'sp-2', name: 'Ada' },
      change: { operation: 'speaker-picture', before: { known: false }, after: null },
      revertOf: 'entry-0',
    })
    expect(entryTitle(pictureBack)).toBe('Speaker “Ada”: Picture put back (a revert)')
    const logo = journalEntry({
      resource: { kind: 'sponsor', id: 'sp-1', name: 'Acme' },
      change: {
        operation: 'sponsor-image',
        imageType: 'COVER',
        before: { known: false },
        after: null,
      },
    })
    expect(entryTitle(logo)).toBe('Sponsor “Acme”: Cover image replaced')
  })

  it('joins words as a sentence does', () => {
    expect(joinWords([])).toBe('Nothing')
    expect(joinWords(['Title'])).toBe('Title')
    expect(joinWords(['Title', 'Start'])).toBe('Title and Start')
  })

  it('states each outcome, a refusal with its sentence', () => {
    expect(outcomeView({ status: 'applied', sentence: null, settledAt: null })).toEqual({
      label: 'Applied',
      tone: 'success',
      sentence: null,
    })
    const refused = outcomeView({
      status: 'refused',
      sentence: 'The service refused the title: it is too long.',
      settledAt: null,
    })
    expect(refused.label).toBe('Refused')
    expect(refused.sentence).toBe('The service refused the title: it is too long.')
    const uncertain = outcomeView({ status: 'uncertain', sentence: null, settledAt: null })
    expect(uncertain.label).toBe('May have been applied')
    expect(uncertain.sentence).toMatch(/may or may not have applied/)
  })

  it('says since when a before-value was known, or that it was not', () => {
    expect(knownText({ known: true, since: '2026-11-26T08:05:00Z' }, 'UTC')).toBe(
      'Known since 26 Nov 2026, 08:05',
    )
    expect(knownText({ known: false })).toMatch(/^Not known/)
  })

  it('says why a change cannot be undone as one sentence', () => {
    expect(cannotUndoText('The service cannot create a location.')).toBe(
      'This cannot be undone: the service cannot create a location.',
    )
    expect(cannotUndoText('Stagehand kept no bytes of the old picture.')).toBe(
      'This cannot be undone: Stagehand kept no bytes of the old picture.',
    )
    expect(cannotUndoText('Whether the service applied it is not known.')).toBe(
      'This cannot be undone: whether the service applied it is not known.',
    )
    expect(cannotUndoText('This cannot be undone: it was refused.')).toBe(
      'This cannot be undone: it was refused.',
    )
    expect(resourcePhrase(journalEntry())).toBe('the session “Opening”')
    const unnamed = journalEntry({
      resource: { kind: 'session', id: '7e9ca558-8634-48f5-9a0c-f299737557a8', name: null },
    })
    expect(entryTitle(unnamed)).toBe('Session “7e9ca558…”: Title changed')
  })
})

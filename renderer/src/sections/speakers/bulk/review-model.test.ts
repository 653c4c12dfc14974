import { describe, expect, it } from 'vitest'
import type { FileMatch } from './match-file-names'
import {
  confidenceText,
  duplicateChoices,
  initialChoice,
  progressText,
  rowStatus,
  uploadableRows,
  type ReviewRow,
} from './review-model'

const match = (over: Partial<FileMatch> = {}): FileMatch => ({
  fileName: 'x.jpg',
  speakerId: 'ada',
  confidence: 1,
  via: 'name',
  rivals: [],
  duplicate: false,
  ...over,
})

const row = (key: string, over: Partial<ReviewRow> = {}): ReviewRow => {
  const m = over.match ?? match()
  return {
    key,
    path: `${key}.jpg`,
    verdict: { state: 'ok', summary: 'JPEG · 400×400 px · 80 KB' },
    match: m,
    choice: initialChoice(m),
    chosenByHand: false,
    ...over,
  }
}

const names: Record<string, string> = { ada: 'Ada Lovelace', alan: 'Alan Turing', bob: 'Bob' }
const nameOf = (id: string) => names[id] ?? id

describe('initialChoice', () => {
  it('takes a clear proposal, and leaves an ambiguous or missing one to the user', () => {
    expect(initialChoice(match())).toBe('ada')
    expect(initialChoice(match({ rivals: ['alan'] }))).toBeNull()
    expect(initialChoice(match({ speakerId: null, via: null, confidence: 0 }))).toBeNull()
  })
})

describe('rowStatus and uploadableRows', () => {
  it('sends a checked photo with one speaker', () => {
    const rows = [row('a'), row('b', { match: match({ speakerId: 'alan' }) })]
    expect(uploadableRows(rows, nameOf).map((r) => r.key)).toEqual(['a', 'b'])
  })

  it('holds back a refused photo with its reason, and one still being checked', () => {
    const refused = row('a', {
      verdict: { state: 'refused', summary: 'PNG 64×64', message: 'PNG 64×64 px: too small' },
    })
    const checking = row('b', {
      verdict: { state: 'checking', summary: 'checking…' },
      match: match({ speakerId: 'bob' }),
    })
    expect(uploadableRows([refused, checking])).toEqual([])
    expect(rowStatus(refused, new Set(), nameOf).note).toEqual({
      tone: 'error',
      text: 'PNG 64×64 px: too small',
    })
  })

  it('holds back both photos of one speaker until one is changed', () => {
    const rows = [row('a'), row('b')]
    const dup = duplicateChoices(rows)
    expect(dup).toEqual(new Set(['ada']))
    expect(uploadableRows(rows)).toEqual([])
    expect(rowStatus(rows[1]!, dup, nameOf).note?.text).toMatch(/also for Ada Lovelace/)
    const fixed = [rows[0]!, { ...rows[1]!, choice: 'bob', chosenByHand: true }]
    expect(uploadableRows(fixed).map((r) => r.key)).toEqual(['a', 'b'])
  })

  it('asks the user to pick between rivals, and sends once they did', () => {
    const ambiguous = row('a', { match: match({ rivals: ['alan'] }) })
    expect(uploadableRows([ambiguous])).toEqual([])
    expect(rowStatus(ambiguous, new Set(), nameOf).note?.text).toBe(
      'Fits Ada Lovelace and Alan Turing: choose one',
    )
    expect(uploadableRows([{ ...ambiguous, choice: 'alan', chosenByHand: true }])).toHaveLength(1)
  })

  it('says when nothing was found, and when the user skipped', () => {
    const none = row('a', { match: match({ speakerId: null, via: null, confidence: 0 }) })
    expect(rowStatus(none, new Set(), nameOf).note?.text).toMatch(/No speaker’s name or ID/)
    const skipped = { ...row('b'), choice: null, chosenByHand: true }
    expect(rowStatus(skipped, new Set(), nameOf)).toEqual({
      uploadable: false,
      note: { tone: 'muted', text: 'Skipped' },
    })
  })
})

describe('texts', () => {
  it('says how a speaker was found', () => {
    expect(confidenceText(match({ confidence: 0.83 }))).toBe('83%')
    expect(confidenceText(match({ via: 'external-ref' }))).toBe('by external reference')
  })

  it('sums up the progress', () => {
    expect(progressText({ total: 12, done: 5, failed: 1, cancelled: 0, running: true })).toBe(
      '5 of 12 uploaded · 1 failed…',
    )
    expect(progressText({ total: 3, done: 3, failed: 0, cancelled: 0, running: false })).toBe(
      '3 of 3 uploaded.',
    )
    // Rows whose answer was lost are told apart from those that failed.
    const lost = { total: 4, done: 1, failed: 3, cancelled: 0, running: false }
    expect(progressText(lost, 2)).toBe('1 of 4 uploaded · 1 failed · 2 may have been applied.')
    expect(progressText(lost, 3)).toBe('1 of 4 uploaded · 3 may have been applied.')
  })
})

/** The overview's words: fields, values, counts and days as an organizer reads them. */
import { describe, expect, it } from 'vitest'
import { codeWords } from '@shared/attendees/cell-format'
import { customColumn } from '@shared/attendees/columns'
import { countName, dayText, fieldWords, inSentence, isPicked, valueWords } from './overview-words'

describe('the overview words', () => {
  it('names a custom field by its slug in words, never by its key', () => {
    expect(fieldWords('custom:dietary')).toBe('Dietary')
    expect(fieldWords('custom:t_shirt-size')).toBe('T shirt size')
    expect(fieldWords('custom:dietary-requirements')).toBe('Dietary requirements')
    // The grid's column for the field bears the same words.
    expect(fieldWords('custom:t_shirt-size')).toBe(customColumn('t_shirt-size').label)
    expect(fieldWords('ticketName')).toBe('Ticket type')
  })

  it('says "Not given" for an empty value and a status in the grid’s words', () => {
    expect(valueWords('country', '', codeWords)).toBe('Not given')
    expect(valueWords('country', '  ', codeWords)).toBe('Not given')
    expect(valueWords('status', 'CHECKED_IN', codeWords)).toBe('Checked in')
    expect(valueWords('country', 'GERMANY', codeWords)).toBe('GERMANY')
  })

  it('counts attendees with thousands marked, one in the singular', () => {
    expect(countName('Germany', 1204)).toBe('Germany: 1,204 attendees')
    expect(countName('Kenya', 1)).toBe('Kenya: 1 attendee')
  })

  it('shows a day as a date and keeps what is no day', () => {
    expect(dayText('2026-03-12')).toBe('12 Mar 2026')
    expect(dayText('soon')).toBe('soon')
  })

  it('lowers words to go inside a sentence, but not an acronym', () => {
    expect(inSentence('Checked in')).toBe('checked in')
    expect(inSentence('API import')).toBe('API import')
  })

  it('tells the picked value from another of the same field', () => {
    const pick = { key: 'country', value: '' }
    expect(isPicked(pick, 'country', '')).toBe(true)
    expect(isPicked(pick, 'country', 'Kenya')).toBe(false)
    expect(isPicked(null, 'country', '')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { choicesToRemember, matchColumns, roleOfHeader } from './columns'

describe('matchColumns', () => {
  it('matches headers by name, case, spaces and punctuation aside', () => {
    expect(roleOfHeader('Start time')).toBe('startDateTime')
    expect(roleOfHeader('start_time')).toBe('startDateTime')
    expect(roleOfHeader('External Ref ID')).toBe('externalRefId')
    expect(roleOfHeader('Parent session')).toBe('parentSessionId')
    expect(roleOfHeader('Room')).toBe('locationId')
    expect(roleOfHeader('Speaker')).toBeNull()
  })

  it('leaves out a header nothing matches, and a second column for a role already taken', () => {
    expect(matchColumns(['ID', 'Title', 'Name', 'Notes'])).toEqual([
      { index: 0, header: 'ID', role: 'sessionId', by: 'header' },
      { index: 1, header: 'Title', role: 'title', by: 'header' },
      { index: 2, header: 'Name', role: null, by: 'none' },
      { index: 3, header: 'Notes', role: null, by: 'none' },
    ])
  })

  it('prefers a choice made now, then one remembered, to the header’s name', () => {
    const columns = matchColumns(
      ['Session', 'Saal', 'Title'],
      { saal: 'locationId', title: null },
      [{ header: 'Session', role: 'title' }],
    )
    expect(columns.map((c) => [c.role, c.by])).toEqual([
      ['title', 'chosen'],
      ['locationId', 'remembered'],
      [null, 'remembered'],
    ])
  })

  it('remembers only the choices that differ from what the header says', () => {
    expect(
      choicesToRemember([
        { header: 'Title', role: 'title' },
        { header: 'Saal', role: 'locationId' },
        { header: 'Room', role: null },
      ]),
    ).toEqual({ saal: 'locationId', room: null })
  })
})

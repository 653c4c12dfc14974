import { describe, expect, it } from 'vitest'
import { sectionFromHash } from './sections'

describe('sectionFromHash', () => {
  it.each([
    ['#/teams', 'teams'],
    ['#teams', 'teams'],
    ['#/attendees/open?id=1', 'attendees'],
    ['#/sessions?from=link', 'sessions'],
    ['', 'attendees'],
    ['#/', 'attendees'],
    ['#/nowhere', 'attendees'],
    ['#/constructor', 'attendees'],
  ])('reads %j as %s', (hash, section) => {
    expect(sectionFromHash(hash)).toBe(section)
  })
})

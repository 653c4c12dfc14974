import { describe, expect, it } from 'vitest'
import { LINK_KINDS } from '@shared/links/stagehand-link'
import { sectionFromHash } from '@renderer/hooks/use-section-route'
import { sessionIdFromHash } from '@renderer/sections/sessions/session-route'
import { placeFromHash, placeHref } from './place-route'

describe('place routes', () => {
  it.each(LINK_KINDS)('a %s round-trips through the hash, in its own section', (kind) => {
    const id = "S 1/é?#'"
    const href = placeHref(kind, id)
    const section = sectionFromHash(href)
    expect(placeFromHash(href, section)).toEqual({ kind, id })
  })

  it("keeps the session editor's own route", () => {
    expect(placeHref('session', 'S-1')).toBe('#/sessions/S-1')
    expect(sessionIdFromHash(placeHref('session', 'a/b'))).toBe('a/b')
  })

  it('names no place for a section alone, another section or a malformed hash', () => {
    expect(placeFromHash('#/speakers', 'speakers')).toBeNull()
    expect(placeFromHash('#/speakers/x', 'sponsors')).toBeNull()
    expect(placeFromHash('#/speakers/%E0%A4%A', 'speakers')).toBeNull()
    expect(placeFromHash('#/speakers/a/b', 'speakers')).toBeNull()
    expect(placeFromHash('#/attendees/views', 'attendees')).toBeNull()
  })
})

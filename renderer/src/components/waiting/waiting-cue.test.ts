/** The waiting cue's words and when it shows (WaitingCue.tsx). */
import { describe, expect, it } from 'vitest'
import {
  CUE_AFTER_MS,
  WAITING_WORDS,
  cancelledSentence,
  cueShown,
  shownSeconds,
  tickAt,
} from './waiting-cue'

describe('the waiting cue', () => {
  it('shows a wait from 2 s on, in whole seconds', () => {
    expect(shownSeconds(0)).toBeNull()
    expect(shownSeconds(CUE_AFTER_MS - 1)).toBeNull()
    expect(shownSeconds(CUE_AFTER_MS)).toBe(2)
    expect(shownSeconds(6_999)).toBe(6)
  })

  it('says what it waits for, and what Cancel did', () => {
    expect(WAITING_WORDS).toBe('Waiting for the service…')
    expect(cancelledSentence(12)).toBe(
      'Cancelled: the service had not answered after 12 s. Try again.',
    )
  })

  it('says what the screen still shows, when it shows the answer from before', () => {
    expect(cancelledSentence(3, 'The rows below are still those of page 1.')).toBe(
      'Cancelled: the service had not answered after 3 s. The rows below are still those of ' +
        'page 1. Try again.',
    )
  })

  it("takes the place of a screen's own control only while it has something to say", () => {
    expect(cueShown({ seconds: null, cancelledAfter: null })).toBe(false)
    expect(cueShown({ seconds: 2, cancelledAfter: null })).toBe(true)
    expect(cueShown({ seconds: null, cancelledAfter: 0 })).toBe(true)
  })

  it('keeps the same wait while the count shown is unchanged, so the screen does not render', () => {
    const first = tickAt(null, 'page 1', 100, 350)
    expect(first).toEqual({ key: 'page 1', startedAt: 100, seconds: null })
    expect(tickAt(first, 'page 1', 100, 100 + CUE_AFTER_MS - 1)).toBe(first)
    const shown = tickAt(first, 'page 1', 100, 100 + CUE_AFTER_MS)
    expect(shown).toEqual({ key: 'page 1', startedAt: 100, seconds: 2 })
    expect(tickAt(shown, 'page 1', 100, 100 + CUE_AFTER_MS + 900)).toBe(shown)
  })

  it('starts a new wait for another read, or the same read asked again', () => {
    const first = tickAt(null, 'page 1', 100, 350)
    expect(tickAt(first, 'page 2', 100, 350)).not.toBe(first)
    expect(tickAt(first, 'page 1', 400, 650)).not.toBe(first)
  })
})

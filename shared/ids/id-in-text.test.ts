import { describe, expect, it } from 'vitest'
import { idInText, takenWords } from './id-in-text'

const A = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const B = 'a1b2c3d4-0000-4000-8000-00000000000b'

describe('the ID a pasted text holds', () => {
  it('takes an ID alone as it is, in lower case', () => {
    expect(idInText(`  ${A.toUpperCase()} `, 'event')).toEqual({ id: A, from: 'alone' })
  })

  it("takes the ID after the kind's segment of an address, whatever else it holds", () => {
    const address = `https://app.zuddl.com/org/${B}/event/${A}/attendees?tab=1`
    expect(idInText(address, 'event')).toEqual({ id: A, from: 'address' })
    expect(idInText(`https://x.test/events/${A.toUpperCase()}`, 'event')).toEqual({
      id: A,
      from: 'address',
    })
    expect(idInText(`https://x.test/sessions/${B}`, 'session')).toEqual({ id: B, from: 'address' })
  })

  it('takes the only ID of an address or a sentence', () => {
    expect(idInText(`https://app.zuddl.com/o/x/${A}/home`, 'event')).toEqual({
      id: A,
      from: 'address',
    })
    expect(idInText(`Our event is ${A}, see you there`, 'event')).toEqual({ id: A, from: 'text' })
  })

  it('refuses several IDs with none after the kind, and text with none, saying what to paste', () => {
    const several = idInText(`https://x.test/org/${A}/space/${B}`, 'event')
    expect(several).toEqual({
      error: "That address holds 2 IDs, and none follows “/event/”: paste the event's ID alone.",
    })
    const none = idInText('https://app.zuddl.com/org/my-event', 'event')
    expect('error' in none && none.error).toMatch(
      /^That address holds no event ID\. An event ID looks like /,
    )
    const typo = idInText('3f2b8c1e-9a4d', 'session')
    expect('error' in typo && typo.error).toMatch(
      /^That text holds no session ID\. A session ID looks like /,
    )
    expect(idInText('  ', 'speaker')).toEqual({ error: 'Enter or paste a speaker ID' })
  })

  it("passes over an ID known to be another's when the text holds others", () => {
    const address = `https://app.zuddl.com/org/acme/${A}/people/${B}`
    expect(idInText(address, 'attendee', [A.toUpperCase()])).toEqual({ id: B, from: 'address' })
    expect(idInText(`https://x.test/event/${A}/attendees/${B}`, 'attendee')).toEqual({
      id: B,
      from: 'address',
    })
    // Alone, it is what was pasted: the caller's read says whose it is.
    expect(idInText(A, 'attendee', [A])).toEqual({ id: A, from: 'alone' })
    expect(idInText(address, 'attendee')).toEqual({
      error:
        "That address holds 2 IDs, and none follows “/attendee/”: paste the attendee's ID alone.",
    })
    expect(idInText('', 'attendee')).toEqual({ error: 'Enter or paste an attendee ID' })
  })

  it('says which ID was taken when it was not pasted alone', () => {
    expect(takenWords({ id: A, from: 'alone' }, 'event')).toBeNull()
    expect(takenWords({ id: A, from: 'address' }, 'event')).toBe(
      `Took the event ID ${A} from the address you pasted.`,
    )
  })
})

/**
 * The response schemas read tolerantly: an odd value in an optional field is
 * read as text or left out, a record without a usable ID is skipped from a
 * list, unknown fields pass through, and identity fields stay required.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collectNotes } from './read-notes'
import {
  PAGE_RECORDS,
  attendeeSchema,
  pageEnvelopeSchema,
  sessionSchema,
  speakerPictureResultSchema,
  speakerSchema,
  sponsorImageResultSchema,
  teamSchema,
} from './schemas'

/** What the client reads from `input` (http-client.ts readBody, after zod accepted it). */
function read<S extends z.ZodType>(schema: S, input: unknown, recordsAt?: string) {
  const parsed = schema.safeParse(structuredClone(input))
  if (!parsed.success) return null
  return collectNotes(input, parsed.data, recordsAt)
}

const attendees = pageEnvelopeSchema(attendeeSchema)
const page = (...data: unknown[]) => ({ pagination: { next: null }, data })

describe('a page of attendees', () => {
  it('reads numbers, booleans, objects and lists in text fields as text, and names each field once', () => {
    const result = read(
      attendees,
      page(
        {
          id: 'a',
          customFieldsData: [
            { fieldSlug: 'age', value: 30 },
            { fieldSlug: 'vip', value: true },
            { fieldSlug: 'size', value: 'M' },
          ],
          profile: { firstName: { given: 'Ada' }, company: ['X', 'Y'] },
        },
        { id: 'b', customFieldsData: [{ fieldSlug: 'age', value: 41.5 }], roles: ['A', 7] },
      ),
      PAGE_RECORDS,
    )!
    expect(result.value.data[0]!.customFieldsData).toEqual([
      { fieldSlug: 'age', value: '30' },
      { fieldSlug: 'vip', value: 'true' },
      { fieldSlug: 'size', value: 'M' },
    ])
    expect(result.value.data[0]!.profile).toEqual({
      firstName: '{"given":"Ada"}',
      company: '["X","Y"]',
    })
    expect(result.value.data[1]!.roles).toEqual(['A', '7'])
    expect(result.notes).toEqual({
      asText: [
        { path: 'data[].customFieldsData[].value', types: ['boolean', 'number'] },
        { path: 'data[].profile.company', types: ['list'] },
        { path: 'data[].profile.firstName', types: ['object'] },
        { path: 'data[].roles[]', types: ['number'] },
      ],
      leftOut: [],
      skipped: 0,
    })
  })

  it('takes null and absence as they are, with nothing to say', () => {
    const result = read(
      attendees,
      page({ id: 'a', profile: null, customFieldsData: null, status: null }),
      PAGE_RECORDS,
    )!
    expect(result.value.data).toEqual([
      { id: 'a', profile: null, customFieldsData: null, status: null },
    ])
    expect(result.notes).toEqual({ asText: [], leftOut: [], skipped: 0 })
  })

  it('skips and counts records whose ID is missing, empty or not text, and every non-record', () => {
    const result = read(
      attendees,
      page({ id: 'a' }, { profile: {} }, { id: '' }, { id: 12 }, 'x', null, { id: 'b' }),
      PAGE_RECORDS,
    )!
    expect(result.value.data.map((a) => a.id)).toEqual(['a', 'b'])
    expect(result.notes.skipped).toBe(5)
    expect(result.notes.leftOut).toEqual([])
  })

  it('leaves out what cannot be used where an object or list belongs, and names it', () => {
    const result = read(
      attendees,
      page({
        id: 'a',
        profile: 'Ada Lovelace',
        customFieldsData: [{ value: 'no slug' }, { fieldSlug: 'size', value: 'M' }, 3],
        ticketDetails: { addOns: {} },
        disclaimers: [
          { id: 'd', consentGiven: 'yes' },
          { id: 'e', consentGiven: 'true' },
        ],
      }),
      PAGE_RECORDS,
    )!
    const attendee = result.value.data[0]!
    expect(attendee.profile).toBeUndefined()
    expect(attendee.customFieldsData).toEqual([{ fieldSlug: 'size', value: 'M' }])
    expect(attendee.ticketDetails).toEqual({})
    // "true" as text is the service's own way to write a consent: read as yes, nothing to say.
    expect(attendee.disclaimers).toEqual([{ id: 'd' }, { id: 'e', consentGiven: true }])
    expect(result.notes.leftOut).toEqual([
      { path: 'data[].customFieldsData[]', types: ['number', 'object'] },
      { path: 'data[].disclaimers[].consentGiven', types: ['text'] },
      { path: 'data[].profile', types: ['text'] },
      { path: 'data[].ticketDetails.addOns', types: ['object'] },
    ])
  })

  it('keeps fields it does not know, as they came', () => {
    const extra = { tier: 'gold', scores: [1, 2], meta: { a: 1 } }
    const result = read(attendees, page({ id: 'a', ...extra }), PAGE_RECORDS)!
    expect(result.value.data[0]).toEqual({ id: 'a', ...extra })
    expect(result.notes).toEqual({ asText: [], leftOut: [], skipped: 0 })
  })

  it('fails only an answer without a list of records', () => {
    expect(read(attendees, { data: 'none' })).toBeNull()
    expect(read(attendees, { pagination: {} })).toBeNull()
    expect(read(attendees, [])).toBeNull()
    const odd = read(attendees, { pagination: 'soon', data: [] }, PAGE_RECORDS)!
    expect(odd.value.pagination).toBeUndefined()
    expect(odd.notes.leftOut).toEqual([{ path: 'pagination', types: ['text'] }])
  })
})

describe('the other answers', () => {
  it('reads a speaker with odd optional fields, and refuses one without an ID', () => {
    const result = read(speakerSchema, {
      id: 's',
      speakerOrder: '2',
      profile: { company: 42, headline: false },
      sessions: [{ sessionId: 'x' }, { url: 'no id' }],
      badge: 'extra',
    })!
    expect(result.value).toEqual({
      id: 's',
      profile: { company: '42', headline: 'false' },
      sessions: [{ sessionId: 'x' }],
      badge: 'extra',
    })
    expect(result.notes.leftOut.map((n) => n.path)).toEqual(['sessions[]', 'speakerOrder'])
    expect(read(speakerSchema, { profile: {} })).toBeNull()
    expect(read(speakerSchema, { id: '' })).toBeNull()
  })

  it('reads a session update answer with odd optional fields, and refuses one without an ID', () => {
    const result = read(sessionSchema, {
      id: 's',
      title: 7,
      availableSpots: '12',
      tags: ['a', 1],
      speakers: [{ speakerId: 'p' }, { speakerId: null }],
      location: { locationId: 'l' },
    })!
    expect(result.value).toEqual({
      id: 's',
      title: '7',
      tags: ['a', '1'],
      speakers: [{ speakerId: 'p' }],
    })
    expect(read(sessionSchema, { id: 3 })).toBeNull()
  })

  it('skips teams without an ID and reads an odd name as text', () => {
    const teams = pageEnvelopeSchema(teamSchema)
    const result = read(
      teams,
      page({ id: 't', name: 5, isGeneral: 'yes' }, { name: 'x' }),
      PAGE_RECORDS,
    )!
    expect(result.value.data).toEqual([{ id: 't', name: '5' }])
    expect(result.notes.skipped).toBe(1)
  })

  it('reads upload answers with an odd image type, and refuses them without their result', () => {
    expect(
      read(sponsorImageResultSchema, { sponsorId: 's', imageType: 1, imageUrl: 'u' })!.value,
    ).toEqual({ sponsorId: 's', imageType: '1', imageUrl: 'u' })
    expect(read(sponsorImageResultSchema, { sponsorId: 's', imageType: 'LOGO' })).toBeNull()
    expect(read(speakerPictureResultSchema, { speakerId: 's', picUrl: 'u', at: 1 })!.value).toEqual(
      {
        speakerId: 's',
        picUrl: 'u',
        at: 1,
      },
    )
    expect(read(speakerPictureResultSchema, { speakerId: 's' })).toBeNull()
  })
})

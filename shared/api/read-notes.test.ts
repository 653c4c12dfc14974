/** The notices of a tolerant read: merged across pages, told once per field, in plain sentences. */
import { describe, expect, it } from 'vitest'
import {
  NO_NOTES,
  collectNotes,
  fieldLabel,
  mergeNotes,
  noticeDetails,
  noticeSentences,
  type ReadNotes,
} from './read-notes'

const numberInCustomField: ReadNotes = {
  asText: [{ path: 'data[].customFieldsData[].value', types: ['number'] }],
  leftOut: [],
  skipped: 0,
}

describe('read notes', () => {
  it('names a field as a person reads it, list positions and the page left out', () => {
    expect(fieldLabel('data[].customFieldsData[].value')).toBe('customFieldsData.value')
    expect(fieldLabel('data[].roles[]')).toBe('roles')
    expect(fieldLabel('profile.company')).toBe('profile.company')
    expect(fieldLabel('data[]')).toBe('record')
  })

  it('says a value shown as text quietly, the field and the type found one click away', () => {
    expect(noticeSentences(numberInCustomField)).toEqual([
      'Some values came in another form than usual and are shown as sent.',
    ])
    expect(noticeDetails(numberInCustomField)).toEqual([
      'Shown as text: customFieldsData.value (number).',
    ])
  })

  it('says what was left out and how many records were skipped', () => {
    expect(
      noticeSentences({
        asText: [],
        leftOut: [{ path: 'data[].profile', types: ['text'] }],
        skipped: 2,
      }),
    ).toEqual([
      'Some values came in a form Stagehand cannot read and are left out.',
      '2 records without an ID were skipped.',
    ])
    expect(
      noticeDetails({
        asText: [],
        leftOut: [{ path: 'data[].profile', types: ['text'] }],
        skipped: 2,
      }),
    ).toEqual(['Left out: profile (text).'])
    expect(noticeSentences({ ...NO_NOTES, skipped: 1 })).toEqual([
      '1 record without an ID was skipped.',
    ])
    expect(noticeSentences(NO_NOTES)).toEqual([])
  })

  it('tells a field once however many pages met it, with every type met', () => {
    const booleans: ReadNotes = {
      asText: [{ path: 'data[].customFieldsData[].value', types: ['boolean'] }],
      leftOut: [],
      skipped: 1,
    }
    const merged = [numberInCustomField, numberInCustomField, booleans].reduce(mergeNotes, NO_NOTES)
    expect(merged).toEqual({
      asText: [{ path: 'data[].customFieldsData[].value', types: ['boolean', 'number'] }],
      leftOut: [],
      skipped: 1,
    })
    expect(noticeDetails(merged)).toEqual([
      'Shown as text: customFieldsData.value (boolean, number).',
    ])
  })

  it('finds nothing to say in what zod passed through unchanged', () => {
    const input = { data: [{ id: 'a', extra: { n: 1 } }] }
    expect(collectNotes(input, structuredClone(input), 'data[]')).toEqual({
      value: input,
      notes: NO_NOTES,
    })
  })
})

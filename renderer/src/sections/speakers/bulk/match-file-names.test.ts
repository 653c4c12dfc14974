import { describe, expect, it } from 'vitest'
import {
  MIN_CONFIDENCE,
  duplicatedSpeakers,
  fileStem,
  matchFileNames,
  nameWords,
  type SpeakerToMatch,
} from './match-file-names'

const ADA = 'a1b2c3d4-0000-4000-8000-000000000001'
const JOSE = 'a1b2c3d4-0000-4000-8000-000000000002'
const MARY = 'a1b2c3d4-0000-4000-8000-000000000003'
const JOHN_SMITH = 'a1b2c3d4-0000-4000-8000-000000000004'
const JANE_SMITH = 'a1b2c3d4-0000-4000-8000-000000000005'
const JON_SMITH = 'a1b2c3d4-0000-4000-8000-000000000006'
const BJORN = 'a1b2c3d4-0000-4000-8000-000000000007'

const speakers: SpeakerToMatch[] = [
  { id: ADA, firstName: 'Ada', lastName: 'Lovelace', externalRefId: 'SPK-1001' },
  { id: JOSE, firstName: 'José', lastName: 'Núñez García', externalRefId: 'SPK-1002' },
  { id: MARY, firstName: 'Mary Ann', lastName: 'Okafor', externalRefId: '' },
  { id: JOHN_SMITH, firstName: 'John', lastName: 'Smith', externalRefId: 'SPK-1004' },
  { id: JANE_SMITH, firstName: 'Jane', lastName: 'Smith' },
  { id: BJORN, firstName: 'Bjørn', lastName: 'Ødegård' },
]

const one = (fileName: string, list: SpeakerToMatch[] = speakers) =>
  matchFileNames([fileName], list)[0]!

describe('nameWords and fileStem', () => {
  it('splits on _ - . space and case changes, without accents', () => {
    expect(nameWords('José_Núñez-García.final Copy')).toEqual([
      'jose',
      'nunez',
      'garcia',
      'final',
      'copy',
    ])
    expect(nameWords('AdaLovelace')).toEqual(['ada', 'lovelace'])
    expect(nameWords('Bjørn Ødegård')).toEqual(['bjorn', 'odegard'])
    expect(nameWords('Олег_Williams 陈')).toEqual(['олег', 'williams', '陈'])
  })

  it('drops the folder and the extension', () => {
    expect(fileStem('team/day 1/ada.lovelace.JPEG')).toBe('ada.lovelace')
    expect(fileStem('C:\\photos\\ada.png')).toBe('ada')
  })
})

describe('matchFileNames: name forms', () => {
  it.each([
    ['ada-lovelace.jpg', 'first-last'],
    ['Lovelace_Ada.png', 'last-first'],
    ['a.lovelace.jpg', 'initial and last name'],
    ['lovelace a.jpg', 'last name and initial'],
    ['ADA LOVELACE.JPG', 'upper case'],
    ['adalovelace.jpg', 'no separator'],
    ['2026 ada_lovelace headshot final.jpg', 'words around the name'],
  ])('%s (%s)', (fileName) => {
    expect(one(fileName)).toMatchObject({
      speakerId: ADA,
      confidence: 1,
      via: 'name',
      rivals: [],
    })
  })

  it('takes initials of several first names, or the first one alone', () => {
    expect(one('ma-okafor.jpg')).toMatchObject({ speakerId: MARY, confidence: 1 })
    expect(one('m_okafor.jpg')).toMatchObject({ speakerId: MARY, confidence: 1 })
    expect(one('mary-ann-okafor.jpg')).toMatchObject({ speakerId: MARY, confidence: 1 })
  })

  it('ignores accents in either the file or the speaker', () => {
    expect(one('jose_nunez_garcia.jpg')).toMatchObject({ speakerId: JOSE, confidence: 1 })
    expect(one('Núñez García, José.jpg')).toMatchObject({ speakerId: JOSE, confidence: 1 })
    expect(one('bjorn-odegard.png')).toMatchObject({ speakerId: BJORN, confidence: 1 })
  })

  it('reads names in other scripts', () => {
    const oleg = { id: 'oleg', firstName: 'Олег', lastName: 'Williams' }
    const lucas = { id: 'lucas', firstName: 'Lucas', lastName: 'Williams' }
    expect(one('ОЛЕГ Williams.jpg', [oleg, lucas])).toMatchObject({ speakerId: 'oleg', rivals: [] })
    expect(one('williams_lucas.jpg', [oleg, lucas])).toMatchObject({ speakerId: 'lucas' })
  })
})

describe('matchFileNames: typos', () => {
  it('tolerates a small typo with a lower confidence', () => {
    const m = one('ada_lovelce.jpg')
    expect(m.speakerId).toBe(ADA)
    expect(m.confidence).toBeLessThan(1)
    expect(m.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE)
  })

  it('tolerates swapped letters', () => {
    expect(one('lovleace-ada.jpg').speakerId).toBe(ADA)
  })

  it('proposes nothing for a name too far from every speaker', () => {
    expect(one('grace_hopper.jpg')).toEqual({
      fileName: 'grace_hopper.jpg',
      speakerId: null,
      confidence: 0,
      via: null,
      rivals: [],
      duplicate: false,
    })
    expect(one('IMG_4032.jpg').speakerId).toBeNull()
  })
})

describe('matchFileNames: ambiguity', () => {
  it('names the rivals when two speakers fit the name as well', () => {
    const twins = [...speakers, { id: JON_SMITH, firstName: 'John', lastName: 'Smith' }]
    const m = one('john-smith.jpg', twins)
    expect(m.speakerId).toBe(JOHN_SMITH)
    expect(m.rivals).toEqual([JON_SMITH])
  })

  it('names the rival a typo away from both', () => {
    // "jan" is one edit from "jane" and two from "john": close enough to both to ask.
    const m = one('jan_smith.jpg')
    expect(m.speakerId).toBe(JANE_SMITH)
    expect(m.rivals).toContain(JOHN_SMITH)
  })

  it('is not ambiguous when one speaker fits exactly and another only by surname', () => {
    expect(one('jane_smith.jpg')).toMatchObject({ speakerId: JANE_SMITH, rivals: [] })
  })

  it('asks when initials fit two speakers', () => {
    expect(one('j.smith.jpg').rivals.length).toBe(1)
  })
})

describe('matchFileNames: IDs', () => {
  it('finds the speaker ID, with or without hyphens, over any name in the file', () => {
    expect(one(`${JOSE}.jpg`)).toMatchObject({ speakerId: JOSE, via: 'speaker-id' })
    expect(one(`ada_lovelace_${JOSE.replace(/-/g, '').toUpperCase()}.png`)).toMatchObject({
      speakerId: JOSE,
      via: 'speaker-id',
      confidence: 1,
    })
  })

  it('finds the external reference however it is separated', () => {
    expect(one('SPK-1004.jpg')).toMatchObject({ speakerId: JOHN_SMITH, via: 'external-ref' })
    expect(one('spk1004_portrait.jpg')).toMatchObject({ speakerId: JOHN_SMITH })
    expect(one('spk_1001.png')).toMatchObject({ speakerId: ADA, via: 'external-ref' })
  })

  it('does not take a longer reference for a shorter one', () => {
    expect(one('SPK-10041.jpg').via).not.toBe('external-ref')
  })
})

describe('duplicates', () => {
  it('flags every file proposed for a speaker another file is proposed for', () => {
    const matches = matchFileNames(
      ['ada_lovelace.jpg', 'lovelace-ada-2.jpg', 'john smith.jpg', 'nobody.jpg', 'x.jpg'],
      speakers,
    )
    expect(matches.map((m) => m.duplicate)).toEqual([true, true, false, false, false])
  })

  it('recounts after the user changes the choices', () => {
    expect(duplicatedSpeakers([ADA, null, JOSE, ADA, null])).toEqual(new Set([ADA]))
    expect(duplicatedSpeakers([ADA, JOSE, null, null])).toEqual(new Set())
  })
})

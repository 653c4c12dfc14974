import { describe, expect, it } from 'vitest'
import { SECTION_IDS } from '@shared/sections'
import { SECTIONS } from './sections'

describe('the sections', () => {
  it('give words to every shared section, in the same order, and to no other', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual([...SECTION_IDS])
  })
})

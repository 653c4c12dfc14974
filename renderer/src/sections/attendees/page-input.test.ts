import { describe, expect, it } from 'vitest'
import { countText } from '@shared/number-format'
import { PAGE_NUMBER_NEEDED, PAGE_NUMBER_TOO_LARGE, parsePageInput } from './page-input'

describe('parsePageInput', () => {
  it('reads a whole page number of 1 or more', () => {
    expect(parsePageInput('1')).toEqual({ ok: true, page: 1 })
    expect(parsePageInput('42')).toEqual({ ok: true, page: 42 })
  })

  it('ignores spaces around the number and leading zeros', () => {
    expect(parsePageInput('  7 ')).toEqual({ ok: true, page: 7 })
    expect(parsePageInput('007')).toEqual({ ok: true, page: 7 })
  })

  it('refuses an empty field', () => {
    expect(parsePageInput('')).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
    expect(parsePageInput('   ')).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
  })

  it('refuses zero and negative numbers', () => {
    expect(parsePageInput('0')).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
    expect(parsePageInput('000')).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
    expect(parsePageInput('-2')).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
  })

  it('refuses what is not a plain whole number, even where Number() would read one', () => {
    for (const text of ['2.5', '2.0', '1e3', '0x10', '+3', '3 4', 'abc', 'Infinity', 'NaN', '٣'])
      expect(parsePageInput(text), text).toEqual({ ok: false, message: PAGE_NUMBER_NEEDED })
  })

  it('takes the largest safe integer and refuses anything beyond it', () => {
    const max = String(Number.MAX_SAFE_INTEGER)
    expect(parsePageInput(max)).toEqual({ ok: true, page: Number.MAX_SAFE_INTEGER })
    expect(parsePageInput('9007199254740992')).toEqual({
      ok: false,
      message: PAGE_NUMBER_TOO_LARGE,
    })
    expect(parsePageInput('9'.repeat(400))).toEqual({ ok: false, message: PAGE_NUMBER_TOO_LARGE })
  })

  it('says the largest page number it takes', () => {
    expect(PAGE_NUMBER_TOO_LARGE).toBe('Enter a page number of at most 9,007,199,254,740,991')
    expect(PAGE_NUMBER_TOO_LARGE).toContain(countText(Number.MAX_SAFE_INTEGER))
  })
})

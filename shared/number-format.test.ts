/** Numbers written for people: English grouping, one format per set of options. */
import { describe, expect, it } from 'vitest'
import { countText, countWords, numberFormat } from './number-format'

describe('numbers written for people', () => {
  it('groups thousands in English whatever the options', () => {
    expect(countText(1204)).toBe('1,204')
    expect(countText(0)).toBe('0')
    expect(numberFormat({ maximumFractionDigits: 1 }).format(12.345)).toBe('12.3')
  })

  it('writes whole counts as Intl does, without building a format', () => {
    const intl = new Intl.NumberFormat('en-US')
    const samples = [0, 7, 999, 1000, 1204, 99_999, 1_000_000, -1234, -999, Number.MAX_SAFE_INTEGER]
    for (let digits = 1; digits <= 16; digits++) samples.push(Math.floor(10 ** (digits - 1) * 1.7))
    for (const n of samples) expect(countText(n)).toBe(intl.format(n))
    expect(countText(1234.5)).toBe('1,234.5')
  })

  it('writes a count with its noun, one or many', () => {
    expect(countWords(1, 'row', 'rows')).toBe('1 row')
    expect(countWords(0, 'row', 'rows')).toBe('0 rows')
    expect(countWords(1204, 'row', 'rows')).toBe('1,204 rows')
  })

  it('builds each format once', () => {
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(
      numberFormat({ maximumFractionDigits: 1 }),
    )
    expect(numberFormat()).not.toBe(numberFormat({ maximumFractionDigits: 1 }))
  })
})

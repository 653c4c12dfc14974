import { describe, expect, it } from 'vitest'
import { amountIn, sizeUnit, sizeWords } from './byte-size'

const MB = 1024 * 1024

describe('sizeWords', () => {
  it('reads bytes as people do', () => {
    expect(sizeWords(812)).toBe('812 bytes')
    expect(sizeWords(364_544)).toBe('356 KB')
    expect(sizeWords(5.2 * 1024 * 1024)).toBe('5.2 MB')
  })

  it('says bytes under a kilobyte, grouped as in English', () => {
    expect(sizeWords(0)).toBe('0 bytes')
    expect(sizeWords(812)).toBe('812 bytes')
    expect(sizeWords(1023)).toBe('1,023 bytes')
  })

  it('says whole kilobytes under a megabyte, rounded to the nearest', () => {
    expect(sizeWords(1024)).toBe('1 KB')
    expect(sizeWords(364_544)).toBe('356 KB')
    expect(sizeWords(340 * 1024 + 200)).toBe('340 KB')
    expect(sizeWords(340 * 1024 + 512)).toBe('341 KB')
    expect(sizeWords(MB - 1)).toBe('1,024 KB')
  })

  it('says megabytes with one decimal, rounded to the nearest', () => {
    expect(sizeWords(5.2 * MB)).toBe('5.2 MB')
    expect(sizeWords(3.1 * MB + 1000)).toBe('3.1 MB')
    expect(sizeWords(4 * MB + 1)).toBe('4.0 MB')
    expect(sizeWords(1234.56 * MB)).toBe('1,234.6 MB')
  })

  it('says a whole number of megabytes without a decimal, as a limit is said', () => {
    expect(sizeWords(MB)).toBe('1 MB')
    expect(sizeWords(16 * MB)).toBe('16 MB')
  })
})

describe('sizeUnit and amountIn', () => {
  it('pick the unit by size and give the amount in any unit', () => {
    expect([812, 2048, 3 * MB].map(sizeUnit)).toEqual(['bytes', 'KB', 'MB'])
    expect(amountIn(120 * 1024, 'KB')).toBe('120')
    expect(amountIn(4 * MB, 'MB')).toBe('4.0')
    expect(amountIn(0.25 * MB, 'MB')).toBe('0.3')
    expect(amountIn(5000, 'bytes')).toBe('5,000')
  })
})

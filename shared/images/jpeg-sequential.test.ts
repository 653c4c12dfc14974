/**
 * The sequential-scan loop on hand-made bit strings: each way a block can end
 * (end-of-block code, 63rd coefficient, a run of sixteen zeros), each way it
 * can go wrong, and windows whose looked-up symbols straddle the end of a
 * block, including the first window of a block (its DC code and AC symbols).
 */
import { describe, expect, it } from 'vitest'
import { HuffmanSlot } from './jpeg-huffman'
import { acStepTable, blockStartTable, sequentialInterval } from './jpeg-sequential'

/** DC: one 1-bit code "0" for category 0. AC: "00" end of block, "01" one coefficient of 1 bit, "100" sixteen zeros, "101" 14 zeros then one coefficient. */
function table(counts: number[], symbols: number[], isDc: boolean): Uint16Array {
  const slot = new HuffmanSlot()
  slot.define(
    Uint8Array.from([0, ...counts, ...Array(16 - counts.length).fill(0)]),
    Uint8Array.from(symbols),
  )
  const t = slot.lookup(isDc)
  if (typeof t === 'string') throw new Error(t)
  return t
}
const DC = table([1], [0x00], true)
const AC = table([0, 2, 2], [0x00, 0x01, 0xf0, 0xe1], false)

const DC_ZERO = '0'
const EOB = '00'
const ONE = '011' // one coefficient, magnitude bit 1
const ZRL = '100'
const RUN14 = '1011'

/** Runs the loop over `bits` (blocks of one component); returns the bits consumed, or the error. */
function walk(bits: string, blocks: number, ac = AC): number | string {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8) + 8)
  for (let i = 0; i < bits.length; i++) if (bits[i] === '1') bytes[i >> 3]! |= 0x80 >> (i & 7)
  try {
    return sequentialInterval(
      new DataView(bytes.buffer),
      0,
      bits.length,
      [DC],
      [ac],
      [blockStartTable(DC, ac)],
      [acStepTable(ac)],
      Int32Array.of(0),
      blocks,
    )
  } catch (e) {
    return (e as Error).message
  }
}

const block = (...parts: string[]) => DC_ZERO + parts.join('')

describe('sequentialInterval', () => {
  it('a block ended by its end-of-block code', () => {
    const bits = block(ONE, ONE, EOB) + block(EOB)
    expect(walk(bits, 2)).toBe(bits.length)
  })

  it('a block whose 63rd coefficient ends it, with no end-of-block code, then the next block', () => {
    for (const next of [block(EOB), block(ONE, EOB), block(ONE.repeat(63))]) {
      const bits = block(ONE.repeat(63)) + next
      expect(walk(bits, 2)).toBe(bits.length)
    }
  })

  it('sixteen zeros that end the block exactly', () => {
    const bits = block(ONE.repeat(47), ZRL) + block(EOB)
    expect(walk(bits, 2)).toBe(bits.length)
  })

  it('an end-of-block code after the 62nd coefficient', () => {
    const bits = block(ONE.repeat(62), EOB) + block(EOB)
    expect(walk(bits, 2)).toBe(bits.length)
  })

  it('a coefficient past the 63rd', () => {
    expect(walk(block(ONE.repeat(62), RUN14), 1)).toBe('a coefficient index is out of range')
    expect(walk(block(ONE.repeat(48), ZRL, EOB), 1)).toBe('a coefficient index is out of range')
    expect(walk(block(ONE.repeat(49), RUN14, EOB), 1)).toBe('a coefficient index is out of range')
  })

  it('data that runs out, and a code that does not exist', () => {
    expect(walk(block(ONE, EOB), 2)).toBe('its image data runs out')
    expect(walk(block('11'), 1)).toBe('invalid Huffman code')
  })

  describe('with a one-bit code for sixteen zeros, so that one window spans more than a block', () => {
    /** "0" sixteen zeros, "10" end of block, "110" 14 zeros then one coefficient of 1 bit. */
    const AC_ZRL = table([1, 1, 1], [0xf0, 0x00, 0xe1], false)
    const Z = '0'
    const END_OF_BLOCK = '10'
    const RUN14_ONE = '1101'

    it('a block ended by its 63rd coefficient inside its first window, then the next block', () => {
      const bits = block(Z, Z, Z, RUN14_ONE) + block(END_OF_BLOCK) + block(Z, END_OF_BLOCK)
      expect(walk(bits, 3, AC_ZRL)).toBe(bits.length)
    })

    it('sixteen zeros past the 63rd coefficient, in the first window or a later one', () => {
      expect(walk(block(Z, Z, Z, Z), 1, AC_ZRL)).toBe('a coefficient index is out of range')
      const later = block(RUN14_ONE, RUN14_ONE, RUN14_ONE, Z, Z, END_OF_BLOCK)
      expect(walk(later, 1, AC_ZRL)).toBe('a coefficient index is out of range')
    })
  })
})

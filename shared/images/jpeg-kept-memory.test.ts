/**
 * The deep JPEG check keeps its buffer, Huffman slots and the tables derived
 * from them from one file to the next (jpeg.ts, jpeg-sequential.ts): nothing
 * a file left there may change the next one's verdict.
 */
import { describe, expect, it } from 'vitest'
import { writeJpeg } from '@test-support/images-jpeg'
import { makePhotoJpeg } from '@test-support/images-photo'
import { HuffmanSlot } from './jpeg-huffman'
import { inspectImage } from './precheck'

/** The file with only its first DHT segment (the DC table): its scan then uses an AC table it never defines. */
function withoutAcTable(b: Uint8Array): Uint8Array {
  const kept: number[] = [0xff, 0xd8]
  let p = 2
  let tables = 0
  while (p + 4 <= b.length && b[p] === 0xff && b[p + 1] !== 0xda) {
    const end = p + 2 + ((b[p + 2]! << 8) | b[p + 3]!)
    if (b[p + 1] !== 0xc4 || tables++ === 0) kept.push(...b.subarray(p, end))
    p = end
  }
  return Uint8Array.from([...kept, ...b.subarray(p)])
}

describe('deep JPEG check, file after file', () => {
  it('does not use the Huffman tables of the file checked before', () => {
    const valid = writeJpeg(200, 150)
    expect(inspectImage(valid).ok).toBe(true)
    const verdict = inspectImage(withoutAcTable(valid))
    expect(verdict).toMatchObject({ ok: false, message: expect.stringMatching(/table/i) })
  })

  it('finds a cut-off file after a larger complete one, whose data is still in the buffer', () => {
    const large = writeJpeg(640, 480)
    const small = writeJpeg(320, 240)
    expect(inspectImage(large).ok).toBe(true)
    expect(inspectImage(small.slice(0, small.length - 200))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/incomplete/),
    })
    expect(inspectImage(small).ok).toBe(true)
  })

  it('decodes a file with the codes it defines, not those of the file before', () => {
    const photo = makePhotoJpeg(64, 48)
    expect(inspectImage(photo).ok).toBe(true)
    // The same file with two symbols of its first AC table swapped: its data no longer decodes.
    const swapped = photo.slice()
    const dht = acTableSymbols(swapped)
    ;[swapped[dht]!, swapped[dht + 1]!] = [swapped[dht + 1]!, swapped[dht]!]
    expect(inspectImage(swapped)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/damaged/),
    })
    expect(inspectImage(photo).ok).toBe(true)
  })

  it('a slot defined again with the same code keeps its version; another code changes it', () => {
    const slot = new HuffmanSlot()
    const counts = Uint8Array.of(0, 0, 2, 1, ...Array(13).fill(0))
    slot.define(counts, Uint8Array.of(1, 2, 3))
    const version = slot.version
    slot.clear()
    slot.define(counts, Uint8Array.of(1, 2, 3))
    expect([slot.defined, slot.version]).toEqual([true, version])
    slot.define(counts, Uint8Array.of(1, 3, 2))
    expect(slot.version).not.toBe(version)
  })
})

/** The offset of the first symbol of the file's first AC Huffman table (class 1 in a DHT segment). */
function acTableSymbols(b: Uint8Array): number {
  for (let p = 2; p + 4 <= b.length && b[p] === 0xff; p += 2 + ((b[p + 2]! << 8) | b[p + 3]!)) {
    if (b[p + 1] !== 0xc4) continue
    for (let q = p + 4; q < p + 2 + ((b[p + 2]! << 8) | b[p + 3]!);) {
      let total = 0
      for (let i = 1; i <= 16; i++) total += b[q + i]!
      if (b[q]! >> 4 === 1) return q + 17
      q += 17 + total
    }
  }
  throw new Error('no AC Huffman table')
}

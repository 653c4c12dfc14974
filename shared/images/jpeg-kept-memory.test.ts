/**
 * The deep JPEG check keeps its buffer and Huffman slots from one file to the
 * next (jpeg.ts): nothing a file left there may change the next one's verdict.
 */
import { describe, expect, it } from 'vitest'
import { writeJpeg } from '../../test-support/images-jpeg'
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
})

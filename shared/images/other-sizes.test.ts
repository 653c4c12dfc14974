import { describe, expect, it } from 'vitest'
import { otherFormatSize } from './other-sizes'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
const le16 = (n: number) => [n & 255, (n >> 8) & 255]
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255]
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255]
const riff = (fourcc: string, payload: number[]) =>
  bytes('RIFF', le32(4 + 8 + payload.length), 'WEBP', fourcc, le32(payload.length), payload)

describe('otherFormatSize', () => {
  it('reads an extended WebP canvas (VP8X), up to 16384×16384', () => {
    const payload = [0x10, 0, 0, 0, ...le24(16383), ...le24(16383), 0, 0]
    expect(otherFormatSize(riff('VP8X', payload))).toEqual({ width: 16384, height: 16384 })
  })

  it('reads a lossless WebP (VP8L)', () => {
    // 14 bits of width - 1, then 14 of height - 1.
    const bits = (600 - 1) | ((450 - 1) << 14)
    expect(otherFormatSize(riff('VP8L', [0x2f, ...le32(bits), 0, 0, 0, 0, 0]))).toEqual({
      width: 600,
      height: 450,
    })
  })

  it('reads a lossy WebP (VP8), its scale bits left out', () => {
    const payload = [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1920 | 0x4000), ...le16(1080), 0, 0]
    expect(otherFormatSize(riff('VP8 ', payload))).toEqual({ width: 1920, height: 1080 })
  })

  it('reads a BMP, bottom-up or top-down, and the old core header', () => {
    const info = (w: number, h: number) =>
      bytes('BM', le32(0), le32(0), le32(54), le32(40), le32(w), le32(h), [0, 0, 0, 0])
    expect(otherFormatSize(info(640, 480))).toEqual({ width: 640, height: 480 })
    expect(otherFormatSize(info(640, -480))).toEqual({ width: 640, height: 480 })
    const core = bytes(
      'BM',
      le32(0),
      le32(0),
      le32(26),
      le32(12),
      le16(320),
      le16(200),
      [0, 0, 0, 0],
    )
    expect(otherFormatSize(core)).toEqual({ width: 320, height: 200 })
  })

  it('reads an AVIF from its image spatial extents (ispe)', () => {
    const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
    const avif = bytes(
      '\0\0\0\x1cftypavif',
      new Array(16).fill(0),
      be32(20),
      'ispe',
      [0, 0, 0, 0],
      be32(4032),
      be32(3024),
    )
    expect(otherFormatSize(avif)).toEqual({ width: 4032, height: 3024 })
  })

  it('gives no size for anything else, or a header cut short', () => {
    expect(otherFormatSize(bytes('\0\0\0\x1cftypavif', new Array(30).fill(0)))).toBeNull()
    expect(otherFormatSize(riff('VP8X', [0, 0]).subarray(0, 20))).toBeNull()
    expect(otherFormatSize(bytes('BM', [1, 2, 3]))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { makeJpeg, splice, truncate } from '@test-support/images'
import { jpegOrientation, orientedSize } from './exif-orientation'

/** An APP1 Exif segment whose IFD0 holds `entries` ([tag, type, value]), in either byte order. */
function exifSegment(order: 'II' | 'MM', entries: [number, number, number][]): number[] {
  const u16 = (n: number) => (order === 'II' ? [n & 255, n >> 8] : [n >> 8, n & 255])
  const u32 = (n: number) =>
    order === 'II' ? [...u16(n & 0xffff), ...u16(n >>> 16)] : [...u16(n >>> 16), ...u16(n & 0xffff)]
  const tiff = [
    ...[...order].map((c) => c.charCodeAt(0)),
    ...u16(42),
    ...u32(8),
    ...u16(entries.length),
    ...entries.flatMap(([tag, type, value]) => [
      ...u16(tag),
      ...u16(type),
      ...u32(1),
      ...u16(value),
      0,
      0,
    ]),
    ...u32(0),
  ]
  const body = [...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat(tiff)
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body]
}

const APP0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
const jpeg = makeJpeg(40, 30)
const withSegments = (...segments: number[][]) => splice(jpeg, 2, 0, segments.flat())

describe('jpegOrientation', () => {
  it.each(['II', 'MM'] as const)('reads every orientation, %s byte order', (order) => {
    for (let o = 1; o <= 8; o++) {
      const file = withSegments(
        APP0,
        exifSegment(order, [
          [0x010f, 2, 0],
          [0x0112, 3, o],
        ]),
      )
      expect(jpegOrientation(file)).toBe(o)
    }
  })

  it('is 1 without EXIF, without the tag, or with a value out of range', () => {
    expect(jpegOrientation(jpeg)).toBe(1)
    expect(jpegOrientation(withSegments(exifSegment('II', [[0x010f, 2, 6]])))).toBe(1)
    expect(jpegOrientation(withSegments(exifSegment('MM', [[0x0112, 3, 9]])))).toBe(1)
    expect(jpegOrientation(withSegments(exifSegment('MM', [[0x0112, 4, 6]])))).toBe(1)
  })

  it('is 1 for anything it cannot read, and never throws', () => {
    const file = withSegments(APP0, exifSegment('II', [[0x0112, 3, 6]]))
    expect(jpegOrientation(file)).toBe(6)
    for (let n = 0; n < 60; n++) expect(jpegOrientation(truncate(file, n))).toBeOneOf([1, 6])
    expect(jpegOrientation(truncate(file, 40))).toBe(1) // cut before its IFD entries
    expect(jpegOrientation(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBe(1)
    // A tag after the frame header is not EXIF of this image.
    const late = splice(jpeg, jpeg.length - 2, 0, exifSegment('II', [[0x0112, 3, 6]]))
    expect(jpegOrientation(late)).toBe(1)
  })

  it('reads from the first bytes alone', () => {
    const file = withSegments(exifSegment('MM', [[0x0112, 3, 8]]))
    expect(jpegOrientation(file.subarray(0, 64))).toBe(8)
  })
})

describe('orientedSize', () => {
  it('orientations 5–8 swap width and height', () => {
    for (const o of [1, 2, 3, 4] as const)
      expect(orientedSize(4000, 3000, o)).toEqual({ width: 4000, height: 3000 })
    for (const o of [5, 6, 7, 8] as const)
      expect(orientedSize(4000, 3000, o)).toEqual({ width: 3000, height: 4000 })
  })
})

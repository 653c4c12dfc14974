/**
 * The instant verdict from a file's first 64 KiB and its length: each rule
 * just failed and just passed, per target.
 */
import { describe, expect, it } from 'vitest'
import { fixPngCrcs, makeGif, makeJpeg, makePng, splice, truncate } from '@test-support/images'
import {
  IMAGE_RULES,
  MAX_IMAGE_BYTES,
  precheckHeader,
  type ImageFormat,
  type ImageTarget,
} from './precheck'

const FIRST = 64 * 1024
const TARGETS = Object.keys(IMAGE_RULES) as ImageTarget[]
const make = { png: makePng, jpeg: makeJpeg, gif: makeGif }
const NAME = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF' }

/** The verdict as the UI asks for it: the first 64 KiB, and the file's length. */
const header = (file: Uint8Array, target: ImageTarget, length = file.length) =>
  precheckHeader(file.subarray(0, FIRST), length, target)

describe.each(TARGETS)('%s', (target) => {
  const rule = IMAGE_RULES[target]
  const { minWidth: w, minHeight: h, noun } = rule

  it.each(['png', 'jpeg', 'gif'] as ImageFormat[])('type: %s', (format) => {
    const file = make[format](w, h)
    const verdict = header(file, target)
    if (rule.formats.includes(format))
      expect(verdict).toEqual({
        ok: true,
        info: { format, width: w, height: h, byteLength: file.length },
      })
    else
      expect(verdict).toMatchObject({
        ok: false,
        reason: 'type',
        message: `This is a ${NAME[format]} image: ${noun} must be ${rule.formats.includes('gif') ? 'JPEG, PNG or GIF' : 'JPEG or PNG'}`,
      })
  })

  it.each(rule.formats)('minimum dimensions: %s', (format) => {
    const at = (width: number, height: number) => header(make[format](width, height), target)
    expect(at(w, h)).toMatchObject({ ok: true, info: { width: w, height: h } })
    expect(at(w + 1, h + 1)).toMatchObject({ ok: true })
    for (const [width, height] of [
      [w - 1, h],
      [w, h - 1],
    ] as const) {
      expect(at(width, height)).toMatchObject({
        ok: false,
        reason: 'dimensions',
        message: `${NAME[format]} ${width}×${height} px: ${noun} must be at least ${w}×${h} px`,
        info: { format, width, height },
      })
    }
  })

  it('size: 4 MiB exactly passes, one byte more is refused, from the length alone', () => {
    const file = makeJpeg(w, h)
    expect(header(file, target, MAX_IMAGE_BYTES)).toEqual({
      ok: true,
      info: { format: 'jpeg', width: w, height: h, byteLength: MAX_IMAGE_BYTES },
    })
    expect(header(file, target, MAX_IMAGE_BYTES + 1)).toEqual({
      ok: false,
      reason: 'size',
      message: 'File is 4,194,305 bytes: images must be at most 4 MB (4,194,304 bytes)',
      info: { format: 'jpeg', byteLength: MAX_IMAGE_BYTES + 1 },
    })
  })
})

/** A JPEG with `n` bytes of APP2 metadata (ICC-profile-like) between its start marker and the rest. */
function withMetadata(jpeg: Uint8Array, n: number): Uint8Array {
  const segments: number[] = []
  for (let left = n; left > 0;) {
    const body = Math.min(left, 65533)
    segments.push(0xff, 0xe2, (body + 2) >> 8, (body + 2) & 255, ...new Array<number>(body).fill(0))
    left -= body
  }
  return splice(jpeg, 2, 0, segments)
}

describe('what the first bytes cannot tell', () => {
  it('a JPEG whose frame header comes after 64 KiB of metadata: dimensions pending, not refused', () => {
    const file = withMetadata(makeJpeg(100, 100), 100_000)
    expect(header(file, 'speaker-picture')).toEqual({
      ok: true,
      info: { format: 'jpeg', byteLength: file.length },
      pending:
        'JPEG image: its dimensions come after the first 65,536 bytes; the full check will tell',
    })
    // Given the whole file, the header answers.
    expect(precheckHeader(file, file.length, 'speaker-picture')).toMatchObject({
      ok: true,
      info: { width: 100, height: 100 },
    })
  })

  it('a file that really ends before its frame header is refused as incomplete', () => {
    const cut = truncate(withMetadata(makeJpeg(100, 100), 1000), 600)
    expect(precheckHeader(cut, cut.length, 'speaker-picture')).toMatchObject({
      ok: false,
      reason: 'corrupt',
      message: expect.stringMatching(/^JPEG image is incomplete: the file ends inside its APP2/),
    })
  })

  it('a damaged header is refused from the first bytes', () => {
    const png = makePng(100, 100)
    const bad = png.slice()
    bad[29] = bad[29]! ^ 1 // IHDR checksum
    expect(header(bad, 'speaker-picture')).toMatchObject({ ok: false, reason: 'corrupt' })
  })

  it('a very large image passes the header with a warning', () => {
    const png = makePng(16, 16)
    png.set([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20], 16) // 20000×20000
    expect(header(fixPngCrcs(png), 'sponsor-cover', 3_000_000)).toEqual({
      ok: true,
      info: { format: 'png', width: 20000, height: 20000, byteLength: 3_000_000 },
      warnings: [
        'PNG 20,000×20,000 px (400 megapixels): very large; it is valid, but may be slow to display',
      ],
    })
  })
})

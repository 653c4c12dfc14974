import { describe, expect, it } from 'vitest'
import { makeGif, makeJpeg, makePng, padToSize, truncate } from '@test-support/images'
import { instantVerdict as verdictOf } from './instant-verdict'

const instantVerdict = (bytes: Uint8Array, target: Parameters<typeof verdictOf>[1]) =>
  verdictOf(bytes.subarray(0, 64 * 1024), target, bytes.length)

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

describe('instantVerdict', () => {
  it('passes a picture that meets the rules, with its type, size and dimensions', () => {
    const v = instantVerdict(makeJpeg(80, 80), 'speaker-picture')
    expect(v.state).toBe('ok')
    expect(v.summary).toMatch(/^JPEG · 80×80 px · [\d,]+ (bytes|KB)$/)
  })
  it('refuses one pixel under the minimum, saying what is needed', () => {
    const v = instantVerdict(makePng(319, 160), 'sponsor-logo')
    expect(v).toMatchObject({
      state: 'refuse',
      message: 'PNG 319×160 px: sponsor logos must be at least 320×160 px',
    })
    expect(instantVerdict(makePng(320, 160), 'sponsor-logo').state).toBe('ok')
  })
  it('takes a GIF only as a cover, and offers to convert it for a logo', () => {
    expect(instantVerdict(makeGif(1080, 360), 'sponsor-cover').state).toBe('ok')
    expect(instantVerdict(makeGif(1080, 360), 'sponsor-logo').state).toBe('convert')
  })
  it('offers to convert an oversized JPEG, from its first bytes', () => {
    const big = padToSize(makeJpeg(200, 150), 4 * 1024 * 1024 + 1)
    const v = instantVerdict(big, 'speaker-picture')
    expect(v.state).toBe('convert')
    // Its header lies past the first 64 KiB (a large comment): the size alone decides.
    expect(v.summary).toBe('JPEG · 4.0 MB')
    expect(v.message).toMatch(/images must be at most 4 MB.*Convert and fit/)
  })
  it('names HEIC and says what to do, without offering a conversion', () => {
    const heic = ascii('\0\0\0\x18ftypheic\0\0\0\0mif1heic')
    const v = instantVerdict(heic, 'speaker-picture')
    expect(v.state).toBe('refuse')
    // The precheck words the refusal; the zone adds what to do about it.
    expect(v.message).toMatch(/HEIC.*speaker pictures must be JPEG or PNG; export it as JPEG/)
  })
  it('offers WebP a conversion', () => {
    const webp = ascii('RIFF\x20\0\0\0WEBPVP8 \x14\0\0\0')
    expect(instantVerdict(webp, 'speaker-picture')).toMatchObject({
      state: 'convert',
      formatName: 'WebP',
    })
  })
  it('refuses a header cut short', () => {
    expect(instantVerdict(truncate(makePng(100, 100), 20), 'speaker-picture').state).toBe('refuse')
  })
})

import { describe, expect, it } from 'vitest'
import { makeGif, makeImage, makeJpeg, makePng, padToSize, truncate } from '@test-support/images'
import { fixPngCrcs } from '@test-support/images-png'
import {
  IMAGE_RULES,
  MAX_IMAGE_BYTES,
  inspectImage,
  precheckImage,
  type ImageTarget,
} from './precheck'

const TARGETS: ImageTarget[] = ['speaker-picture', 'sponsor-logo', 'sponsor-cover']

describe('rules per target', () => {
  it('publishes the API limits', () => {
    expect(MAX_IMAGE_BYTES).toBe(4_194_304)
    expect(IMAGE_RULES['speaker-picture']).toMatchObject({
      formats: ['jpeg', 'png'],
      minWidth: 80,
      minHeight: 80,
    })
    expect(IMAGE_RULES['sponsor-logo']).toMatchObject({
      formats: ['jpeg', 'png'],
      minWidth: 320,
      minHeight: 160,
    })
    expect(IMAGE_RULES['sponsor-cover']).toMatchObject({
      formats: ['jpeg', 'png', 'gif'],
      minWidth: 1080,
      minHeight: 360,
    })
  })

  it.each([
    [
      'speaker-picture',
      'png',
      80,
      80,
      'PNG 79×80 px: speaker pictures must be at least 80×80 px',
      'PNG 80×79 px: speaker pictures must be at least 80×80 px',
    ],
    [
      'sponsor-logo',
      'jpeg',
      320,
      160,
      'JPEG 319×160 px: sponsor logos must be at least 320×160 px',
      'JPEG 320×159 px: sponsor logos must be at least 320×160 px',
    ],
    [
      'sponsor-cover',
      'gif',
      1080,
      360,
      'GIF 1079×360 px: sponsor covers must be at least 1080×360 px',
      'GIF 1080×359 px: sponsor covers must be at least 1080×360 px',
    ],
  ] as const)(
    '%s: %s at the minimum passes, one pixel less fails',
    (target, format, w, h, narrow, low) => {
      const ok = makeImage(format, w, h)
      expect(precheckImage(ok, target)).toEqual({
        ok: true,
        info: { format, width: w, height: h, byteLength: ok.length },
      })
      expect(precheckImage(makeImage(format, w - 1, h), target)).toMatchObject({
        ok: false,
        reason: 'dimensions',
        message: narrow,
        info: { width: w - 1 },
      })
      expect(precheckImage(makeImage(format, w, h - 1), target)).toMatchObject({
        ok: false,
        reason: 'dimensions',
        message: low,
      })
    },
  )

  it('the documented example message', () => {
    expect(precheckImage(makePng(64, 64), 'speaker-picture')).toMatchObject({
      reason: 'dimensions',
      message: 'PNG 64×64 px: speaker pictures must be at least 80×80 px',
    })
  })

  it('GIF is a type rejection for speaker pictures and logos, accepted for covers', () => {
    const gif = makeGif(1200, 400)
    expect(precheckImage(gif, 'speaker-picture')).toEqual({
      ok: false,
      reason: 'type',
      message: 'This is a GIF image: speaker pictures must be JPEG or PNG',
      info: { format: 'gif', byteLength: gif.length },
    })
    expect(precheckImage(gif, 'sponsor-logo')).toMatchObject({
      reason: 'type',
      message: 'This is a GIF image: sponsor logos must be JPEG or PNG',
    })
    expect(precheckImage(gif, 'sponsor-cover')).toMatchObject({
      ok: true,
      info: { format: 'gif', width: 1200, height: 400 },
    })
  })

  it('size: over 4 MiB is rejected whatever the content, 4 MiB exactly is fine', () => {
    const png = makePng(400, 400)
    expect(precheckImage(padToSize(png, MAX_IMAGE_BYTES), 'sponsor-logo')).toMatchObject({
      ok: true,
    })
    expect(precheckImage(padToSize(png, MAX_IMAGE_BYTES + 1), 'sponsor-logo')).toEqual({
      ok: false,
      reason: 'size',
      message: 'File is 4,194,305 bytes: images must be at most 4 MB (4,194,304 bytes)',
      info: { format: 'png', byteLength: MAX_IMAGE_BYTES + 1 },
    })
    const big = padToSize(makeJpeg(100, 100), Math.round(5.2 * 1024 * 1024))
    expect(precheckImage(big, 'speaker-picture')).toMatchObject({
      reason: 'size',
      message: 'File is 5.2 MB: images must be at most 4 MB (4,194,304 bytes)',
    })
  })

  it('deep=false answers from the header; deep=true (the default) proves the pixels', () => {
    const cut = truncate(makePng(200, 200), -100)
    expect(precheckImage(cut, 'speaker-picture', { deep: false })).toMatchObject({
      ok: true,
      info: { width: 200 },
    })
    expect(precheckImage(cut, 'speaker-picture')).toMatchObject({
      ok: false,
      reason: 'corrupt',
      info: { format: 'png', width: 200, height: 200 },
    })
    expect(precheckImage(cut, 'speaker-picture', { deep: true }).ok).toBe(false)
  })

  it('a header-level problem is found by the quick check too', () => {
    const r = precheckImage(truncate(makeJpeg(100, 100), 10), 'speaker-picture', { deep: false })
    expect(r).toMatchObject({ ok: false, reason: 'corrupt', info: { format: 'jpeg' } })
  })
})

describe('robustness', () => {
  it('headers claiming more than 100 megapixels: a warning, not a refusal, and the data still counts', () => {
    const png = makePng(16, 16)
    const huge = png.slice()
    huge.set([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20], 16) // 20000×20000
    const fixed = fixPngCrcs(huge)
    expect(inspectImage(fixed, { deep: false })).toEqual({
      ok: true,
      info: { format: 'png', width: 20000, height: 20000, byteLength: fixed.length },
      warnings: [
        'PNG 20,000×20,000 px (400 megapixels): very large; it is valid, but may be slow to display',
      ],
    })
    // Deep: here the data is far too short for the header (a valid one is in large-image.test.ts).
    expect(inspectImage(fixed)).toMatchObject({
      ok: false,
      reason: 'corrupt',
      message: expect.stringMatching(
        /^PNG image is incomplete: its \d+ bytes of image data are far too few for 20000×20000 px/,
      ),
    })
  })

  it('no warning up to 100 megapixels', () => {
    const png = makePng(16, 16)
    png.set([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10], 16) // 10000×10000
    expect(inspectImage(fixPngCrcs(png), { deep: false })).not.toHaveProperty('warnings')
  })

  it('never throws on damaged variants of valid files', () => {
    const samples = [
      makePng(40, 30, { interlace: true }),
      makePng(40, 30, { colorType: 3, bitDepth: 4 }),
      makeJpeg(40, 30),
      makeJpeg(40, 30, { progressive: true, restartInterval: 3 }),
      makeGif(40, 30, { frames: 2 }),
    ]
    let seed = 12345
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed % n
    }
    let rejected = 0
    for (const sample of samples) {
      for (let i = 0; i < 200; i++) {
        let b = sample.slice()
        const kind = rand(3)
        if (kind === 0) b = b.subarray(0, rand(b.length))
        else for (let k = 0; k <= rand(4); k++) b[rand(b.length)] = rand(256)
        if (kind === 2)
          b = Uint8Array.from([
            ...b.subarray(0, 20),
            ...Array.from({ length: rand(50) }, () => rand(256)),
            ...b.subarray(20),
          ])
        for (const target of TARGETS) {
          const r = precheckImage(b, target)
          expect(typeof r.ok).toBe('boolean')
          if (!r.ok) expect(r.message.length).toBeGreaterThan(10)
        }
        if (!inspectImage(b).ok) rejected++
      }
    }
    expect(rejected).toBeGreaterThan(500) // most mutations must be caught
  })

  it('random garbage of every length', () => {
    let seed = 99
    for (let n = 0; n < 400; n++) {
      const b = Uint8Array.from(
        { length: n },
        () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24,
      )
      for (const start of [
        [0xff, 0xd8],
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      ]) {
        const file = Uint8Array.from([...start, ...b])
        expect(inspectImage(file).ok).toBe(false)
        expect(precheckImage(file, 'sponsor-cover').ok).toBe(false)
      }
    }
  })
})

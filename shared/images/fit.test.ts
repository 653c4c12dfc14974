import { describe, expect, it } from 'vitest'
import {
  JPEG_QUALITIES,
  MAX_CANVAS_PIXELS,
  fitOutputNote,
  fitPlan,
  fitSizes,
  worthEncoding,
  type FitEncoding,
  type FitSource,
} from './fit'
import { IMAGE_RULES, MAX_IMAGE_BYTES, type ImageTarget } from './precheck'

const TARGETS = Object.keys(IMAGE_RULES) as ImageTarget[]
const photo = (over: Partial<FitSource> = {}): FitSource => ({
  width: 2000,
  height: 1500,
  format: 'jpeg',
  byteLength: 900_000,
  ...over,
})

describe('fitPlan: whether to convert', () => {
  it('a picture that meets the rules is uploaded as it is', () => {
    expect(fitPlan(photo(), 'speaker-picture')).toEqual({ convert: false })
    expect(fitPlan(photo({ format: 'gif' }), 'sponsor-cover')).toEqual({ convert: false })
    expect(fitPlan(photo({ byteLength: MAX_IMAGE_BYTES }), 'sponsor-logo')).toEqual({
      convert: false,
    })
  })

  it('a format the browser cannot decode is refused, named', () => {
    expect(fitPlan(photo({ format: 'heic' }), 'speaker-picture')).toEqual({
      convert: false,
      refused:
        'This is a HEIC image (iPhone photo format): speaker pictures must be JPEG or PNG; it cannot be converted here',
    })
    for (const format of ['tiff', 'svg'] as const)
      expect(fitPlan(photo({ format }), 'sponsor-logo')).toMatchObject({ convert: false })
  })

  it('a picture below the minimum is refused: converting cannot add detail', () => {
    expect(fitPlan(photo({ width: 79, height: 200 }), 'speaker-picture')).toEqual({
      convert: false,
      refused:
        'JPEG 79×200 px: speaker pictures must be at least 80×80 px, and converting cannot add detail',
    })
    expect(
      fitPlan(photo({ format: 'webp', width: 1080, height: 359 }), 'sponsor-cover'),
    ).toMatchObject({ convert: false, refused: expect.stringMatching(/^WebP 1080×359 px/) })
  })

  it('WebP, AVIF and BMP are converted to JPEG at their own size first', () => {
    for (const format of ['webp', 'avif', 'bmp'] as const) {
      const plan = fitPlan(photo({ format }), 'speaker-picture')
      expect(plan).toMatchObject({ convert: true, output: 'jpeg' })
      if (!plan.convert) continue
      expect(plan.reasons).toEqual([
        expect.stringMatching(/^This is an? .*: speaker pictures must be JPEG or PNG$/),
      ])
      expect(plan.encodings.slice(0, 4)).toEqual([
        { type: 'image/jpeg', width: 2000, height: 1500, quality: 0.92 },
        { type: 'image/jpeg', width: 2000, height: 1500, quality: 0.85 },
        { type: 'image/jpeg', width: 2000, height: 1500, quality: 0.75 },
        { type: 'image/jpeg', width: 1800, height: 1350, quality: 0.92 },
      ])
    }
  })

  it('a GIF for a speaker picture becomes JPEG, or PNG when it has transparency', () => {
    expect(fitPlan(photo({ format: 'gif' }), 'speaker-picture')).toMatchObject({
      convert: true,
      reasons: ['This is a GIF image: speaker pictures must be JPEG or PNG'],
      output: 'jpeg',
    })
    const plan = fitPlan(photo({ format: 'gif', transparency: true }), 'speaker-picture')
    expect(plan).toMatchObject({ convert: true, output: 'png' })
    if (plan.convert) {
      expect(plan.encodings[0]).toEqual({ type: 'image/png', width: 2000, height: 1500 })
      expect(plan.encodings.every((e) => e.type === 'image/png' && e.quality === undefined)).toBe(
        true,
      )
    }
  })

  it('an oversized JPEG keeps its size while lowering the quality can make it fit', () => {
    const plan = fitPlan(
      photo({ width: 6000, height: 4000, byteLength: 6 * 1024 * 1024 }),
      'speaker-picture',
    )
    expect(plan).toMatchObject({
      convert: true,
      reasons: ['File is 6.0 MB: images must be at most 4 MB (4,194,304 bytes)'],
      output: 'jpeg',
    })
    if (plan.convert)
      expect(plan.encodings[0]).toEqual({
        type: 'image/jpeg',
        width: 6000,
        height: 4000,
        quality: 0.92,
      })
  })

  it('a huge source starts where it can fit: within a canvas, sizes that surely cannot fit skipped', () => {
    const plan = fitPlan(
      photo({ format: 'webp', width: 20000, height: 20000, byteLength: 3_000_000 }),
      'sponsor-cover',
    )
    if (!plan.convert) throw new Error('expected a conversion')
    const first = plan.encodings[0]!
    expect(first.width * first.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS)
    // At the lowest quality's estimate (0.24 bytes a pixel), no more than twice the budget.
    expect(first.width * first.height * 0.24).toBeLessThanOrEqual(2 * MAX_IMAGE_BYTES)
    expect(plan.encodings.at(-1)).toMatchObject({ width: 1080, height: 1080 })
  })
})

describe('fitSizes', () => {
  it('every size keeps the aspect ratio, never grows, never goes below the minimum, and ends at it', () => {
    let seed = 5
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed % n
    }
    for (let i = 0; i < 90; i++) {
      const target = TARGETS[i % TARGETS.length]!
      const { minWidth, minHeight } = IMAGE_RULES[target]
      const width = minWidth + rand(8000)
      const height = minHeight + rand(6000)
      const sizes = fitSizes(width, height, target)
      expect(sizes.length).toBeGreaterThan(0)
      for (const [k, s] of sizes.entries()) {
        expect(s.width).toBeGreaterThanOrEqual(minWidth)
        expect(s.height).toBeGreaterThanOrEqual(minHeight)
        expect(s.width).toBeLessThanOrEqual(width)
        expect(s.height).toBeLessThanOrEqual(height)
        // Within a pixel of the source's aspect ratio, except where a side is held at the minimum.
        if (s.width > minWidth && s.height > minHeight)
          expect(Math.abs(s.width * height - s.height * width)).toBeLessThanOrEqual(
            Math.max(width, height),
          )
        if (k > 0)
          expect(s.width * s.height).toBeLessThan(sizes[k - 1]!.width * sizes[k - 1]!.height)
      }
      const last = sizes.at(-1)!
      expect(last.width === minWidth || last.height === minHeight).toBe(true)
    }
  })

  it('a source at the minimum has one size, its own', () => {
    expect(fitSizes(80, 80, 'speaker-picture')).toEqual([{ width: 80, height: 80 }])
    expect(fitSizes(79, 80, 'speaker-picture')).toEqual([])
  })

  it('tries each size at every quality before a smaller one', () => {
    const plan = fitPlan(photo({ format: 'webp' }), 'speaker-picture')
    if (!plan.convert) throw new Error('expected a conversion')
    const qualities = plan.encodings.map((e) => e.quality)
    expect(qualities.slice(0, 6)).toEqual([...JPEG_QUALITIES, ...JPEG_QUALITIES])
  })
})

describe('Convert and fit keeps transparency', () => {
  it('a transparent picture becomes PNG for every target (all take PNG); an opaque one JPEG', () => {
    for (const target of TARGETS) {
      const source = photo({ format: 'webp', width: 2400, height: 1200 })
      expect(fitPlan({ ...source, transparency: true }, target)).toMatchObject({ output: 'png' })
      expect(fitPlan({ ...source, transparency: false }, target)).toMatchObject({ output: 'jpeg' })
      expect(fitPlan(source, target)).toMatchObject({ output: 'jpeg' })
    }
  })

  it('an oversized transparent PNG is shrunk as PNG, never below the minimum', () => {
    const source = photo({ format: 'png', width: 3000, height: 1500, byteLength: 9_000_000 })
    for (const target of TARGETS) {
      const plan = fitPlan({ ...source, transparency: true }, target)
      if (!plan.convert) throw new Error('expected a conversion')
      const rule = IMAGE_RULES[target]
      expect(plan.encodings.every((e) => e.type === 'image/png')).toBe(true)
      expect(plan.encodings[0]).toMatchObject({ width: 3000, height: 1500 })
      for (const e of plan.encodings) {
        expect(e.width).toBeGreaterThanOrEqual(rule.minWidth)
        expect(e.height).toBeGreaterThanOrEqual(rule.minHeight)
      }
      expect(plan.encodings.length).toBeGreaterThan(1)
    }
  })

  it('the after side names the format and says why', () => {
    expect(fitOutputNote('png')).toBe('PNG to keep transparency')
    expect(fitOutputNote('jpeg')).toMatch(/^JPEG: the picture has no transparency/)
  })
})

describe('worthEncoding: PNG sizes that cannot fit are skipped', () => {
  const png = (width: number, height: number): FitEncoding => ({ type: 'image/png', width, height })
  const jpeg: FitEncoding = { type: 'image/jpeg', width: 1000, height: 1000, quality: 0.85 }

  it('the first encoding and the last size are always tried', () => {
    expect(worthEncoding(png(4000, 4000), null, false)).toBe(true)
    const huge = { encoding: png(4000, 4000), bytes: 60 * MAX_IMAGE_BYTES }
    expect(worthEncoding(png(3000, 3000), huge, true)).toBe(true)
  })

  it('a size the last PNG says is far over 4 MiB is skipped; one near it is tried', () => {
    // 2 MiB a megapixel: 4 MP would be about 8 MiB, 2.25 MP about 4.5 MiB.
    const last = { encoding: png(1024, 1024), bytes: 2 * 1024 * 1024 }
    expect(worthEncoding(png(2048, 2048), last, false)).toBe(false)
    expect(worthEncoding(png(1536, 1536), last, false)).toBe(true)
  })

  it('JPEG steps are never skipped by it: their quality falls first', () => {
    const last = { encoding: jpeg, bytes: 40 * MAX_IMAGE_BYTES }
    expect(worthEncoding(jpeg, last, false)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  MAX_SCAN_PIXELS,
  STRIP_PIXELS,
  hasTransparentPixel,
  transparencyScan,
} from './transparency'

const rgba = (pixels: number, alphaAt?: { index: number; alpha: number }) => {
  const data = new Uint8ClampedArray(pixels * 4).fill(255)
  if (alphaAt) data[alphaAt.index * 4 + 3] = alphaAt.alpha
  return data
}

describe('hasTransparentPixel', () => {
  it('an opaque picture has none, whatever its colours', () => {
    const data = rgba(1000)
    for (let i = 0; i < data.length; i += 4) data[i] = i % 256
    expect(hasTransparentPixel(data)).toBe(false)
  })

  it('one pixel a little transparent is enough, at the start, middle or end', () => {
    for (const index of [0, 517, 999]) {
      expect(hasTransparentPixel(rgba(1000, { index, alpha: 254 }))).toBe(true)
      expect(hasTransparentPixel(rgba(1000, { index, alpha: 0 }))).toBe(true)
    }
  })

  it('reads only the alpha byte: a zero in a colour channel is not transparency', () => {
    const data = rgba(4)
    data[0] = 0
    data[5] = 0
    data[10] = 0
    expect(hasTransparentPixel(data)).toBe(false)
  })
})

describe('transparencyScan', () => {
  it('a picture within the budget is read at its own size, every row once', () => {
    const scan = transparencyScan(1600, 900)
    expect(scan).toMatchObject({ width: 1600, height: 900 })
    expect(scan.strips[0]!.y).toBe(0)
    let next = 0
    for (const strip of scan.strips) {
      expect(strip.y).toBe(next)
      expect(strip.height * scan.width).toBeLessThanOrEqual(STRIP_PIXELS)
      next += strip.height
    }
    expect(next).toBe(900)
  })

  it('a very large picture is read from a smaller drawing, shape kept, within the budget', () => {
    const scan = transparencyScan(20_000, 10_000)
    expect(scan.width * scan.height).toBeLessThanOrEqual(MAX_SCAN_PIXELS)
    expect(scan.width * scan.height).toBeGreaterThan(MAX_SCAN_PIXELS * 0.99)
    expect(Math.abs(scan.width / scan.height - 2)).toBeLessThan(0.01)
    expect(scan.strips.reduce((sum, s) => sum + s.height, 0)).toBe(scan.height)
  })

  it('a picture wider than a strip is still read a row at a time', () => {
    const scan = transparencyScan(2_000_000, 2)
    expect(scan.strips.every((s) => s.height === 1)).toBe(true)
  })
})

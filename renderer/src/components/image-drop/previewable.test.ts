import { describe, expect, it } from 'vitest'
import type { InstantVerdict } from './instant-verdict'
import { previewable, tooLargeToShow } from './previewable'

const file = (formatName: string, width?: number, height?: number) => {
  const verdict: InstantVerdict = {
    state: 'ok',
    summary: formatName,
    formatName,
    formatId: null,
    byteLength: 1000,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
  }
  return { verdict }
}

describe('previewable', () => {
  it('shows what a browser can show, up to 100 megapixels, once its size is known', () => {
    expect(previewable(file('JPEG', 10_000, 10_000))).toBe(true)
    expect(previewable(file('WebP', 16_384, 6_000))).toBe(true)
    expect(previewable(file('WebP', 16_384, 16_384))).toBe(false)
    expect(previewable(file('AVIF'))).toBe(false)
    expect(previewable(file('JPEG'))).toBe(false)
    expect(previewable(file('PNG', 10_001, 10_000))).toBe(false)
    expect(tooLargeToShow(file('PNG', 20_000, 20_000))).toBe(true)
  })

  it('gives a format a browser cannot show no preview, without calling it too large', () => {
    expect(previewable(file('HEIC', 4032, 3024))).toBe(false)
    expect(tooLargeToShow(file('HEIC', 4032, 3024))).toBe(false)
  })
})

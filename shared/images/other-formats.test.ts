/**
 * The type comes from the magic bytes: the formats people try are each named
 * in the refusal ("This is a HEIC image (iPhone photo format): …"), with
 * whether a browser decodes them, on headers made here byte by byte.
 */
import { describe, expect, it } from 'vitest'
import { makePng } from '@test-support/images'
import { OTHER_FORMATS, inspectImage, precheckHeader, precheckImage } from './precheck'

describe('type from magic bytes', () => {
  const text = (s: string) => new TextEncoder().encode(s)
  const zeros = (n: number) => new Array<number>(n).fill(0)
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...text(p)] : p)))

  it.each([
    ['WebP image', 'a WebP image', true, bytes('RIFF', [0, 1, 0, 0], 'WEBPVP8 ', zeros(30))],
    ['BMP image', 'a BMP image (Windows bitmap)', true, bytes('BM', zeros(60))],
    ['TIFF image', 'a TIFF image (scanner and print format)', false, bytes('II*', [0], zeros(20))],
    [
      'TIFF image',
      'a TIFF image (scanner and print format)',
      false,
      bytes('MM', [0, 42], zeros(20)),
    ],
    [
      'AVIF image',
      'an AVIF image',
      true,
      bytes([0, 0, 0, 0x20], 'ftypavif', zeros(4), 'avifmif1miaf'),
    ],
    ['AVIF image', 'an AVIF image', true, bytes([0, 0, 0, 0x1c], 'ftypmif1', zeros(4), 'mif1avif')],
    [
      'HEIC/HEIF image',
      'a HEIC image (iPhone photo format)',
      false,
      bytes([0, 0, 0, 0x18], 'ftypheic', zeros(4), 'mif1heic'),
    ],
    [
      'HEIC/HEIF image',
      'a HEIC image (iPhone photo format)',
      false,
      bytes([0, 0, 0, 0x18], 'ftypmif1', zeros(4), 'mif1heix'),
    ],
    [
      'SVG image',
      'an SVG image (a drawing, not a picture of pixels)',
      false,
      text('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"></svg>'),
    ],
    [
      'SVG image',
      'an SVG image (a drawing, not a picture of pixels)',
      false,
      text('\ufeff<?xml version="1.0"?>\n<!-- x -->\n<svg width="1" height="1"/>'),
    ],
    [
      'web page (HTML)',
      'a web page (HTML), not an image',
      false,
      text('<!DOCTYPE html><html><body>404</body></html>'),
    ],
    ['PDF document', 'a PDF document', false, text('%PDF-1.7\n')],
  ] as const)('%s: named, with whether a browser decodes it', (label, what, decodes, file) => {
    const detected = { label, description: what, browserDecodes: decodes }
    expect(precheckImage(file, 'speaker-picture')).toMatchObject({
      ok: false,
      reason: 'type',
      message: `This is ${what}: speaker pictures must be JPEG or PNG`,
      detected,
    })
    expect(precheckImage(file, 'sponsor-cover')).toMatchObject({
      reason: 'type',
      message: `This is ${what}: sponsor covers must be JPEG, PNG or GIF`,
      detected,
    })
    expect(precheckHeader(file.subarray(0, 64), 2_000_000, 'sponsor-logo')).toMatchObject({
      reason: 'type',
      message: `This is ${what}: sponsor logos must be JPEG or PNG`,
      detected,
    })
    expect(inspectImage(file)).toMatchObject({
      ok: false,
      reason: 'type',
      found: label,
      detected,
      message: `This is ${what}: only JPEG, PNG and GIF images are accepted`,
    })
  })

  it('unrecognised content', () => {
    const junk = bytes('hello, this is not an image at all')
    expect(precheckImage(junk, 'sponsor-logo')).toMatchObject({
      reason: 'type',
      message: 'File is not a JPEG, PNG or GIF image: sponsor logos must be JPEG or PNG',
    })
  })

  it('an empty file is an incomplete one', () => {
    expect(precheckImage(new Uint8Array(0), 'speaker-picture')).toEqual({
      ok: false,
      reason: 'corrupt',
      message:
        'File is empty (0 bytes): it holds no image — it may have been cut off while copying',
      info: { byteLength: 0 },
    })
  })

  it('the file name plays no part: a PNG is a PNG whatever it is called', () => {
    expect(inspectImage(makePng(10, 10))).toMatchObject({ ok: true, info: { format: 'png' } })
  })
})

describe('formats a browser decodes', () => {
  it('WebP, AVIF and BMP can be converted where the user is; HEIC, TIFF, SVG and the rest cannot', () => {
    const decodable = Object.values(OTHER_FORMATS).filter((f) => f.browserDecodes)
    expect(decodable.map((f) => f.id)).toEqual(['webp', 'avif', 'bmp'])
  })
})

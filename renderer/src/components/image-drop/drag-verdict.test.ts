import { describe, expect, it } from 'vitest'
import { dragVerdict } from './drag-verdict'

const file = (type: string, size?: number) => ({ kind: 'file', type, size })

describe('dragVerdict', () => {
  it('accepts the target formats', () => {
    expect(dragVerdict([file('image/jpeg')], 'speaker-picture')).toEqual({
      state: 'accept',
      message: 'JPEG image: drop to check and upload',
    })
    expect(dragVerdict([file('image/gif')], 'sponsor-cover').state).toBe('accept')
  })
  it('offers to convert a GIF where only covers take one', () => {
    expect(dragVerdict([file('image/gif')], 'sponsor-logo')).toEqual({
      state: 'convert',
      message: 'GIF image, sponsor logos must be JPEG or PNG: drop to convert it to JPEG or PNG',
    })
  })
  it('offers conversion for formats the browser decodes', () => {
    const webp = dragVerdict([file('image/webp')], 'speaker-picture')
    expect(webp.state).toBe('convert')
    expect(webp.message).toMatch(/^WebP image, speaker pictures must be JPEG or PNG/)
    expect(dragVerdict([file('image/avif')], 'sponsor-logo').state).toBe('convert')
    expect(dragVerdict([file('image/bmp')], 'sponsor-cover').state).toBe('convert')
  })
  it('names the formats it cannot convert, with what to do', () => {
    expect(dragVerdict([file('image/heic')], 'speaker-picture')).toMatchObject({
      state: 'refuse',
      message: expect.stringMatching(/^HEIC image: speaker pictures must be JPEG or PNG; export/),
    })
    expect(dragVerdict([file('image/tiff')], 'speaker-picture').message).toMatch(/^TIFF image/)
    expect(dragVerdict([file('image/svg+xml')], 'sponsor-logo').message).toMatch(/^SVG image/)
  })
  it('uses the size where the browser gives it', () => {
    expect(dragVerdict([file('image/png', 4 * 1024 * 1024)], 'speaker-picture').state).toBe(
      'accept',
    )
    expect(dragVerdict([file('image/png', 4 * 1024 * 1024 + 1)], 'speaker-picture')).toEqual({
      state: 'convert',
      message: 'PNG image, over 4 MB: drop to convert it to JPEG or PNG',
    })
  })
  it('says checking when the type is withheld', () => {
    expect(dragVerdict([file('')], 'speaker-picture').state).toBe('checking')
    expect(dragVerdict([file('image/x-unknown')], 'speaker-picture').state).toBe('checking')
  })
  it('takes a dragged link as an image address', () => {
    const link = [
      { kind: 'string', type: 'text/uri-list' },
      { kind: 'string', type: 'text/plain' },
    ]
    expect(dragVerdict(link, 'sponsor-cover')).toEqual({
      state: 'accept',
      message: 'A link: drop to upload the image at that address',
    })
  })
  it('refuses what is not one image file', () => {
    expect(dragVerdict([{ kind: 'string', type: 'text/plain' }], 'speaker-picture')).toEqual({
      state: 'refuse',
      message: 'Not a file: drop an image file (JPEG or PNG)',
    })
    expect(dragVerdict([file('image/png'), file('image/png')], 'speaker-picture').message).toBe(
      '2 files: drop one image here (speaker pictures take one file)',
    )
    expect(dragVerdict([file('application/pdf')], 'speaker-picture').message).toBe(
      'Not an image (application/pdf): speaker pictures must be JPEG or PNG',
    )
  })
})

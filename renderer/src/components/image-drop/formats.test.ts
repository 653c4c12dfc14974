import { describe, expect, it } from 'vitest'
import { formatOfBytes, formatOfMime } from './formats'

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

describe('formatOfMime', () => {
  it('names the accepted formats and the ones people try', () => {
    expect(formatOfMime('image/jpeg')?.accepted).toBe('jpeg')
    expect(formatOfMime('IMAGE/PNG')?.name).toBe('PNG')
    expect(formatOfMime('image/webp')).toMatchObject({ name: 'WebP', browserDecodes: true })
    expect(formatOfMime('image/avif')).toMatchObject({ name: 'AVIF', browserDecodes: true })
    expect(formatOfMime('image/bmp')).toMatchObject({ name: 'BMP', browserDecodes: true })
    expect(formatOfMime('image/heic')).toMatchObject({ name: 'HEIC', browserDecodes: false })
    expect(formatOfMime('image/tiff')).toMatchObject({ name: 'TIFF', browserDecodes: false })
    expect(formatOfMime('image/svg+xml')).toMatchObject({ name: 'SVG', browserDecodes: false })
  })
  it('knows nothing from an empty or unknown type', () => {
    expect(formatOfMime('')).toBeNull()
    expect(formatOfMime('application/octet-stream')).toBeNull()
  })
})

describe('formatOfBytes', () => {
  it('reads the magic bytes, whatever the name says', () => {
    expect(formatOfBytes(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))?.accepted).toBe('jpeg')
    expect(formatOfBytes(ascii('RIFF\0\0\0\0WEBPVP8 '))?.name).toBe('WebP')
    expect(formatOfBytes(ascii('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))?.name).toBe('HEIC')
    expect(formatOfBytes(ascii('\0\0\0\x1cftypavif\0\0\0\0avifmif1'))?.name).toBe('AVIF')
    expect(formatOfBytes(ascii('II*\0\x08\0\0\0'))?.name).toBe('TIFF')
    expect(formatOfBytes(ascii('<?xml version="1.0"?><svg xmlns="x">'))?.name).toBe('SVG')
  })
  it('names nothing for an empty file or plain text', () => {
    expect(formatOfBytes(new Uint8Array())).toBeNull()
    expect(formatOfBytes(ascii('hello'))).toBeNull()
  })
})

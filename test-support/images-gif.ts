/**
 * GIFs for tests, encoded by gifenc (a real LZW encoder), plus a block walker
 * so tests can find and damage a frame's descriptor or image data.
 */
import * as gifenc from 'gifenc'

// Node's CommonJS interop exposes the functions on `default`; Vite's ESM build exports them by name.
const GIFEncoder: typeof gifenc.GIFEncoder =
  (gifenc as { GIFEncoder?: typeof gifenc.GIFEncoder }).GIFEncoder ?? gifenc.default.GIFEncoder

export interface GifOptions {
  /** Number of frames (default 1). */
  frames?: number
  /** Set the interlace flag of every frame (pixel order is not rearranged; only the count matters to a validator). */
  interlace?: boolean
}

export function writeGif(width: number, height: number, opts: GifOptions = {}): Uint8Array {
  const palette = Array.from({ length: 16 }, (_, i) => [i * 16, 255 - i * 16, (i * 64) & 255])
  const enc = GIFEncoder()
  for (let f = 0; f < (opts.frames ?? 1); f++) {
    const index = new Uint8Array(width * height)
    for (let i = 0; i < index.length; i++) index[i] = ((i % width) >> 2) + ((i / width) >> 3) + f
    for (let i = 0; i < index.length; i++) index[i] = index[i]! & 15
    enc.writeFrame(index, width, height, { palette, delay: 100 })
  }
  enc.finish()
  const gif = enc.bytes().slice()
  if (opts.interlace)
    for (const fr of gifFrames(gif)) gif[fr.descriptor + 9] = gif[fr.descriptor + 9]! | 0x40
  return gif
}

export interface GifFrameInfo {
  /** Offset of the 0x2C image separator. */
  descriptor: number
  /** Offset of the LZW minimum-code-size byte. */
  data: number
  /** Offset just after the frame's block terminator. */
  end: number
}

/** The frames of a well-formed GIF, and the offset of its trailer (-1 if none). */
export function gifFrames(gif: Uint8Array): GifFrameInfo[] & { trailer?: number } {
  const frames: GifFrameInfo[] & { trailer?: number } = []
  const skip = (p: number) => {
    while (p < gif.length && gif[p] !== 0) p += gif[p]! + 1
    return p + 1
  }
  const packed = gif[10]!
  let p = 13 + (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0)
  while (p < gif.length) {
    const b = gif[p]
    if (b === 0x3b) {
      frames.trailer = p
      break
    }
    if (b === 0x21) p = skip(p + 2)
    else if (b === 0x2c) {
      const flags = gif[p + 9]!
      const data = p + 10 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0)
      const end = skip(data + 1)
      frames.push({ descriptor: p, data, end })
      p = end
    } else break
  }
  return frames
}

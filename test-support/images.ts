/**
 * Test images, made on the fly (no fixture files). Node-only (uses node:zlib).
 *
 *   makePng(w, h, opts?)   PNG from our writer: any colour type / bit depth, Adam7, several IDATs
 *   makeJpeg(w, h, opts?)  JPEG: jpeg-js (a real baseline encoder) by default; with
 *                          { progressive | restartInterval | grayscale | sampling | blank }
 *                          our coefficient-level writer (see images-jpeg.ts)
 *   makeGif(w, h, opts?)   GIF from gifenc; { frames, interlace }
 *   makeImage(format, w, h)  any of the three, default options
 *
 * Damage helpers (all return a new array, never modify their input):
 *   truncate(bytes, n)           first n bytes (negative n: drop -n bytes from the end)
 *   flipByte(bytes, i, mask?)    XOR one byte (default 0xff)
 *   splice(bytes, start, del, insert?)
 *   append(bytes, extra)         extra bytes, or a count of junk bytes
 *   corruptPngData(png)          garble the compressed data inside IDAT and fix the CRCs,
 *                                so only inflating finds it
 *   cutJpegScan(jpeg)            drop the second half of the last scan's data but keep EOI,
 *                                so only decoding the scan finds it
 *   padToSize(bytes, size)       grow a valid PNG/JPEG/GIF to exactly `size` bytes and keep it valid
 *                                (a private chunk / COM segments / a comment extension)
 *
 * Lookups: pngChunks(png), fixPngCrcs(png), gifFrames(gif), jpegScans(jpeg).
 */
import * as jpegJs from 'jpeg-js'
import { concatBytes } from '@shared/images/bytes'
import { gifFrames, writeGif, type GifOptions } from './images-gif'
import { writeJpeg } from './images-jpeg'
import { fixPngCrcs, pngChunk, pngChunks, writePng, type PngOptions } from './images-png'

export { fixPngCrcs, gifFrames, pngChunks }
export type { GifOptions, PngOptions }

export function makePng(width: number, height: number, opts: PngOptions = {}): Uint8Array {
  return writePng(width, height, opts)
}

export interface JpegOptions {
  /** jpeg-js quality 1..100 (default 80); only for the jpeg-js path. */
  quality?: number
  progressive?: boolean
  /** MCUs per restart interval; adds DRI and RSTn markers. */
  restartInterval?: number
  grayscale?: boolean
  /** Luma sampling [h, v] for our writer (default [2, 2]). */
  sampling?: [number, number]
  /** All-zero coefficients: a few bytes per block, for big-image timing tests. */
  blank?: boolean
}

export function makeJpeg(width: number, height: number, opts: JpegOptions = {}): Uint8Array {
  const own =
    opts.progressive || opts.restartInterval || opts.grayscale || opts.sampling || opts.blank
  if (own) {
    return writeJpeg(width, height, {
      progressive: opts.progressive ?? false,
      restartInterval: opts.restartInterval ?? 0,
      components: opts.grayscale ? 1 : 3,
      ...(opts.sampling ? { sampling: opts.sampling } : {}),
      blank: opts.blank ?? false,
    })
  }
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    const y = Math.floor(i / width)
    data.set([(x * 255) / width, (y * 255) / height, ((x ^ y) * 4) & 255, 255], i * 4)
  }
  return new Uint8Array(jpegJs.encode({ data, width, height }, opts.quality ?? 80).data)
}

export function makeGif(width: number, height: number, opts: GifOptions = {}): Uint8Array {
  return writeGif(width, height, opts)
}

export function makeImage(
  format: 'png' | 'jpeg' | 'gif',
  width: number,
  height: number,
): Uint8Array {
  return format === 'png'
    ? makePng(width, height)
    : format === 'jpeg'
      ? makeJpeg(width, height)
      : makeGif(width, height)
}

export function truncate(bytes: Uint8Array, n: number): Uint8Array {
  return bytes.slice(0, n < 0 ? bytes.length + n : n)
}

export function flipByte(bytes: Uint8Array, index: number, mask = 0xff): Uint8Array {
  const out = bytes.slice()
  out[index] = out[index]! ^ mask
  return out
}

export function splice(
  bytes: Uint8Array,
  start: number,
  deleteCount: number,
  insert: ArrayLike<number> = [],
): Uint8Array {
  return concatBytes([bytes.subarray(0, start), insert, bytes.subarray(start + deleteCount)])
}

export function append(bytes: Uint8Array, extra: ArrayLike<number> | number): Uint8Array {
  const tail =
    typeof extra === 'number' ? Array.from({ length: extra }, (_, i) => (i * 31 + 7) & 255) : extra
  return concatBytes([bytes, tail])
}

export function corruptPngData(png: Uint8Array): Uint8Array {
  const idat = pngChunks(png).find((c) => c.type === 'IDAT')
  if (!idat || idat.length < 8) throw new Error('corruptPngData: no IDAT with enough data')
  const out = png.slice()
  // Overwrite a run in the middle of the deflate data (after the 2-byte zlib header).
  const start = idat.dataStart + 2 + Math.floor((idat.length - 6) / 2)
  for (let i = start; i < Math.min(start + 4, idat.dataEnd - 4); i++) out[i] = out[i]! ^ 0x5a
  return fixPngCrcs(out)
}

/** Entropy-coded data of each scan: [start, end) offsets (end = the next marker). */
export function jpegScans(jpeg: Uint8Array): { start: number; end: number }[] {
  const scans: { start: number; end: number }[] = []
  for (let p = 2; p + 4 <= jpeg.length;) {
    const m = jpeg[p + 1]!
    if (m === 0xd9) break
    const len = (jpeg[p + 2]! << 8) | jpeg[p + 3]!
    p += 2 + len
    if (m !== 0xda) continue
    let q = p
    while (
      q + 1 < jpeg.length &&
      !(jpeg[q] === 0xff && jpeg[q + 1] !== 0 && (jpeg[q + 1]! < 0xd0 || jpeg[q + 1]! > 0xd7))
    )
      q++
    scans.push({ start: p, end: q })
    p = q
  }
  return scans
}

export function cutJpegScan(jpeg: Uint8Array): Uint8Array {
  const last = jpegScans(jpeg).at(-1)
  if (!last) throw new Error('cutJpegScan: no scan')
  let cut = last.start + Math.floor((last.end - last.start) / 2)
  if (jpeg[cut - 1] === 0xff) cut++ // do not leave half a stuffed byte
  return concatBytes([jpeg.subarray(0, cut), jpeg.subarray(last.end)])
}

export function padToSize(bytes: Uint8Array, size: number): Uint8Array {
  const extra = size - bytes.length
  if (extra === 0) return bytes.slice()
  if (bytes[0] === 0x89) {
    if (extra < 12) throw new Error('padToSize: a PNG grows by at least 12 bytes')
    const iend = pngChunks(bytes).find((c) => c.type === 'IEND')!
    return splice(bytes, iend.offset, 0, pngChunk('prVt', new Uint8Array(extra - 12)))
  }
  if (bytes[0] === 0xff) {
    if (extra < 4) throw new Error('padToSize: a JPEG grows by at least 4 bytes')
    const segs: number[][] = []
    for (let left = extra; left > 0;) {
      let n = Math.min(left - 4, 65533)
      if (left - 4 - n > 0 && left - 4 - n < 4) n -= 4 // leave room for one more whole segment
      segs.push([0xff, 0xfe, (n + 2) >> 8, (n + 2) & 255, ...new Array<number>(n).fill(0x20)])
      left -= n + 4
    }
    return splice(bytes, 2, 0, segs.flat())
  }
  if (extra < 4) throw new Error('padToSize: a GIF grows by at least 4 bytes')
  const body: number[] = []
  for (let left = extra - 3; left > 0;) {
    let n = Math.min(left - 1, 255)
    if (left - 1 - n === 1) n-- // a lone length byte would read as the terminator
    body.push(n, ...new Array<number>(n).fill(0x20))
    left -= n + 1
  }
  const trailer = gifFrames(bytes).trailer ?? bytes.length
  return splice(bytes, trailer, 0, [0x21, 0xfe, ...body, 0])
}

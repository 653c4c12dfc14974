/**
 * Huge valid PNGs (e.g. 20000×20000 px, 400 MB of pixel data) in well under
 * 4 MiB, made without ever holding the pixels: the rows repeat with a period,
 * so one band of rows is compressed once (a full flush makes each band's
 * deflate data independent) and repeated, and the Adler-32 of the whole is
 * combined arithmetically. Node-only (node:zlib).
 *
 *   makeLargePng(width, height, { rows? })  8-bit greyscale; `rows` < height
 *                                           writes fewer rows than the header claims
 */
import { constants, deflateRawSync } from 'node:zlib'
import { concatBytes } from '@shared/images/bytes'
import { Adler32 } from '@shared/images/checksums'
import { pngChunk, u32 } from './images-png'

const BAND_ROWS = 64
const IDAT_BYTES = 256 * 1024
const BASE = 65521

/** A smooth ramp that shifts per row: compresses to about 1/1000 like a flat picture. */
function band(width: number, rows: number): Uint8Array {
  const raw = new Uint8Array(rows * (width + 1))
  for (let y = 0; y < rows; y++) {
    const o = y * (width + 1)
    raw[o] = y % 5 // every filter type, so filter bytes are all checked
    for (let x = 0; x < width; x++) raw[o + 1 + x] = ((x >> 4) + y) & 255
  }
  return raw
}

/** Adler-32 of A followed by B, from adler(A), adler(B) and B's length (zlib's adler32_combine). */
function adlerCombine(a1: number, a2: number, len2: number): number {
  const rem = len2 % BASE
  let sum1 = a1 & 0xffff
  let sum2 = (rem * sum1) % BASE
  sum1 += (a2 & 0xffff) + BASE - 1
  sum2 += (a1 >>> 16) + (a2 >>> 16) + BASE - rem
  if (sum1 >= BASE) sum1 -= BASE
  if (sum1 >= BASE) sum1 -= BASE
  if (sum2 >= BASE * 2) sum2 -= BASE * 2
  if (sum2 >= BASE) sum2 -= BASE
  return ((sum2 << 16) | sum1) >>> 0
}

function adler(bytes: Uint8Array): number {
  const a = new Adler32()
  a.update(bytes, 0, bytes.length)
  return a.value
}

export function makeLargePng(
  width: number,
  height: number,
  opts: { rows?: number } = {},
): Uint8Array {
  const rows = opts.rows ?? height
  const full = band(width, BAND_ROWS)
  const fullZ = deflateRawSync(full, { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const fullAdler = adler(full)
  const pieces: Uint8Array[] = [Uint8Array.of(0x78, 0xda)]
  let sum = 1 // Adler-32 of nothing
  for (let done = 0; done < rows; done += BAND_ROWS) {
    const n = Math.min(BAND_ROWS, rows - done)
    const raw = n === BAND_ROWS ? full : full.subarray(0, n * (width + 1))
    pieces.push(
      n === BAND_ROWS ? fullZ : deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH }),
    )
    sum = adlerCombine(sum, n === BAND_ROWS ? fullAdler : adler(raw), raw.length)
  }
  pieces.push(Uint8Array.of(0x03, 0x00), Uint8Array.from(u32(sum))) // empty final block, checksum
  const zlib = concatBytes(pieces)
  const idats: Uint8Array[] = []
  for (let i = 0; i < zlib.length; i += IDAT_BYTES)
    idats.push(pngChunk('IDAT', zlib.subarray(i, i + IDAT_BYTES)))
  return concatBytes([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [...u32(width), ...u32(height), 8, 0, 0, 0, 0]),
    ...idats,
    pngChunk('IEND', []),
  ])
}

/**
 * A small PNG writer for tests (node:zlib does the compression), covering
 * what pngjs cannot write: Adam7 interlacing, palettes, 1/2/4-bit depths,
 * several IDAT chunks. Plus chunk-level helpers to damage files precisely.
 */
import { deflateSync } from 'node:zlib'
import { concatBytes } from '@shared/images/bytes'
import { crc32 } from '@shared/images/checksums'

export interface PngOptions {
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA (default 2). */
  colorType?: 0 | 2 | 3 | 4 | 6
  /** Default 8. Must be legal for the colour type (the writer does not check). */
  bitDepth?: 1 | 2 | 4 | 8 | 16
  /** Adam7 interlacing (default false). */
  interlace?: boolean
  /** Split the compressed data over this many IDAT chunks (default 1). */
  idatChunks?: number
  /** Filter-type byte written before every row, 0..4 (default 0); the pixel bytes stay as generated. */
  filter?: number
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const

export function u32(n: number): number[] {
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
}

/** One chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array | number[]): Uint8Array {
  const body = new Uint8Array(4 + data.length)
  for (let i = 0; i < 4; i++) body[i] = type.charCodeAt(i)
  body.set(data, 4)
  const out = new Uint8Array(12 + data.length)
  out.set(u32(data.length), 0)
  out.set(body, 4)
  out.set(u32(crc32(body, 0, body.length)), 8 + data.length)
  return out
}

// Written out here, not taken from shared/images/png-header.ts: this writer is what the
// checker's pass geometry is tested against ("Adam7 at every small size" in png.test.ts).
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const

/** The raw (filtered) scanlines: a filter byte plus a deterministic pattern per row. */
function scanlines(
  w: number,
  h: number,
  bitsPerPixel: number,
  interlace: boolean,
  filter: number,
): Uint8Array {
  const passes: [number, number][] = interlace
    ? ADAM7.map(([x0, y0, dx, dy]) => [
        w > x0 ? Math.ceil((w - x0) / dx) : 0,
        h > y0 ? Math.ceil((h - y0) / dy) : 0,
      ])
    : [[w, h]]
  const rows: number[] = []
  let seed = 1
  for (const [pw, ph] of passes) {
    if (!pw || !ph) continue // empty passes have no rows at all
    const rowBytes = Math.ceil((pw * bitsPerPixel) / 8)
    for (let y = 0; y < ph; y++) {
      rows.push(filter)
      for (let x = 0; x < rowBytes; x++) {
        seed = (seed * 1103515245 + 12345) >>> 0
        rows.push((x * 7 + y * 3 + (seed >>> 24)) & 255)
      }
    }
  }
  return Uint8Array.from(rows)
}

export function writePng(width: number, height: number, opts: PngOptions = {}): Uint8Array {
  const colorType = opts.colorType ?? 2
  const bitDepth = opts.bitDepth ?? 8
  const bpp = CHANNELS[colorType] * bitDepth
  const ihdr = [...u32(width), ...u32(height), bitDepth, colorType, 0, 0, opts.interlace ? 1 : 0]
  const raw = scanlines(width, height, bpp, opts.interlace ?? false, opts.filter ?? 0)
  const z = new Uint8Array(deflateSync(raw))
  const n = Math.max(1, Math.min(opts.idatChunks ?? 1, z.length))
  const idats: Uint8Array[] = []
  const step = Math.ceil(z.length / n)
  for (let i = 0; i < z.length; i += step) idats.push(pngChunk('IDAT', z.subarray(i, i + step)))
  const plte =
    colorType === 3
      ? [
          pngChunk(
            'PLTE',
            Array.from({ length: 3 << bitDepth }, (_, i) => (i * 37) & 255),
          ),
        ]
      : []
  return concatBytes([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', ihdr),
    ...plte,
    ...idats,
    pngChunk('IEND', []),
  ])
}

export interface PngChunkInfo {
  type: string
  /** Offset of the chunk's length field. */
  offset: number
  length: number
  dataStart: number
  dataEnd: number
}

/** Lists the chunks of a well-formed PNG (stops at the first one that does not fit). */
export function pngChunks(png: Uint8Array): PngChunkInfo[] {
  const out: PngChunkInfo[] = []
  for (let p = 8; p + 12 <= png.length;) {
    const length = ((png[p]! << 24) | (png[p + 1]! << 16) | (png[p + 2]! << 8) | png[p + 3]!) >>> 0
    const type = String.fromCharCode(...png.subarray(p + 4, p + 8))
    if (p + 12 + length > png.length) break
    out.push({ type, offset: p, length, dataStart: p + 8, dataEnd: p + 8 + length })
    p += 12 + length
  }
  return out
}

/** Recomputes every chunk CRC, so a deliberate change is only caught by deeper checks. */
export function fixPngCrcs(png: Uint8Array): Uint8Array {
  const out = png.slice()
  for (const c of pngChunks(out)) out.set(u32(crc32(out, c.offset + 4, c.dataEnd)), c.dataEnd)
  return out
}

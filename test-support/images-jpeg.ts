/**
 * A coefficient-level JPEG writer for tests: baseline or progressive
 * (spectral selection + successive approximation, EOB runs, refinement bits,
 * as libjpeg's jcphuff.c does it), optional restart intervals, 1 or 3
 * components with any sampling. The coefficients are pseudo-random (the
 * pictures are noise): what matters is a bit-exact, decodable stream —
 * images.test.ts decodes the output with jpeg-js to prove it.
 *
 * Huffman tables: every symbol gets a fixed-length code (DC 4 bits, AC 8
 * bits), which is a legal table and covers all EOB-run symbols.
 */

import { concatBytes } from '@shared/images/bytes'
import {
  AC_SYMBOLS,
  BitWriter,
  DC_SYMBOLS,
  ScanEncoder,
  ZERO_BLOCK,
  ZIGZAG_SIZE,
} from './images-jpeg-scan'

export interface JpegWriterOptions {
  progressive?: boolean
  /** MCUs per restart interval (0 = none). */
  restartInterval?: number
  /** 1 = greyscale, 3 = YCbCr (default 3). */
  components?: 1 | 3
  /** Luma sampling factors [h, v] (default [2, 2], i.e. 4:2:0); chroma is 1×1. */
  sampling?: [number, number]
  /** Seed of the coefficient generator (default 1). */
  seed?: number
  /** All coefficients zero (a black/grey picture): tiny output, for large-image timing tests. */
  blank?: boolean
}

interface Comp {
  id: number
  h: number
  v: number
  /** Blocks per line/column of the MCU-padded grid, and of the component itself. */
  gw: number
  gh: number
  bw: number
  bh: number
  /** Coefficients of block b (index in the padded grid), computed on demand so big images cost no memory. */
  coef: (b: number) => Int16Array
}

/** [ss, se, ah, al, component indexes] — libjpeg's default progressive script. */
type ScanSpec = [number, number, number, number, number[]]
const SCRIPT_COLOR: ScanSpec[] = [
  [0, 0, 0, 1, [0, 1, 2]],
  [1, 5, 0, 2, [0]],
  [1, 63, 0, 1, [2]],
  [1, 63, 0, 1, [1]],
  [6, 63, 0, 2, [0]],
  [1, 63, 2, 1, [0]],
  [0, 0, 1, 0, [0, 1, 2]],
  [1, 63, 1, 0, [2]],
  [1, 63, 1, 0, [1]],
  [1, 63, 1, 0, [0]],
]
const SCRIPT_GREY: ScanSpec[] = [
  [0, 0, 0, 1, [0]],
  [1, 5, 0, 2, [0]],
  [6, 63, 0, 2, [0]],
  [1, 63, 2, 1, [0]],
  [0, 0, 1, 0, [0]],
  [1, 63, 1, 0, [0]],
]

function dht(tc: number, th: number, len: number, symbols: number[]): number[] {
  const counts = new Array<number>(16).fill(0)
  counts[len - 1] = symbols.length
  const body = [(tc << 4) | th, ...counts, ...symbols]
  return [0xff, 0xc4, (body.length + 2) >> 8, (body.length + 2) & 255, ...body]
}

function segment(marker: number, body: number[]): number[] {
  return [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body]
}

/** Writes a JPEG of the given size. Deterministic for a given seed. */
export function writeJpeg(width: number, height: number, opts: JpegWriterOptions = {}): Uint8Array {
  const ncomp = opts.components ?? 3
  const [lh, lv] = ncomp === 1 ? [1, 1] : (opts.sampling ?? [2, 2])
  const hmax = lh
  const vmax = lv
  const mcusX = Math.ceil(width / (8 * hmax))
  const mcusY = Math.ceil(height / (8 * vmax))
  const comps: Comp[] = []
  for (let i = 0; i < ncomp; i++) {
    const [h, v] = i === 0 ? [lh, lv] : [1, 1]
    const gw = mcusX * h
    const gh = mcusY * v
    const coef = (b: number): Int16Array => {
      if (opts.blank) return ZERO_BLOCK
      let seed = ((opts.seed ?? 1) * 7919 + i * 104729 + b * 2654435761) >>> 0
      const rand = () => {
        seed = (seed * 1103515245 + 12345) >>> 0
        return seed / 2 ** 32
      }
      const c = new Int16Array(ZIGZAG_SIZE)
      c[0] = Math.round((rand() - 0.5) * 600)
      const kind = rand()
      // Mix of empty blocks (EOB runs), sparse blocks (long zero runs, ZRL) and busy ones.
      const last = kind < 0.3 ? 0 : kind < 0.5 ? 63 : Math.floor(rand() * 40)
      for (let k = 1; k <= last; k++) {
        if (kind < 0.5 && k < 63 && rand() < 0.9) continue
        if (rand() < 0.4) c[k] = Math.round((rand() - 0.5) * (k < 10 ? 120 : 12))
      }
      return c
    }
    const bw = Math.ceil(Math.ceil((width * h) / hmax) / 8)
    const bh = Math.ceil(Math.ceil((height * v) / vmax) / 8)
    comps.push({ id: i + 1, h, v, gw, gh, bw, bh, coef })
  }
  const progressive = opts.progressive ?? false
  const ri = opts.restartInterval ?? 0
  const parts: number[][] = []
  let out: number[] = [0xff, 0xd8]
  out.push(...segment(0xdb, [0, ...new Array<number>(64).fill(1)]))
  const sof = [8, height >> 8, height & 255, width >> 8, width & 255, ncomp]
  for (const c of comps) sof.push(c.id, (c.h << 4) | c.v, 0)
  out.push(...segment(progressive ? 0xc2 : 0xc0, sof))
  out.push(...dht(0, 0, 4, DC_SYMBOLS), ...dht(1, 0, 8, AC_SYMBOLS))
  if (ri) out.push(...segment(0xdd, [ri >> 8, ri & 255]))
  const script: ScanSpec[] = progressive
    ? ncomp === 1
      ? SCRIPT_GREY
      : SCRIPT_COLOR
    : [[0, 63, 0, 0, comps.map((_, i) => i)]]
  for (const [ss, se, ah, al, idx] of script) {
    const sos = [idx.length]
    for (const i of idx) sos.push(comps[i]!.id, 0x00)
    sos.push(ss, se, (ah << 4) | al)
    parts.push(out, segment(0xda, sos))
    // Scan data can be megabytes: kept as its own array (spreading it into push() would overflow the stack).
    parts.push(encodeScan(comps, idx, mcusX, mcusY, ss, se, ah, al, progressive, ri))
    out = []
  }
  parts.push(out, [0xff, 0xd9])
  return concatBytes(parts)
}

function encodeScan(
  comps: Comp[],
  idx: number[],
  mcusX: number,
  mcusY: number,
  ss: number,
  se: number,
  ah: number,
  al: number,
  progressive: boolean,
  ri: number,
): number[] {
  const w = new BitWriter()
  const enc = new ScanEncoder(w, ss, se, ah, al, progressive)
  let m = 0
  /** Called before each MCU: emits a restart marker when an interval is complete. */
  const nextMcu = () => {
    if (ri && m > 0 && m % ri === 0) {
      enc.finishInterval()
      w.align()
      w.bytes.push(0xff, 0xd0 + ((m / ri - 1) & 7))
      enc.reset()
    }
    m++
  }
  if (idx.length === 1) {
    // Non-interleaved: one block per MCU, only the component's own blocks (no MCU padding).
    const c = comps[idx[0]!]!
    for (let y = 0; y < c.bh; y++)
      for (let x = 0; x < c.bw; x++) {
        nextMcu()
        enc.block(c, c.coef(y * c.gw + x))
      }
  } else {
    for (let my = 0; my < mcusY; my++)
      for (let mx = 0; mx < mcusX; mx++) {
        nextMcu()
        for (const i of idx) {
          const c = comps[i]!
          for (let v = 0; v < c.v; v++)
            for (let h = 0; h < c.h; h++) enc.block(c, c.coef((my * c.v + v) * c.gw + mx * c.h + h))
        }
      }
  }
  enc.finishInterval()
  w.align()
  return w.bytes
}

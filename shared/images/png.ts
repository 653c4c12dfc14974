/**
 * PNG check.
 *
 * Fast: signature + IHDR. Deep: every chunk's CRC through IEND, chunk order
 * (PLTE before IDAT for palette images, IDATs consecutive), and the zlib stream
 * inflated — streaming, never holding the pixels — to exactly the byte count
 * the header implies, with every row's filter byte ≤ 4. Bytes after IEND are
 * allowed (many tools append data).
 */
import { ascii, concatBytes, groupDigits, printable, u32be } from './bytes'
import { crc32 } from './checksums'
import { inflateZlib } from './inflate'
import { expectedBytes, readPngHeader, rowGroups, type PngHeader } from './png-header'
import { RowChecker } from './png-rows'
import type { Crc32, ZlibInflate } from './platform-inflate'
import { CUT_OFF, failure, type CheckDepth, type FormatCheck } from './types'

/** DEFLATE cannot expand data by more than 1032:1 (258-byte matches in 2 bits). */
const MAX_DEFLATE_RATIO = 1032

export function checkPng(b: Uint8Array, depth: CheckDepth): FormatCheck {
  const h = readPngHeader(b)
  if (typeof h === 'string') return failure(h)
  if (depth === 'header') return { ok: true, width: h.width, height: h.height }
  const size = { width: h.width, height: h.height }
  const chunks = walkChunks(b, h)
  if (typeof chunks === 'string') return failure(chunks, size)
  const data = checkImageData(chunks, h)
  return data ? failure(data, size) : { ok: true, ...size }
}

/**
 * The deep check with the platform's inflater: the same verdicts as checkPng(b, 'full').
 *
 * Valid data (nearly every upload) is proven by the fast native decoder, the
 * chunk checksums computed between its pieces while it works on the next one;
 * anything not exactly right is checked again by checkPng, whose findings, in
 * file order, make the message.
 */
export async function checkPngWith(
  b: Uint8Array,
  inflate: ZlibInflate,
  crc: Crc32 = portableCrc,
): Promise<FormatCheck> {
  const h = readPngHeader(b)
  if (typeof h === 'string') return failure(h)
  const deferred: number[] = []
  const chunks = walkChunks(b, h, deferred)
  if (typeof chunks !== 'string' && !tooFewBytes(chunks, h)) {
    const crcs = new DeferredCrcs(b, deferred, crc)
    if ((await inflatesExactly(chunks, h, inflate, crcs)) && crcs.finish())
      return { ok: true, width: h.width, height: h.height }
  }
  return checkPng(b, 'full')
}

/** True when the platform inflater yields exactly the expected bytes, every filter byte valid. */
async function inflatesExactly(
  parts: Uint8Array[],
  h: PngHeader,
  inflate: ZlibInflate,
  crcs: DeferredCrcs,
): Promise<boolean> {
  const groups = rowGroups(h)
  const expected = expectedBytes(groups)
  const rows = new RowChecker(groups, expected)
  let produced = 0
  try {
    for await (const piece of inflate(parts)) {
      produced += piece.length
      // Leaving the loop releases the decoder: a bomb is stopped at the first byte too many.
      if (!rows.sink(piece, 0, piece.length)) return false
      // The checksums' share of this piece, while the decoder makes the next one.
      crcs.step(Math.ceil((crcs.total * piece.length) / expected) + 4096)
      if (!crcs.ok) return false
    }
  } catch {
    return false
  }
  return rows.badFilter < 0 && produced === expected
}

const portableCrc: Crc32 = (bytes, previous) => crc32(bytes, 0, bytes.length, previous)

/** Chunk checksums checked a slice at a time; `ok` turns false at the first wrong one. */
class DeferredCrcs {
  ok = true
  readonly total: number
  private i = 0
  private at: number
  private crc = 0

  /** `ranges` = [start0, end0, start1, end1, …]: the bytes each CRC covers, stored right after them. */
  constructor(
    private readonly b: Uint8Array,
    private readonly ranges: number[],
    private readonly crc32: Crc32,
  ) {
    this.at = ranges[0] ?? 0
    let total = 0
    for (let k = 0; k < ranges.length; k += 2) total += ranges[k + 1]! - ranges[k]!
    this.total = total
  }

  step(budget: number): void {
    const r = this.ranges
    while (this.ok && this.i < r.length && budget > 0) {
      const end = r[this.i + 1]!
      const stop = Math.min(end, this.at + budget)
      this.crc = this.crc32(this.b.subarray(this.at, stop), this.crc)
      budget -= stop - this.at
      this.at = stop
      if (stop < end) return
      if (this.crc !== u32be(this.b, end)) this.ok = false
      this.i += 2
      this.at = r[this.i] ?? 0
      this.crc = 0
    }
  }

  finish(): boolean {
    this.step(Infinity)
    return this.ok
  }
}

/**
 * Walks the chunks after IHDR; returns the IDAT payloads, or what is wrong.
 *
 * With `deferCrcs`, checksums are not checked but their ranges are added to it.
 */
function walkChunks(b: Uint8Array, h: PngHeader, deferCrcs?: number[]): Uint8Array[] | string {
  const idat: Uint8Array[] = []
  let hasPalette = false
  let lastType = 'IHDR'
  for (let p = 33; ;) {
    if (p + 8 > b.length) {
      const where = idat.length ? 'before its end marker (IEND)' : 'before its image data (IDAT)'
      return `PNG image is incomplete: the file ends ${where}${CUT_OFF}`
    }
    const length = u32be(b, p)
    const type = ascii(b, p + 4, 4)
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) {
      return `PNG image is damaged: its chunk structure is broken at byte ${groupDigits(p)} (chunk "${printable(type)}")`
    }
    const name = type === 'IDAT' ? 'the image data (IDAT)' : `the ${type} chunk`
    if (p + 12 + length > b.length)
      return `PNG image is incomplete: the file ends inside ${name}${CUT_OFF}`
    if (deferCrcs) deferCrcs.push(p + 4, p + 8 + length)
    else if (crc32(b, p + 4, p + 8 + length) !== u32be(b, p + 8 + length)) {
      return `PNG image is damaged: the checksum (CRC) of ${name} is wrong`
    }
    const body = b.subarray(p + 8, p + 8 + length)
    const bad = (what: string) => `PNG image is damaged: ${what}`
    switch (type) {
      case 'IHDR':
        return bad('it has a second header (IHDR) chunk')
      case 'PLTE':
        if (hasPalette || idat.length)
          return bad('its palette (PLTE) is repeated or comes after the image data')
        if (h.colorType === 0 || h.colorType === 4)
          return bad('a greyscale image has a palette (PLTE)')
        if (length === 0 || length % 3 !== 0 || length > 768)
          return bad(`its palette (PLTE) has an invalid length (${length})`)
        hasPalette = true
        break
      case 'IDAT':
        if (idat.length && lastType !== 'IDAT')
          return bad('its image data (IDAT) chunks are not consecutive')
        if (h.colorType === 3 && !hasPalette)
          return bad('the palette image has no palette (PLTE) before its image data')
        idat.push(body)
        break
      case 'IEND':
        if (!idat.length) return 'PNG image has no image data (no IDAT chunk)'
        return idat
      default:
        // An unknown critical chunk (upper-case first letter) means we cannot know how to read the image.
        if ((type.charCodeAt(0) & 0x20) === 0)
          return bad(`it has an unknown critical chunk "${type}"`)
    }
    lastType = type
    p += 12 + length
  }
}

/** The message when the compressed data is too short for the header's size, even at DEFLATE's best ratio. */
function tooFewBytes(parts: Uint8Array[], h: PngHeader): string | undefined {
  const length = parts.reduce((n, p) => n + p.length, 0)
  if (expectedBytes(rowGroups(h)) <= length * MAX_DEFLATE_RATIO + 64) return undefined
  return `PNG image is incomplete: its ${groupDigits(length)} bytes of image data are far too few for ${h.width}×${h.height} px${CUT_OFF}`
}

/** Inflates the joined IDAT data; returns undefined when it is exactly right. */
function checkImageData(parts: Uint8Array[], h: PngHeader): string | undefined {
  const few = tooFewBytes(parts, h)
  if (few) return few
  const groups = rowGroups(h)
  const expected = expectedBytes(groups)
  const zlib = join(parts)
  const dims = `${h.width}×${h.height} px`
  const rows = new RowChecker(groups, expected)
  const r = inflateZlib(zlib, 0, rows.sink)
  if (rows.badFilter >= 0)
    return `PNG image is damaged: a row uses an unknown filter type (${rows.badFilter})`
  if (r.status === 'stopped' || r.produced > expected) {
    return `PNG image is damaged: its image data is longer than ${dims} needs`
  }
  if (r.status === 'corrupt')
    return `PNG image is damaged: its compressed image data is invalid (${r.detail})`
  if (r.status === 'truncated' || r.produced < expected) {
    const got = `${groupDigits(r.produced)} of the ${groupDigits(expected)} bytes ${dims} needs`
    return `PNG image is incomplete: its image data stops after ${got}${CUT_OFF}`
  }
  // Data after the end of the zlib stream inside IDAT is tolerated, as libpng does (a warning there).
  return undefined
}

function join(parts: Uint8Array[]): Uint8Array {
  return parts.length === 1 ? parts[0]! : concatBytes(parts)
}

/**
 * GIF check.
 *
 * Fast: signature + logical screen descriptor. Deep: every block up to the
 * trailer — extensions skipped sub-block by sub-block, every frame's descriptor
 * checked and its LZW data decoded (counting only) to the frame's full pixel
 * count. Bytes after the trailer are allowed: encoders append comments there
 * and browsers ignore them.
 */
import { groupDigits, u16le, u8 } from './bytes'
import { countLzwPixels } from './lzw'
import { CUT_OFF, failure, type CheckDepth, type FormatCheck } from './types'

export function checkGif(b: Uint8Array, depth: CheckDepth): FormatCheck {
  const sig = String.fromCharCode(...b.subarray(0, 6))
  if (b.length < 6)
    return failure(`GIF image is incomplete: the file ends inside its signature${CUT_OFF}`)
  if (sig !== 'GIF87a' && sig !== 'GIF89a') {
    return failure('GIF image is damaged: its signature is not GIF87a or GIF89a')
  }
  if (b.length < 13)
    return failure(`GIF image is incomplete: the file ends inside its header${CUT_OFF}`)
  const width = u16le(b, 6)
  const height = u16le(b, 8)
  if (width === 0 || height === 0) {
    return failure(`GIF image is damaged: its logical screen is ${width}×${height} px`)
  }
  const size = { width, height }
  if (depth === 'header') return { ok: true, ...size }
  const problem = walkBlocks(b, width, height)
  return problem ? failure(problem, size) : { ok: true, ...size }
}

/** Returns what is wrong with the blocks after the header, or undefined. */
function walkBlocks(b: Uint8Array, screenW: number, screenH: number): string | undefined {
  const packed = u8(b, 10)
  let p = 13 + (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0)
  let frames = 0
  const cut = (where: string) => `GIF image is incomplete: the file ends ${where}${CUT_OFF}`
  for (;;) {
    if (p >= b.length) return cut(frames ? 'before its trailer' : 'before its first frame')
    const block = b[p]!
    if (block === 0x3b) return frames ? undefined : 'GIF image has no frames: it holds no picture'
    if (block === 0x21) {
      const end = skipSubBlocks(b, p + 2)
      if (end < 0) return cut('inside an extension block')
      p = end
      continue
    }
    if (block !== 0x2c) {
      return `GIF image is damaged: unknown block 0x${block.toString(16).padStart(2, '0')} at byte ${groupDigits(p)}`
    }
    frames++
    const frame = `frame ${frames}`
    if (p + 10 > b.length) return cut(`inside ${frame}'s descriptor`)
    const w = u16le(b, p + 5)
    const h = u16le(b, p + 7)
    const flags = u8(b, p + 9)
    const left = u16le(b, p + 1)
    const top = u16le(b, p + 3)
    if (w === 0 || h === 0) return `GIF image is damaged: ${frame} has a size of ${w}×${h} px`
    // A frame overhanging the screen is tolerated (browsers clip it); one wholly outside shows nothing.
    if (left >= screenW || top >= screenH) {
      return `GIF image is damaged: ${frame} lies outside the ${screenW}×${screenH} px image (it starts at ${left},${top})`
    }
    p += 10 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0)
    if (p >= b.length) return cut(`before ${frame}'s image data`)
    const minCodeSize = b[p]!
    // 2..8 per the spec; 1 is written by some encoders for two-colour images and decodes fine.
    if (minCodeSize < 1 || minCodeSize > 8) {
      return `GIF image is damaged: ${frame} has an invalid LZW code size (${minCodeSize})`
    }
    const needed = w * h
    const r = countLzwPixels(b, p + 1, minCodeSize, needed)
    if (r.status === 'truncated') return cut(`inside ${frame}'s image data`)
    if (r.status === 'invalid')
      return `GIF image is damaged: ${frame}'s image data is invalid (${r.detail})`
    if (r.status === 'short') {
      return `GIF image is incomplete: ${frame} has only ${groupDigits(r.pixels)} of its ${groupDigits(needed)} pixels`
    }
    p = r.end
  }
}

/** Skips sub-blocks from b[p] (a length byte) through the terminator; -1 if the file ends first. */
function skipSubBlocks(b: Uint8Array, p: number): number {
  for (;;) {
    if (p >= b.length) return -1
    const n = b[p]!
    p += 1 + n
    if (n === 0) return p
  }
}

/**
 * Whether a decoded picture has any pixel that is not fully opaque.
 *
 * Read from the RGBA data a canvas gives (getImageData), at a bounded cost: the
 * picture is read once, in strips of rows, and a very large one is read from a
 * smaller drawing of it (nearest pixel, so a sample of its own pixels, not a
 * blend that could round a lone transparent pixel away). "Convert and fit"
 * keeps a transparent picture in PNG (see fit.ts).
 */

/** At most this many pixels are read: 16 MP (64 MiB of RGBA, in strips of STRIP_PIXELS). */
export const MAX_SCAN_PIXELS = 16 * 1024 * 1024
/** Each strip read at once: 1 MP, 4 MiB of RGBA. */
export const STRIP_PIXELS = 1024 * 1024

export interface TransparencyScan {
  /** The size the picture is drawn at to be read: its own, or smaller when it is very large. */
  width: number
  height: number
  /** Rows of that drawing, read one strip at a time, top to bottom, covering every row once. */
  strips: { y: number; height: number }[]
}

export function transparencyScan(width: number, height: number): TransparencyScan {
  const scale = Math.min(1, Math.sqrt(MAX_SCAN_PIXELS / (width * height)))
  const w = Math.max(1, Math.floor(width * scale))
  const h = Math.max(1, Math.floor(height * scale))
  const rows = Math.max(1, Math.floor(STRIP_PIXELS / w))
  const strips: TransparencyScan['strips'] = []
  for (let y = 0; y < h; y += rows) strips.push({ y, height: Math.min(rows, h - y) })
  return { width: w, height: h, strips }
}

/** True when any pixel of the RGBA data (4 bytes a pixel, alpha last) is not fully opaque. */
export function hasTransparentPixel(rgba: ArrayLike<number>): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true
  return false
}

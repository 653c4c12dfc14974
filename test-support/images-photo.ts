/**
 * Photographic-like test images made by real encoders (pngjs, jpeg-js), for
 * timing the precheck on what users actually upload: smooth gradients and
 * waves with a little fine grain, which compress about as well as photos do.
 * Node-only.
 *
 *   photoPixels(w, h, seed)          RGBA pixels
 *   makePhotoPng(w, h, seed?)        pngjs, RGB, default filters and compression
 *   makePhotoJpeg(w, h, seed?, q?)   jpeg-js at quality 92 unless told
 *   makePhotoNear(format, bytes, seed?)  the same, sized to come out near `bytes`
 */
import * as jpegJs from 'jpeg-js'
import { PNG } from 'pngjs'

/** Grain amplitude (±): enough that the files are as hard to compress as camera pictures. */
const GRAIN = 6

export function photoPixels(width: number, height: number, seed = 1): Uint8Array {
  const data = new Uint8Array(width * height * 4)
  let s = seed >>> 0 || 1
  const fx = 6.3 / width
  const fy = 4.7 / height
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s ^= s << 13
      s ^= s >>> 17
      s ^= s << 5
      const grain = ((s >>> 0) % (2 * GRAIN + 1)) - GRAIN
      const wave = Math.sin(x * fx + seed) * Math.cos(y * fy) * 60
      const o = (y * width + x) * 4
      data[o] = clamp(90 + (x * 120) / width + wave + grain)
      data[o + 1] = clamp(70 + (y * 140) / height - wave / 2 + grain)
      data[o + 2] = clamp(140 + Math.sin((x + y) * fy * 3) * 50 + grain)
      data[o + 3] = 255
    }
  }
  return data
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v)
}

export function makePhotoPng(width: number, height: number, seed = 1): Uint8Array {
  const png = new PNG({ width, height, colorType: 2, inputColorType: 6, inputHasAlpha: true })
  png.data = Buffer.from(photoPixels(width, height, seed).buffer)
  return new Uint8Array(PNG.sync.write(png, { colorType: 2, inputHasAlpha: true }))
}

export function makePhotoJpeg(width: number, height: number, seed = 1, quality = 92): Uint8Array {
  const data = photoPixels(width, height, seed)
  return new Uint8Array(jpegJs.encode({ data, width, height }, quality).data)
}

/**
 * A 4:3 photo whose file comes out near `bytes` (within a few per cent, never
 * over it): encodes a small sample, scales the pixel count, then corrects once.
 */
export function makePhotoNear(format: 'png' | 'jpeg', bytes: number, seed = 1): Uint8Array {
  const make = (w: number) =>
    format === 'png'
      ? makePhotoPng(w, Math.round((w * 3) / 4), seed)
      : makePhotoJpeg(w, Math.round((w * 3) / 4), seed)
  let width = 400
  let file = make(width)
  for (let tries = 0; tries < 4; tries++) {
    const scale = Math.sqrt((bytes * 0.98) / file.length)
    if (file.length <= bytes && scale < 1.02) break
    width = Math.max(16, Math.floor(width * scale))
    file = make(width)
  }
  while (file.length > bytes) {
    width = Math.floor(width * 0.99)
    file = make(width)
  }
  return file
}

/**
 * Demo pictures for speakers and sponsors.
 *
 * Simple geometric avatars, logos and cover banners drawn pixel by pixel and
 * encoded as PNG. The same function writes the shipped files in resources/demo/
 * (scripts/generate-demo-images.ts) and serves them from memory in the
 * emulator, so the emulator never depends on where resources/ ends up after
 * bundling.
 */
import { deflateSync } from 'node:zlib'
import { crc32 } from '@shared/images/checksums'

export const DEMO_IMAGE_COUNTS = { speaker: 16, logo: 8, cover: 4 } as const
export type DemoImageKind = keyof typeof DEMO_IMAGE_COUNTS

type Rgb = [number, number, number]

const PALETTE: Rgb[] = [
  [0x2f, 0x6f, 0xeb],
  [0xe8, 0x5d, 0x3f],
  [0x1f, 0x9d, 0x8b],
  [0x8e, 0x4e, 0xd6],
  [0xf2, 0xa9, 0x00],
  [0xd6, 0x33, 0x84],
  [0x3c, 0x8d, 0x2f],
  [0x5b, 0x6b, 0x7f],
]
const SKIN: Rgb[] = [
  [0xf5, 0xd0, 0xb0],
  [0xe0, 0xac, 0x82],
  [0xc6, 0x8a, 0x5e],
  [0x9c, 0x64, 0x3e],
  [0x6e, 0x43, 0x28],
]

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  out.set(data, 8)
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length)
  return out
}

/** Encodes 8-bit RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0 // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit, truecolour, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}

function canvas(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const px = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y)
      const i = (y * width + x) * 3
      px[i] = r
      px[i + 1] = g
      px[i + 2] = b
    }
  }
  return encodePng(width, height, px)
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
]
const pal = (i: number) => PALETTE[i % PALETTE.length]!

/** A head-and-shoulders silhouette on a coloured ground, 256×256. */
function avatar(n: number): Buffer {
  const bg = mix(pal(n), [255, 255, 255], 0.55)
  const shirt = pal(n + 3)
  const skin = SKIN[n % SKIN.length]!
  const hair = mix(skin, [20, 20, 20], 0.75)
  return canvas(256, 256, (x, y) => {
    const dx = x - 128
    const head = dx * dx + (y - 104) ** 2
    if (head < 52 * 52) return y < 84 && n % 2 === 0 ? hair : skin
    if ((dx * dx) / (100 * 100) + (y - 250) ** 2 / (86 * 86) < 1) return shirt
    return bg
  })
}

/** A mark and three bars on white, 480×240 (≥ 320×160 for sponsor logos). */
function logo(n: number): Buffer {
  const c = pal(n)
  const shape = n % 4
  return canvas(480, 240, (x, y) => {
    const dx = x - 120
    const dy = y - 120
    const inside =
      shape === 0
        ? dx * dx + dy * dy < 70 * 70
        : shape === 1
          ? Math.abs(dx) + Math.abs(dy) < 80
          : shape === 2
            ? Math.abs(dx) < 60 && Math.abs(dy) < 60
            : dy > -70 && dy < 60 && Math.abs(dx) < (dy + 70) * 0.55
    if (inside) return c
    if (x >= 220 && x < 440) {
      if (y >= 84 && y < 112) return mix(c, [40, 40, 40], 0.6)
      if (y >= 126 && y < 142 && x < 400) return mix(c, [255, 255, 255], 0.4)
    }
    return [255, 255, 255]
  })
}

/** A diagonal gradient banner with soft circles, 1200×400 (≥ 1080×360 for covers). */
function cover(n: number): Buffer {
  const a = pal(n)
  const b = pal(n + 2)
  return canvas(1200, 400, (x, y) => {
    const base = mix(a, b, (x + y) / 1600)
    const d1 = (x - 900) ** 2 + (y - 120) ** 2
    const d2 = (x - 260) ** 2 + (y - 360) ** 2
    if (d1 < 150 * 150 || d2 < 110 * 110) return mix(base, [255, 255, 255], 0.18)
    return base
  })
}

/** File name → PNG bytes, e.g. `speaker-03.png`. Null for names outside the set. */
export function demoImage(name: string): Buffer | null {
  const m = /^(speaker|logo|cover)-(\d{2})\.png$/.exec(name)
  if (!m) return null
  const kind = m[1] as DemoImageKind
  const n = Number(m[2])
  if (n < 1 || n > DEMO_IMAGE_COUNTS[kind]) return null
  return kind === 'speaker' ? avatar(n - 1) : kind === 'logo' ? logo(n - 1) : cover(n - 1)
}

export function demoImageNames(): string[] {
  const names: string[] = []
  for (const [kind, count] of Object.entries(DEMO_IMAGE_COUNTS)) {
    for (let i = 1; i <= count; i++) names.push(`${kind}-${String(i).padStart(2, '0')}.png`)
  }
  return names
}

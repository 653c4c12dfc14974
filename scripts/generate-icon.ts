/**
 * Draws the app icon, resources/icon.png: 512×512, the size electron-builder
 * converts into every platform's format (AppImage/deb, dmg, nsis). A spotlight
 * on a stage, on a rounded indigo square. The PNG is committed; run this only
 * to change it: npx tsx scripts/generate-icon.ts
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PNG } from 'pngjs'

const SIZE = 512
/** Samples per pixel along each axis: smooth edges without a drawing library. */
const SUPERSAMPLE = 4

type Rgba = [number, number, number, number]

function inRoundedSquare(x: number, y: number): boolean {
  const margin = 32
  const radius = 96
  const lo = margin + radius
  const hi = SIZE - margin - radius
  const dx = Math.max(lo - x, 0, x - hi)
  const dy = Math.max(lo - y, 0, y - hi)
  return (
    x >= margin &&
    x <= SIZE - margin &&
    y >= margin &&
    y <= SIZE - margin &&
    dx * dx + dy * dy <= radius * radius
  )
}

/** The beam: a cone from the lamp at the top to the width of the stage. */
function inBeam(x: number, y: number): boolean {
  const top = 96
  const bottom = 372
  if (y < top || y > bottom) return false
  const halfWidth = 14 + ((y - top) / (bottom - top)) * 126
  return Math.abs(x - SIZE / 2) <= halfWidth
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number): boolean =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

/** The colour of one sample point, or null outside the icon. */
function sample(x: number, y: number): Rgba | null {
  if (!inRoundedSquare(x, y)) return null
  if (inEllipse(x, y, SIZE / 2, 88, 30, 22)) return [255, 244, 214, 255] // the lamp
  if (inEllipse(x, y, SIZE / 2, 384, 150, 34)) return [255, 214, 102, 255] // the lit stage
  if (y > 404 && y < 420 && Math.abs(x - SIZE / 2) < 190) return [30, 27, 75, 255] // the stage edge
  const t = y / SIZE
  const background: Rgba = [
    Math.round(79 - 30 * t),
    Math.round(70 - 24 * t),
    Math.round(229 - 100 * t),
    255,
  ]
  if (!inBeam(x, y)) return background
  const light = 0.32
  return [
    Math.round(background[0] + (255 - background[0]) * light),
    Math.round(background[1] + (244 - background[1]) * light),
    Math.round(background[2] + (214 - background[2]) * light),
    255,
  ]
}

function drawIcon(): Buffer {
  const png = new PNG({ width: SIZE, height: SIZE })
  const step = 1 / SUPERSAMPLE
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const sum = [0, 0, 0, 0]
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const color = sample(px + (sx + 0.5) * step, py + (sy + 0.5) * step)
          if (!color) continue
          // Premultiplied, so transparent samples do not darken the edge.
          for (let c = 0; c < 3; c++) sum[c]! += color[c]! * color[3]
          sum[3]! += color[3]
        }
      }
      const i = (py * SIZE + px) * 4
      const alpha = sum[3]!
      for (let c = 0; c < 3; c++) png.data[i + c] = alpha === 0 ? 0 : Math.round(sum[c]! / alpha)
      png.data[i + 3] = Math.round(alpha / (SUPERSAMPLE * SUPERSAMPLE))
    }
  }
  return PNG.sync.write(png)
}

writeFileSync(fileURLToPath(new URL('../resources/icon.png', import.meta.url)), drawIcon())

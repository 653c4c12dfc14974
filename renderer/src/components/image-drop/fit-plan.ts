/**
 * The steps "Convert and fit" tries, in order: the platform encoder at a
 * falling JPEG quality, then at smaller sizes, never below the target's
 * minimum dimensions (docs/api-decisions.md, "Image precheck"). The first
 * step whose output is within 4 MiB wins, so the picture loses as little as
 * it must.
 */
import { IMAGE_RULES } from '../../../../shared/images/precheck'
import type { ImageTarget } from '../../../../shared/images/precheck'

export interface FitStep {
  width: number
  height: number
  /** JPEG quality for convertToBlob, 0–1. */
  quality: number
}

const QUALITIES = [0.92, 0.85, 0.75] as const
const SCALES = [1, 0.8, 0.64, 0.5, 0.4, 0.3, 0.2, 0.1] as const

/** Why a picture cannot be fitted to the target, or undefined when it can. */
export function fitRefusal(
  width: number,
  height: number,
  target: ImageTarget,
  format: string,
): string | undefined {
  const rule = IMAGE_RULES[target]
  if (width >= rule.minWidth && height >= rule.minHeight) return undefined
  return `${format} ${width}×${height} px: ${rule.noun} must be at least ${rule.minWidth}×${rule.minHeight} px, and converting cannot add detail`
}

export function fitPlan(width: number, height: number, target: ImageTarget): FitStep[] {
  const rule = IMAGE_RULES[target]
  const smallest = Math.max(rule.minWidth / width, rule.minHeight / height)
  if (smallest > 1) return []
  const scales = [...SCALES.filter((s) => s > smallest), smallest]
  const steps: FitStep[] = []
  const seen = new Set<string>()
  for (const scale of scales) {
    const w = Math.max(rule.minWidth, Math.round(width * scale))
    const h = Math.max(rule.minHeight, Math.round(height * scale))
    if (seen.has(`${w}x${h}`)) continue
    seen.add(`${w}x${h}`)
    for (const quality of QUALITIES) steps.push({ width: w, height: h, quality })
  }
  return steps
}

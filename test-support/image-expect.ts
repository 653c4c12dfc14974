/**
 * The verdicts the per-format precheck tests (shared/images/*.test.ts) check on
 * a whole file. Uses vitest's expect: for *.test.ts files only.
 */
import { expect } from 'vitest'
import { inspectImage } from '@shared/images/precheck'
import type { ImageFormat } from '@shared/images/types'

/** The end of every "ends early" sentence, written out here so the tests do not take it from the code. */
export const CUT = ' — it may have been cut off while copying'

/** `expectValid(bytes, w, h)`: valid `format` of that size; `expectCorrupt(bytes, message)`: rejected as corrupt with that sentence. */
export function precheckExpectations(format: ImageFormat) {
  return {
    expectValid(bytes: Uint8Array, width: number, height: number) {
      expect(inspectImage(bytes)).toEqual({
        ok: true,
        info: { format, width, height, byteLength: bytes.length },
      })
    },
    expectCorrupt(bytes: Uint8Array, message: string | RegExp) {
      const r = inspectImage(bytes)
      expect(r.ok).toBe(false)
      if (r.ok) return
      expect(r.reason).toBe('corrupt')
      if (typeof message === 'string') expect(r.message).toBe(message)
      else expect(r.message).toMatch(message)
    },
  }
}

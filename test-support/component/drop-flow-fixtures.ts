/**
 * Files, problems and flows the drop flow's tests share.
 *
 * Verdicts are written out rather than read from image bytes: the reducer
 * only looks at what they say. In test-support/component/ (it names the
 * renderer's types), so no production file can import it.
 */
import type { DropFlow, DropState } from '@renderer/components/image-drop/drop-flow'
import type { DroppedImage } from '@renderer/components/image-drop/dropped-image'
import type { InstantVerdict } from '@renderer/components/image-drop/instant-verdict'
import type { UploadProblem } from '@renderer/components/image-drop/upload-errors'

export function image(
  name: string,
  verdict: Partial<InstantVerdict> = {},
  bytes = new Uint8Array([1, 2, 3]),
): DroppedImage {
  return {
    name,
    blob: new Blob([name]),
    bytes,
    verdict: {
      state: 'ok',
      summary: 'PNG · 400×400 px · 3 bytes',
      formatName: 'PNG',
      formatId: 'png',
      byteLength: 3,
      ...verdict,
    },
  }
}

export const photo = image('photo.png')
export const heic = image('photo.heic', {
  state: 'convert',
  summary: 'HEIC · 3 MB',
  message: 'HEIC is not accepted: it can be converted to JPEG',
  formatName: 'HEIC',
})
export const lost: UploadProblem = {
  where: 'card',
  sentence: 'The answer was lost: the picture may have been applied.',
  mayHaveApplied: true,
}
export const refusedCall: UploadProblem = {
  where: 'card',
  sentence: 'Service unavailable.',
  retryable: true,
}
export const uploaded = { url: 'https://cdn.test/new.png', uploadedAt: 1000 }

export const at = (flow: DropFlow, turn = 3): DropState => ({ flow, turn })
export const failed = (over: Partial<Extract<DropFlow, { phase: 'failed' }>> = {}): DropFlow => ({
  phase: 'failed',
  file: photo,
  problem: lost,
  before: 'https://cdn.test/old.png',
  ...over,
})

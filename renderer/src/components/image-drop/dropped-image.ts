/**
 * A file the drop zone holds: dropped, chosen, pasted, or made by "Convert and fit".
 *
 * Its bytes are what the checks and the upload read; its blob is what the
 * preview and the conversion use.
 */
import type { InstantVerdict } from './instant-verdict'

export interface DroppedImage {
  name: string
  /** For the preview (an object URL) and for converting. */
  blob: Blob
  bytes: Uint8Array<ArrayBuffer>
  verdict: InstantVerdict
  /** What the deep verdict found worth saying of a valid image (very large). */
  warnings?: string[]
}

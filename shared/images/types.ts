/**
 * Public types of the image precheck (docs/api-decisions.md, "Image precheck").
 *
 * Kept in their own file so the format modules can share them without importing
 * the entry point.
 */
import type { OtherFormat } from './other-formats'

export type ImageFormat = 'png' | 'jpeg' | 'gif'

/** The media type each accepted format is sent and kept under. */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
} as const satisfies Record<ImageFormat, string>
export type ImageTarget = 'speaker-picture' | 'sponsor-logo' | 'sponsor-cover'

export interface ImageInfo {
  format: ImageFormat
  width: number
  height: number
  byteLength: number
}

export type PrecheckFailure = {
  ok: false
  /** type: not an accepted format; size: over 4 MiB; dimensions: too small; corrupt: broken or incomplete data */
  reason: 'type' | 'size' | 'dimensions' | 'corrupt'
  /** Says what was found and what is needed, e.g. "PNG 64×64 px: speaker pictures must be at least 80×80 px". */
  message: string
  info?: Partial<ImageInfo>
  /**
   * For a type refusal of a format sniff.ts recognises: which one, and
   * whether a browser can decode it (so the UI can offer to convert it).
   */
  detected?: OtherFormat
}
/**
 * A valid image.
 *
 * `warnings` (present only when there is one) says what the user may want to
 * know although nothing needs fixing, e.g. that a very large image will be slow
 * to display.
 */
export type PrecheckSuccess = { ok: true; info: ImageInfo; warnings?: string[] }
export type PrecheckResult = PrecheckSuccess | PrecheckFailure

/** 4 MiB: the API's "4 MB" limit, in bytes. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024

/**
 * What one format module found.
 *
 * `kind: 'unsupported'` is for files that are the right container but a variant
 * we do not accept (e.g. lossless JPEG); the caller turns it into a 'type'
 * rejection.
 */
export type FormatCheck =
  | { ok: true; width: number; height: number }
  | {
      ok: false
      kind: 'corrupt' | 'unsupported'
      message: string
      width?: number
      height?: number
    }

/**
 * How far a format check goes.
 *
 * header: signature and header (instant).
 * full: every chunk/segment/block, checksums and headers, and the data
 * decompressed/decoded (streaming, in bounded memory) to count every pixel or
 * block.
 */
export type CheckDepth = 'header' | 'full'

/** Builds a FormatCheck failure, keeping the header size when it is known. */
export function failure(
  message: string,
  size?: { width: number; height: number },
  kind: 'corrupt' | 'unsupported' = 'corrupt',
): FormatCheck {
  return size
    ? { ok: false, kind, message, width: size.width, height: size.height }
    : { ok: false, kind, message }
}

/** Suffix for every "ends early" message: tells the user what probably happened. */
export const CUT_OFF = ' — it may have been cut off while copying'

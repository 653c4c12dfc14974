/**
 * The instant verdict, from the first bytes of a file (the UI reads 64 KiB):
 * type, size (from the whole file's length), header damage, dimensions and
 * the target's minimum — every rule but complete pixel data, which the deep
 * check proves from the whole file.
 */
import { groupDigits } from './bytes'
import { beforeDeepCheck } from './precheck-steps'
import { FORMAT_NAMES } from './rules'
import {
  CUT_OFF,
  type ImageFormat,
  type ImageInfo,
  type ImageTarget,
  type PrecheckFailure,
} from './types'

export type HeaderVerdict =
  /** Every rule the header can answer is met; the deep check still has to prove the pixel data. */
  | { ok: true; info: ImageInfo; warnings?: string[] }
  /**
   * The header lies beyond the bytes given (a JPEG after large metadata), so
   * the dimensions are not known yet; `pending` says so in a sentence.
   */
  | { ok: true; info: { format: ImageFormat; byteLength: number }; pending: string }
  | PrecheckFailure

/**
 * The instant verdict of a file.
 *
 * `firstBytes` is the start of the file (all of it when short), and
 * `totalByteLength` its whole length. Never throws.
 */
export function precheckHeader(
  firstBytes: Uint8Array,
  totalByteLength: number,
  target: ImageTarget,
): HeaderVerdict {
  try {
    const r = beforeDeepCheck(firstBytes, target, totalByteLength)
    if (r.ok || firstBytes.length >= totalByteLength) return r
    // "Ends early" about a part of the file only means the header is further in.
    const format = r.info?.format
    if (r.reason !== 'corrupt' || !format || !r.message.endsWith(CUT_OFF)) return r
    const where = `${groupDigits(firstBytes.length)} bytes`
    return {
      ok: true,
      info: { format, byteLength: totalByteLength },
      pending: `${FORMAT_NAMES[format]} image: its dimensions come after the first ${where}; the full check will tell`,
    }
  } catch {
    return {
      ok: false,
      reason: 'corrupt',
      message: 'The image could not be read: its data is malformed',
    }
  }
}

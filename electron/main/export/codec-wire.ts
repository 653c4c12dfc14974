/**
 * The messages between the export and its codec worker.
 *
 * A page's CSV bytes travel as their own ArrayBuffer, transferred rather than
 * copied.
 */
import type { AppErrorData } from '@shared/errors'
import type { CodecJob, CodecResult } from './page-codec'

export interface CodecRequest {
  id: number
  job: CodecJob
}

export interface WireResult extends Omit<CodecResult, 'encoded'> {
  encoded: { ids: string[]; ends: number[]; bytes: ArrayBuffer } | null
}

export type CodecReply =
  { id: number; ok: true; result: WireResult } | { id: number; ok: false; error: AppErrorData }

/** A result ready to post, with the buffers to transfer. */
export function toWire(result: CodecResult): { result: WireResult; transfer: ArrayBuffer[] } {
  if (!result.encoded) return { result: { ...result, encoded: null }, transfer: [] }
  const { bytes, ids, ends } = result.encoded
  // A view may share its ArrayBuffer (Node's buffer pool): only a buffer of its own is transferred.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  return { result: { ...result, encoded: { ids, ends, bytes: own } }, transfer: [own] }
}

export function fromWire(result: WireResult): CodecResult {
  if (!result.encoded) return { ...result, encoded: null }
  const { ids, ends, bytes } = result.encoded
  return { ...result, encoded: { ids, ends, bytes: Buffer.from(bytes) } }
}

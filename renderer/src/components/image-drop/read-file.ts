/**
 * Reading a dropped, chosen or pasted file, which can fail.
 *
 * A file moved or deleted since it was chosen, a folder, a file this computer
 * will not let be read. Each failure becomes a sentence that names the file and
 * what to do.
 */
import { errorData } from '@renderer/lib/errors'
import { summaryOf, type InstantVerdict } from './instant-verdict'
import type { DroppedImage } from './dropped-image'

export type ReadResult =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: (name: string) => string }

export async function readBytes(blob: Blob): Promise<ReadResult> {
  try {
    return { ok: true, bytes: new Uint8Array(await blob.arrayBuffer()) }
  } catch (error) {
    const why = errorData(error).message.replace(/\.\s*$/, '')
    return {
      ok: false,
      message: (name) =>
        `${name} could not be read (${why}). It may have been moved or deleted, or be a folder: choose the file again`,
    }
  }
}

/** A file none of whose bytes could be read: its name and size are all there is to show. */
export function unreadable(blob: Blob, name: string): DroppedImage {
  const verdict: InstantVerdict = {
    state: 'refuse',
    summary: summaryOf(null, undefined, undefined, blob.size),
    formatName: null,
    formatId: null,
    byteLength: blob.size,
  }
  return { name, blob, bytes: new Uint8Array(0), verdict }
}

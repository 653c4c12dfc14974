/**
 * The messages between the renderer and its image-check worker, and the worker's side of them.
 *
 * The deep precheck of a 4 MiB image takes tens of milliseconds, too long for
 * the UI thread, so it runs in a worker with the browser's own zlib decoder
 * (DecompressionStream) for PNG data.
 */
import {
  precheckImageAsync,
  type ImageTarget,
  type PrecheckResult,
  type ZlibInflate,
} from '@shared/images/precheck'

export interface ImageCheckRequest {
  id: number
  /** The file's bytes, transferred (the sender's copy becomes empty). */
  buffer: ArrayBuffer
  target: ImageTarget
}

export interface ImageCheckResponse {
  id: number
  verdict: PrecheckResult
  /** The same bytes, transferred back, so the caller can still upload them. */
  buffer: ArrayBuffer
}

/** The deep verdict for one request; never rejects. */
export async function answerImageCheck(
  request: ImageCheckRequest,
  inflate: ZlibInflate,
): Promise<ImageCheckResponse> {
  const verdict = await precheckImageAsync(new Uint8Array(request.buffer), request.target, {
    inflate,
  })
  return { id: request.id, verdict, buffer: request.buffer }
}

/** ZlibInflate on DecompressionStream('deflate'), which reads zlib-wrapped data. */
export const decompressionInflate: ZlibInflate = (zlib) => {
  const stream = new DecompressionStream('deflate')
  const writer = stream.writable.getWriter()
  // Written from a task of its own: the stream only takes more input as its output is read.
  void (async () => {
    for (const piece of zlib) await writer.write(piece as Uint8Array<ArrayBuffer>)
    await writer.close()
  })().catch(() => {
    // The reader sees the same error; nothing to do here.
  })
  return readAll(stream.readable)
}

async function* readAll(readable: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = readable.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    // Stopping early (too much data) must release the decoder.
    reader.cancel().catch(() => {})
  }
}

/**
 * Reads a request body with a hard byte limit, enforced on the stream: a
 * declared Content-Length over the limit is refused before reading, and an
 * undeclared (chunked) body is cut off as soon as it passes the limit, so a
 * client can never make the emulator buffer more than `limit` bytes.
 */
import type { Context } from 'hono'
import { readCapped } from '@shared/net/read-capped'
import type { AppEnv } from './guard'

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`)
  }
}

/**
 * How much of a refused body is read and thrown away before the answer.
 *
 * Servers linger on a connection they refuse a body on (nginx's
 * lingering_close) so the client, still sending, reads the answer rather than
 * a reset; past this much the connection is closed on it.
 */
export const LINGER_BYTES = 16 * 1024 * 1024

/** Reads and discards what is left of a body, up to `bound` bytes; never buffers it. */
async function discard(body: ReadableStream<Uint8Array> | null, bound: number): Promise<void> {
  let seen = 0
  try {
    // A body already cancelled (cut off mid-read) is locked: nothing to read.
    if (!body || body.locked) return
    const reader = body.getReader()
    while (seen <= bound) {
      const { done, value } = await reader.read()
      if (done) return
      seen += value.byteLength
    }
    await reader.cancel()
  } catch {
    // A client that went away has nothing left to read.
  }
}

export async function readBodyLimited(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length')
  if (declared !== undefined && Number(declared) > limit) {
    await discard(c.req.raw.body, LINGER_BYTES)
    throw new BodyTooLarge(limit)
  }
  const bytes = await readCapped(c.req.raw.body?.getReader(), limit, {
    onProgress: (total) => c.set('bodyBytesRead', total),
  })
  if (bytes === null) {
    await discard(c.req.raw.body, LINGER_BYTES)
    throw new BodyTooLarge(limit)
  }
  return bytes
}

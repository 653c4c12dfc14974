/**
 * Reads a request body with a hard byte limit, enforced on the stream: a
 * declared Content-Length over the limit is refused before reading, and an
 * undeclared (chunked) body is cut off as soon as it passes the limit, so a
 * client can never make the emulator buffer more than `limit` bytes.
 */
import type { Context } from 'hono'
import type { AppEnv } from './guard'

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`)
  }
}

export async function readBodyLimited(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length')
  if (declared !== undefined && Number(declared) > limit) throw new BodyTooLarge(limit)
  const stream = c.req.raw.body
  if (!stream) return new Uint8Array(0)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    c.set('bodyBytesRead', total)
    if (total > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const ch of chunks) {
    out.set(ch, at)
    at += ch.length
  }
  return out
}

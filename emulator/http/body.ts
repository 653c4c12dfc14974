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

export async function readBodyLimited(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length')
  if (declared !== undefined && Number(declared) > limit) throw new BodyTooLarge(limit)
  const bytes = await readCapped(c.req.raw.body?.getReader(), limit, {
    onProgress: (total) => c.set('bodyBytesRead', total),
  })
  if (bytes === null) throw new BodyTooLarge(limit)
  return bytes
}

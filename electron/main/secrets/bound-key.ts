/**
 * A keychain entry's text: the API key and the origin it was entered for.
 *
 * A key is only ever sent to the origin (scheme, host and port) it was typed
 * for, so the entry carries that origin and the workspace service refuses a
 * key whose origin is not its workspace's current one. Entries written before
 * keys had an origin hold the bare key; they read with no origin, and the
 * service binds them at their first read.
 */
import { z } from 'zod'

export interface BoundKey {
  key: string
  origin: string
}

const entrySchema = z.object({ origin: z.string().min(1), key: z.string().min(1) })

export function encodeBoundKey(bound: BoundKey): string {
  return JSON.stringify({ origin: bound.origin, key: bound.key })
}

function parseJson(text: string): unknown {
  if (!text.startsWith('{')) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A bare key, as older entries hold, reads as unbound: no API key is a JSON object of these two members. */
export function decodeBoundKey(text: string): { key: string; origin: string | null } {
  const entry = entrySchema.safeParse(parseJson(text))
  return entry.success ? entry.data : { key: text, origin: null }
}

/** The origin a base address's key is bound to: its scheme, host and port. */
export function originOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).origin : baseUrl
}

/**
 * Binary payloads cross the harness bridge as base64 (it carries JSON text
 * only). Used on both sides: the page script and the Playwright process.
 * No Node or DOM globals beyond atob/btoa, which both have.
 */
const TAG = '__bytes'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function encodeWire(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [TAG]: toBase64(value) }
  if (value instanceof ArrayBuffer) return { [TAG]: toBase64(new Uint8Array(value)) }
  if (Array.isArray(value)) return value.map(encodeWire)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value))
      if (inner !== undefined) out[key] = encodeWire(inner)
    return out
  }
  return value
}

function holdsBytes(value: unknown): boolean {
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return true
  if (Array.isArray(value)) return value.some(holdsBytes)
  if (value && typeof value === 'object') {
    for (const key in value) if (holdsBytes((value as Record<string, unknown>)[key])) return true
  }
  return false
}

/**
 * One value as the text that crosses the bridge: `[1, encoded]` when it holds bytes,
 * `[0, value]` when it does not. Most answers (a page of 100 attendees is some 220 KB)
 * hold none, and then neither side needs to copy the tree: JSON does what
 * encodeWire would (undefined keys dropped) and decodeWireText only parses.
 */
export function encodeWireText(value: unknown): string {
  return holdsBytes(value)
    ? `[1,${JSON.stringify(encodeWire(value))}]`
    : `[0,${JSON.stringify(value ?? null)}]`
}

export function decodeWireText(text: string): unknown {
  const [tagged, value] = JSON.parse(text) as [0 | 1, unknown]
  return tagged ? decodeWire(value) : value
}

export function decodeWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeWire)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record[TAG] === 'string' && Object.keys(record).length === 1)
      return fromBase64(record[TAG])
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(record)) out[key] = decodeWire(inner)
    return out
  }
  return value
}

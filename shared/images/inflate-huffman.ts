/**
 * Canonical Huffman codes for the DEFLATE decoder (inflate.ts).
 */

/** Thrown for any invalid code or stream; inflate.ts turns it into a 'corrupt' outcome. */
export class Invalid extends Error {}

export const FAST_BITS = 9

/**
 * Canonical Huffman code: `fast` answers codes of up to 9 bits in one lookup
 * (entry = symbol << 4 | length, 0 = not there); longer codes are walked bit by
 * bit with count/symbol, as in zlib's puff.c.
 */
export interface Code {
  count: Uint16Array
  symbol: Uint16Array
  fast: Int32Array
}

/** kind 'codes' (code-length code) must be complete; others may be a single 1-bit code. */
export function buildCode(lengths: Uint8Array, n: number, kind: 'codes' | 'other'): Code {
  const count = new Uint16Array(16)
  for (let s = 0; s < n; s++) count[lengths[s] ?? 0]!++
  count[0] = 0
  let left = 1
  let max = 0
  for (let len = 1; len < 16; len++) {
    left = (left << 1) - count[len]!
    if (left < 0) throw new Invalid('over-subscribed Huffman code')
    if (count[len]) max = len
  }
  // zlib accepts an incomplete code only when it is a single one-bit code (or empty for distances).
  if (left > 0 && (kind === 'codes' || max > 1)) throw new Invalid('incomplete Huffman code')
  const offs = new Uint16Array(17)
  for (let len = 1; len < 16; len++) offs[len + 1] = offs[len]! + count[len]!
  const symbol = new Uint16Array(n)
  const next = new Uint16Array(16)
  let code = 0
  for (let len = 1; len < 16; len++) {
    code = (code + count[len - 1]!) << 1
    next[len] = code
  }
  const fast = new Int32Array(1 << FAST_BITS)
  for (let s = 0; s < n; s++) {
    const len = lengths[s] ?? 0
    if (!len) continue
    symbol[offs[len]!++] = s
    const c = next[len]!++
    if (len > FAST_BITS) continue
    let rev = 0 // stream bits arrive least significant first, codes are stored most significant first
    for (let i = 0; i < len; i++) rev |= ((c >> i) & 1) << (len - 1 - i)
    for (let i = rev; i < 1 << FAST_BITS; i += 1 << len) fast[i] = (s << 4) | len
  }
  return { count, symbol, fast }
}

export const FIXED = (() => {
  const l = new Uint8Array(288)
  l.fill(8, 0, 144)
  l.fill(9, 144, 256)
  l.fill(7, 256, 280)
  l.fill(8, 280, 288)
  const d = new Uint8Array(32).fill(5) // 32 codes as in zlib; 30 and 31 are rejected when met
  return { lit: buildCode(l, 288, 'other'), dist: buildCode(d, 32, 'other') }
})()

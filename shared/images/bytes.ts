/**
 * Byte helpers.
 *
 * Reads past the end yield 0 instead of undefined so that parsers never see
 * NaN; every parser checks lengths before trusting a value.
 */
export function u8(b: Uint8Array, o: number): number {
  return b[o] ?? 0
}

export function u16be(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0)
}

export function u16le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8)
}

/** Unsigned 32-bit big-endian (multiplication keeps it positive). */
export function u32be(b: Uint8Array, o: number): number {
  return (
    (b[o] ?? 0) * 0x1000000 + (((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0))
  )
}

/** Latin-1 text of `n` bytes at `o` (for chunk names, brands, signatures). */
export function ascii(b: Uint8Array, o: number, n: number): string {
  let s = ''
  for (let i = o; i < o + n && i < b.length; i++) s += String.fromCharCode(b[i] ?? 0)
  return s
}

/** 4194304 → "4,194,304". Not toLocaleString: messages must not depend on the locale. */
export function groupDigits(n: number): string {
  const s = String(Math.trunc(n))
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A chunk or marker name safe to show in a message (garbage becomes hex). */
export function printable(name: string): string {
  return /^[\x20-\x7e]+$/.test(name)
    ? name
    : '0x' + [...name].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
}

/** The parts one after another, in one new array. */
export function concatBytes(parts: readonly ArrayLike<number>[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let o = 0
  for (const p of parts) {
    out.set(p, o)
    o += p.length
  }
  return out
}

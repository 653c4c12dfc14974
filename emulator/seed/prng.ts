/**
 * Deterministic pseudo-random numbers for the seed data and fault injection.
 *
 * The same seed gives the same data on every machine and every run, which is
 * what lets tests and screenshots name concrete records.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [0, n). */
  int(n: number): number
  /** Integer in [min, max]. */
  range(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `weights[i]` is the relative weight of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** A version-4 UUID that matches the API's pattern for IDs. */
  uuid(): string
  hex(chars: number): string
}

/** Mixes any number of integers/strings into one 32-bit seed (FNV-1a then a finalizer). */
export function hashSeed(...parts: (number | string)[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const s = typeof part === 'number' ? `#${part}` : `$${part}`
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  return h >>> 0
}

/**
 * mulberry32: tiny, fast, good enough for test data (not for secrets).
 *
 * A class rather than closures: one is made per attendee rendered, so it must
 * be cheap.
 */
class Mulberry32 implements Rng {
  private a: number

  constructor(seed: number) {
    this.a = seed >>> 0
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  range(min: number, max: number): number {
    return min + this.int(max - min + 1)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[this.int(items.length)] as T
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0
    for (const w of weights) total += w
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0
      if (r < 0) return items[i] as T
    }
    return items[items.length - 1] as T
  }

  hex(chars: number): string {
    let s = ''
    for (let i = 0; i < chars; i++) s += HEX[this.int(16)]
    return s
  }

  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${'89ab'[this.int(4)]}${this.hex(3)}-${this.hex(12)}`
  }
}

const HEX = '0123456789abcdef'

export function createRng(seed: number): Rng {
  return new Mulberry32(seed)
}

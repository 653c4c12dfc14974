import { constants, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inflateZlib } from './inflate'

/** Inflates and returns the whole output (tests only; the PNG check never keeps it). */
function inflateAll(z: Uint8Array) {
  const chunks: Uint8Array[] = []
  const r = inflateZlib(z, 0, (out, s, e) => {
    chunks.push(out.slice(s, e))
    return true
  })
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let o = 0
  for (const c of chunks) {
    all.set(c, o)
    o += c.length
  }
  return { r, all }
}

/** 300 KB of mixed text-like and random data: long matches, literals, far distances. */
function sample(): Uint8Array {
  const b = new Uint8Array(300_000)
  let seed = 7
  for (let i = 0; i < b.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    b[i] = i % 5000 < 2500 ? 'the quick brown fox '.charCodeAt(i % 20) : seed >>> 24
  }
  return b
}

describe('inflateZlib', () => {
  const data = sample()
  it.each([
    ['stored (level 0)', { level: 0 }],
    ['fixed Huffman', { strategy: constants.Z_FIXED }],
    ['dynamic, level 1', { level: 1 }],
    ['dynamic, level 9', { level: 9 }],
    ['Huffman only', { strategy: constants.Z_HUFFMAN_ONLY }],
    ['run-length', { strategy: constants.Z_RLE }],
  ])('reproduces node:zlib output exactly: %s', (_, opts) => {
    const z = new Uint8Array(deflateSync(data, opts))
    const { r, all } = inflateAll(z)
    expect(r).toEqual({ status: 'done', produced: data.length, end: z.length })
    expect(Buffer.from(all).equals(Buffer.from(data))).toBe(true)
  })

  it('handles empty input streams', () => {
    const z = new Uint8Array(deflateSync(new Uint8Array(0)))
    expect(inflateAll(z).r).toMatchObject({ status: 'done', produced: 0 })
  })

  it('reports truncation wherever the stream is cut', () => {
    const z = new Uint8Array(deflateSync(data, { level: 6 }))
    for (const n of [0, 1, 2, 3, 100, Math.floor(z.length / 2), z.length - 5, z.length - 1]) {
      expect(inflateAll(z.subarray(0, n)).r.status).toBe('truncated')
    }
  })

  it('rejects a wrong Adler-32', () => {
    const z = new Uint8Array(deflateSync(data))
    z[z.length - 1]! ^= 1
    expect(inflateAll(z).r).toMatchObject({
      status: 'corrupt',
      detail: 'checksum (Adler-32) mismatch',
    })
  })

  it('rejects a bad zlib header', () => {
    expect(inflateAll(Uint8Array.from([0x78, 0x9d, 0, 0])).r).toMatchObject({ status: 'corrupt' })
    expect(inflateAll(Uint8Array.from([0x79, 0x9c, 0, 0])).r).toMatchObject({ status: 'corrupt' })
  })

  it('rejects block type 3 and a back-reference before the start', () => {
    // Bits are packed LSB first: BFINAL=1, BTYPE=11.
    expect(inflateAll(Uint8Array.from([0x78, 0x9c, 0x07, 0, 0, 0, 0, 0])).r).toMatchObject({
      status: 'corrupt',
      detail: 'invalid block type',
    })
    // Fixed block whose first symbol is a match (length 3, distance 1): nothing to copy from yet.
    // BFINAL=1, BTYPE=01 → bits 1,1,0; code 257 = 0000001 (7 bits, MSB first); distance code 00000.
    const bits = [1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]
    const bytes = [0x78, 0x9c, 0, 0, 0, 0, 0, 0]
    bits.forEach((bit, i) => (bytes[2 + (i >> 3)]! |= bit << (i & 7)))
    expect(inflateAll(Uint8Array.from(bytes)).r).toMatchObject({
      status: 'corrupt',
      detail: 'distance too far back',
    })
  })

  it('stops when the sink says so', () => {
    const z = new Uint8Array(deflateSync(data))
    const r = inflateZlib(z, 0, () => false)
    expect(r.status).toBe('stopped')
  })

  it('never throws on garbled streams', () => {
    const z = new Uint8Array(deflateSync(data.subarray(0, 20_000)))
    let seed = 3
    for (let i = 0; i < 300; i++) {
      const bad = z.slice()
      seed = (seed * 1103515245 + 12345) >>> 0
      bad[2 + (seed % (bad.length - 2))]! ^= 1 << (seed >>> 29)
      expect(['done', 'corrupt', 'truncated']).toContain(inflateAll(bad).r.status)
    }
  })
})

describe('inflateZlib memory', () => {
  it('hands out 16 MiB of output through one buffer of 128 KiB, never the whole', () => {
    const z = deflateSync(new Uint8Array(16 * 1024 * 1024).fill(7))
    const buffers = new Set<ArrayBufferLike>()
    let largest = 0
    let produced = 0
    const r = inflateZlib(z, 0, (out, s, e) => {
      buffers.add(out.buffer)
      largest = Math.max(largest, out.byteLength, e - s)
      produced += e - s
      return true
    })
    expect(r).toMatchObject({ status: 'done', produced: 16 * 1024 * 1024 })
    expect(produced).toBe(16 * 1024 * 1024)
    expect(buffers.size).toBe(1)
    expect(largest).toBeLessThanOrEqual(128 * 1024)
  })
})

/**
 * The deep check with the platform's inflater (node:zlib here) must give
 * exactly the verdicts of the synchronous check with inflate.ts, valid or
 * not, and stop a decompression bomb at once.
 */
import { crc32, createInflate } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { append, corruptPngData, fixPngCrcs, makePng, pngChunks } from '@test-support/images'
import { makeLargePng } from '@test-support/images-large'
import { pngChunk } from '@test-support/images-png'
import {
  INFLATE_CHUNK_BYTES,
  precheckImage,
  precheckImageAsync,
  streamInflater,
  type ZlibInflate,
} from './precheck'

const nodeInflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))

/** Wraps an inflater to count its uses and the bytes it yielded. */
function spy(inner: ZlibInflate) {
  const seen = { calls: 0, yielded: 0, largest: 0 }
  const inflate: ZlibInflate = async function* (zlib) {
    seen.calls++
    for await (const piece of inner(zlib)) {
      seen.yielded += piece.length
      seen.largest = Math.max(seen.largest, piece.length)
      yield piece
    }
  }
  return { inflate, seen }
}

/** The same PNG with its zlib data (all IDATs joined) replaced by `edit(zlib)`, in one IDAT. */
function withZlib(png: Uint8Array, edit: (zlib: Uint8Array) => Uint8Array): Uint8Array {
  const chunks = pngChunks(png)
  const idats = chunks.filter((c) => c.type === 'IDAT')
  const zlib = Uint8Array.from(idats.flatMap((c) => [...png.subarray(c.dataStart, c.dataEnd)]))
  const first = idats[0]!
  const last = idats.at(-1)!
  return fixPngCrcs(
    append(
      append(png.subarray(0, first.offset), pngChunk('IDAT', edit(zlib))),
      png.subarray(last.dataEnd + 4),
    ),
  )
}

/** The PNG with the stored CRC of its `index`-th chunk of `type` changed. */
function wrongCrc(png: Uint8Array, type: string, index = 0): Uint8Array {
  const chunk = pngChunks(png).filter((c) => c.type === type)[index]!
  const out = png.slice()
  out[chunk.dataEnd + 3] = out[chunk.dataEnd + 3]! ^ 1
  return out
}

const withText = (png: Uint8Array) => {
  const iend = pngChunks(png).at(-1)!
  return append(
    append(png.subarray(0, iend.offset), pngChunk('tEXt', [65, 0, 66])),
    png.subarray(iend.offset),
  )
}

const CASES: [string, Uint8Array][] = [
  ['valid truecolour', makePng(120, 90)],
  ['valid, interlaced, in three IDATs', makePng(97, 83, { interlace: true, idatChunks: 3 })],
  ['valid palette, 4-bit', makePng(100, 100, { colorType: 3, bitDepth: 4 })],
  ['valid 16-bit RGBA', makePng(81, 80, { colorType: 6, bitDepth: 16 })],
  ['garbled compressed data', corruptPngData(makePng(100, 100))],
  ['an unknown filter type', makePng(100, 100, { filter: 5 })],
  ['a row missing', makeLargePng(300, 200, { rows: 199 })],
  ['a row too many', makeLargePng(300, 200, { rows: 201 })],
  ['the zlib stream cut short', withZlib(makePng(100, 100), (z) => z.subarray(0, z.length - 40))],
  [
    'a wrong Adler-32',
    withZlib(makePng(100, 100), (z) => append(z.subarray(0, -1), [z.at(-1)! ^ 1])),
  ],
  ['junk after the zlib stream (tolerated)', withZlib(makePng(100, 100), (z) => append(z, 9))],
  [
    'a wrong checksum in the first image data chunk',
    wrongCrc(makePng(100, 100, { idatChunks: 3 }), 'IDAT'),
  ],
  [
    'a wrong checksum in the last image data chunk',
    wrongCrc(makePng(100, 100, { idatChunks: 3 }), 'IDAT', 2),
  ],
  ['a wrong checksum in the end chunk', wrongCrc(makePng(100, 100), 'IEND')],
  ['a wrong checksum in a text chunk', wrongCrc(withText(makePng(100, 100)), 'tEXt')],
  ['a wrong checksum and a row missing', wrongCrc(makeLargePng(300, 200, { rows: 199 }), 'IEND')],
]

describe('deep check with the platform inflater', () => {
  it.each(CASES)('%s: the same verdict as the synchronous check', async (name, png) => {
    const expected = precheckImage(png, 'speaker-picture')
    expect(expected.ok).toBe(name.startsWith('valid') || name.includes('tolerated'))
    expect(await precheckImageAsync(png, 'speaker-picture', { inflate: nodeInflate })).toEqual(
      expected,
    )
    expect(
      await precheckImageAsync(png, 'speaker-picture', { inflate: nodeInflate, crc32 }),
    ).toEqual(expected)
  })

  it('the platform CRC is used, and one that is wrong cannot make a valid image invalid', async () => {
    const png = makePng(120, 90, { idatChunks: 3 })
    let calls = 0
    const counted = (bytes: Uint8Array, previous: number) => {
      calls++
      return crc32(bytes, previous)
    }
    await precheckImageAsync(png, 'speaker-picture', { inflate: nodeInflate, crc32: counted })
    expect(calls).toBeGreaterThanOrEqual(5) // IDAT ×3, IEND and more
    const wrong = () => 0
    expect(
      await precheckImageAsync(png, 'speaker-picture', { inflate: nodeInflate, crc32: wrong }),
    ).toEqual(precheckImage(png, 'speaker-picture'))
  })

  it('valid data is proven by the platform inflater alone', async () => {
    const { inflate, seen } = spy(nodeInflate)
    const png = makePng(200, 150)
    expect(await precheckImageAsync(png, 'speaker-picture', { inflate })).toMatchObject({
      ok: true,
    })
    expect(seen).toMatchObject({ calls: 1, yielded: 150 * (1 + 200 * 3) })
  })

  it('the image data streams past in pieces of at most the chunk size, never whole', async () => {
    const { inflate, seen } = spy(nodeInflate)
    const png = makeLargePng(4000, 4000) // 16 MB of pixel data
    expect(await precheckImageAsync(png, 'sponsor-cover', { inflate })).toMatchObject({ ok: true })
    expect(seen.yielded).toBe(4000 * 4001)
    expect(seen.largest).toBeLessThanOrEqual(INFLATE_CHUNK_BYTES)
  })

  it('an inflater that fails on valid data cannot make it invalid', async () => {
    const broken: ZlibInflate = () => {
      throw new Error('no zlib here')
    }
    const png = makePng(120, 90)
    expect(await precheckImageAsync(png, 'speaker-picture', { inflate: broken })).toEqual(
      precheckImage(png, 'speaker-picture'),
    )
  })

  it('a bomb is stopped at the first piece past the expected size', async () => {
    // 2000×2000 px of data behind a header that claims 100×100.
    const big = makeLargePng(2000, 2000)
    const ihdr = pngChunks(big)[0]!
    const bomb = big.slice()
    bomb.set([0, 0, 0, 100, 0, 0, 0, 100], ihdr.dataStart)
    const { inflate, seen } = spy(nodeInflate)
    const verdict = await precheckImageAsync(fixPngCrcs(bomb), 'speaker-picture', { inflate })
    expect(verdict).toMatchObject({
      ok: false,
      message: 'PNG image is damaged: its image data is longer than 100×100 px needs',
    })
    expect(seen.yielded).toBeLessThanOrEqual(INFLATE_CHUNK_BYTES)
  })
})

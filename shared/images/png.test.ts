import { deflateSync } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it, vi } from 'vitest'
import { CUT, precheckExpectations } from '@test-support/image-expect'
import {
  append,
  corruptPngData,
  fixPngCrcs,
  flipByte,
  makePng,
  pngChunks,
  splice,
  truncate,
} from '@test-support/images'
import { pngChunk, u32 } from '@test-support/images-png'
import { concatBytes } from './bytes'
import { inflateZlib } from './inflate'
import { inspectImage } from './precheck'

// The real decoder, watched: some verdicts must come without inflating anything.
vi.mock(import('./inflate'), async (original) => {
  const real = await original()
  return { ...real, inflateZlib: vi.fn(real.inflateZlib) }
})

const { expectValid, expectCorrupt } = precheckExpectations('png')

/** A PNG from raw (already filtered) scanlines, to control the decompressed size exactly. */
function rawPng(
  width: number,
  height: number,
  raw: Uint8Array,
  ihdr: Partial<{ depth: number; color: number; interlace: number }> = {},
) {
  return concatBytes([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [
      ...u32(width),
      ...u32(height),
      ihdr.depth ?? 8,
      ihdr.color ?? 0,
      0,
      0,
      ihdr.interlace ?? 0,
    ]),
    pngChunk('IDAT', new Uint8Array(deflateSync(raw))),
    pngChunk('IEND', []),
  ])
}

describe('PNG: valid files', () => {
  it.each([
    [0, 1],
    [0, 2],
    [0, 4],
    [0, 8],
    [0, 16],
    [2, 8],
    [2, 16],
    [3, 1],
    [3, 2],
    [3, 4],
    [3, 8],
    [4, 8],
    [4, 16],
    [6, 8],
    [6, 16],
  ] as const)('colour type %i with bit depth %i', (colorType, bitDepth) => {
    expectValid(makePng(37, 11, { colorType, bitDepth }), 37, 11)
    expectValid(makePng(37, 11, { colorType, bitDepth, interlace: true }), 37, 11)
  })

  it('Adam7 at every small size, including empty passes', () => {
    for (let w = 1; w <= 10; w++)
      for (let h = 1; h <= 10; h++)
        expectValid(makePng(w, h, { interlace: true, colorType: 0, bitDepth: 1 }), w, h)
  })

  it('several IDAT chunks, every filter type, and bytes after IEND', () => {
    expectValid(makePng(90, 90, { idatChunks: 7 }), 90, 90)
    for (const filter of [0, 1, 2, 3, 4]) expectValid(makePng(20, 5, { filter }), 20, 5)
    const png = append(makePng(100, 80), 500)
    expectValid(png, 100, 80)
  })

  it('accepts what a third-party encoder (pngjs) writes', () => {
    const img = new PNG({ width: 120, height: 90 })
    img.data.fill(200)
    expectValid(new Uint8Array(PNG.sync.write(img)), 120, 90)
  })
})

describe('PNG: incomplete files', () => {
  const png = makePng(120, 100, { idatChunks: 2 })
  const idat = pngChunks(png).find((c) => c.type === 'IDAT')!
  const iend = pngChunks(png).find((c) => c.type === 'IEND')!

  it.each([
    [4, `PNG image is incomplete: the file ends inside its signature${CUT}`],
    [8, `PNG image is incomplete: the file ends before its header (IHDR)${CUT}`],
    [20, `PNG image is incomplete: the file ends inside its header (IHDR)${CUT}`],
    [33, `PNG image is incomplete: the file ends before its image data (IDAT)${CUT}`],
    [
      idat.dataStart + 10,
      `PNG image is incomplete: the file ends inside the image data (IDAT)${CUT}`,
    ],
    [idat.dataEnd + 2, `PNG image is incomplete: the file ends inside the image data (IDAT)${CUT}`],
    [iend.offset, `PNG image is incomplete: the file ends before its end marker (IEND)${CUT}`],
    [png.length - 1, `PNG image is incomplete: the file ends inside the IEND chunk${CUT}`],
  ])('cut at byte %i', (n, message) => expectCorrupt(truncate(png, n), message))

  it('the quick check still answers from the header, the deep one does not accept', () => {
    const cut = truncate(png, idat.dataStart + 10)
    expect(inspectImage(cut, { deep: false })).toMatchObject({
      ok: true,
      info: { width: 120, height: 100 },
    })
    expect(inspectImage(cut).ok).toBe(false)
  })

  it('image data one byte short, behind a correct IEND', () => {
    const raw = new Uint8Array(10 * 11 - 1)
    expectCorrupt(
      rawPng(10, 10, raw),
      /^PNG image is incomplete: its image data stops after 109 of the 110 bytes 10×10 px needs/,
    )
  })

  it('image data that stops mid-stream though every CRC is right', () => {
    const full = makePng(64, 64)
    const c = pngChunks(full).find((x) => x.type === 'IDAT')!
    const shortIdat = pngChunk('IDAT', full.subarray(c.dataStart, c.dataEnd - 20))
    const fixed = concatBytes([full.subarray(0, c.offset), shortIdat, pngChunk('IEND', [])])
    expectCorrupt(fixed, /^PNG image is incomplete: its image data stops after/)
  })
})

describe('PNG: damaged files', () => {
  const png = makePng(64, 48)

  it('garbled compressed data with correct CRCs is caught by inflating', () => {
    expectCorrupt(
      corruptPngData(png),
      /^PNG image is (damaged: its compressed image data is invalid|incomplete|damaged: a row)/,
    )
  })

  it('a wrong IDAT CRC', () => {
    const idat = pngChunks(png).find((c) => c.type === 'IDAT')!
    expectCorrupt(
      flipByte(png, idat.dataStart + 5, 1),
      'PNG image is damaged: the checksum (CRC) of the image data (IDAT) is wrong',
    )
  })

  it('a damaged signature is a damaged PNG, not another type', () => {
    for (const i of [0, 1, 3, 4, 6])
      expectCorrupt(flipByte(png, i, 0x20), /^PNG image is damaged: its signature/)
  })

  it('too much data and an unknown filter type', () => {
    expectCorrupt(
      rawPng(10, 10, new Uint8Array(111)),
      'PNG image is damaged: its image data is longer than 10×10 px needs',
    )
    const raw = new Uint8Array(110)
    raw[33] = 5 // row 3's filter byte
    expectCorrupt(
      rawPng(10, 10, raw),
      'PNG image is damaged: a row uses an unknown filter type (5)',
    )
  })

  it('claiming interlace changes the expected size and is caught', () => {
    const flipped = fixPngCrcs(flipByte(png, 28, 1))
    expectCorrupt(
      flipped,
      /^PNG image is (damaged|incomplete): (its image data|a row uses an unknown filter)/,
    )
  })

  it.each([
    [25, 1, 'an invalid colour type (1)'],
    [24, 3, 'bit depth 3, which truecolour images cannot use'],
    [26, 1, 'an unknown compression method (1)'],
    [27, 1, 'an unknown filter method (1)'],
    [28, 2, 'an unknown interlace method (2)'],
  ])('IHDR byte %i = %i', (offset, value, what) => {
    const bad = png.slice()
    bad[offset] = value
    expectCorrupt(fixPngCrcs(bad), `PNG image is damaged: its header (IHDR) has ${what}`)
  })

  it('zero width, and a wrong IHDR CRC', () => {
    const zero = png.slice()
    zero.set(u32(0), 16)
    expectCorrupt(
      fixPngCrcs(zero),
      'PNG image is damaged: its header (IHDR) has an invalid size of 0×48 px',
    )
    expectCorrupt(
      flipByte(png, 30),
      'PNG image is damaged: the checksum (CRC) of its header (IHDR) is wrong',
    )
  })

  it('chunk order: no IDAT, no PLTE, PLTE in greyscale, split IDATs, unknown critical chunk', () => {
    const chunks = pngChunks(png)
    const idat = chunks.find((c) => c.type === 'IDAT')!
    expectCorrupt(
      splice(png, idat.offset, idat.length + 12),
      'PNG image has no image data (no IDAT chunk)',
    )
    const pal = makePng(8, 8, { colorType: 3 })
    const plte = pngChunks(pal).find((c) => c.type === 'PLTE')!
    expectCorrupt(
      splice(pal, plte.offset, plte.length + 12),
      'PNG image is damaged: the palette image has no palette (PLTE) before its image data',
    )
    const grey = makePng(8, 8, { colorType: 0 })
    expectCorrupt(
      splice(grey, 33, 0, pngChunk('PLTE', [1, 2, 3])),
      'PNG image is damaged: a greyscale image has a palette (PLTE)',
    )
    const two = makePng(40, 40, { idatChunks: 2 })
    const second = pngChunks(two).filter((c) => c.type === 'IDAT')[1]!
    expectCorrupt(
      splice(two, second.offset, 0, pngChunk('tEXt', [65, 0, 66])),
      'PNG image is damaged: its image data (IDAT) chunks are not consecutive',
    )
    expectCorrupt(
      splice(png, 33, 0, pngChunk('XYZW', [])),
      'PNG image is damaged: it has an unknown critical chunk "XYZW"',
    )
    expectValid(splice(png, 33, 0, pngChunk('xyZw', [1])), 64, 48) // unknown ancillary chunks are fine
  })

  it('a broken chunk structure', () => {
    const bad = png.slice()
    bad.set([0x30, 0x31, 0x00, 0x7f], 37) // chunk name of the chunk after IHDR
    expectCorrupt(
      bad,
      /^PNG image is damaged: its chunk structure is broken at byte 33 \(chunk "0x3031007f"\)$/,
    )
  })

  it('a header far too large for its data is rejected without inflating', () => {
    const bomb = png.slice()
    bomb.set(u32(9000), 16)
    bomb.set(u32(9000), 20)
    vi.mocked(inflateZlib).mockClear()
    expectCorrupt(
      fixPngCrcs(bomb),
      /^PNG image is incomplete: its .* bytes of image data are far too few for 9000×9000 px/,
    )
    expect(inflateZlib).not.toHaveBeenCalled()
    expectValid(png, 64, 48) // while a sound file is inflated
    expect(inflateZlib).toHaveBeenCalledOnce()
  })
})

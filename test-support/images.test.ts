/**
 * The factory itself must make real, decodable images — otherwise the
 * validator tests built on it would prove nothing. Each output is decoded
 * here by an independent decoder (pngjs, jpeg-js) or walked structurally.
 */
import * as jpegJs from 'jpeg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import {
  append,
  corruptPngData,
  cutJpegScan,
  flipByte,
  gifFrames,
  jpegScans,
  makeGif,
  makeJpeg,
  makePng,
  padToSize,
  pngChunks,
  splice,
  truncate,
} from './images'

const decodeJpeg = (b: Uint8Array) =>
  jpegJs.decode(b, { useTArray: true, maxMemoryUsageInMB: 1024 })

describe('makePng', () => {
  it.each([
    [0, 1],
    [0, 16],
    [2, 8],
    [3, 4],
    [4, 8],
    [6, 16],
  ] as const)('colour type %i, depth %i decodes with pngjs', (colorType, bitDepth) => {
    const png = PNG.sync.read(Buffer.from(makePng(13, 7, { colorType, bitDepth })))
    expect([png.width, png.height]).toEqual([13, 7])
  })

  it('writes Adam7 and several IDAT chunks that pngjs decodes', () => {
    const bytes = makePng(33, 17, { interlace: true, idatChunks: 3 })
    expect(bytes[28]).toBe(1)
    expect(pngChunks(bytes).filter((c) => c.type === 'IDAT')).toHaveLength(3)
    expect(PNG.sync.read(Buffer.from(bytes)).width).toBe(33)
  })

  it('corruptPngData keeps the CRCs right but breaks decoding', () => {
    const bad = corruptPngData(makePng(64, 64))
    expect(() => PNG.sync.read(Buffer.from(bad))).toThrow()
  })
})

describe('makeJpeg', () => {
  it('uses jpeg-js by default', () => {
    const img = decodeJpeg(makeJpeg(40, 30))
    expect([img.width, img.height]).toEqual([40, 30])
  })

  it.each([
    [{ progressive: true }],
    [{ progressive: true, grayscale: true }],
    [{ restartInterval: 3 }],
    [{ progressive: true, restartInterval: 2, sampling: [2, 1] as [number, number] }],
    [{ grayscale: true, restartInterval: 5 }],
  ])('our writer with %o decodes with jpeg-js', (opts) => {
    const bytes = makeJpeg(50, 37, opts)
    const img = decodeJpeg(bytes)
    expect([img.width, img.height]).toEqual([50, 37])
    // Same stream decoded twice gives the same pixels (no reliance on decoder leniency).
    expect(decodeJpeg(bytes).data).toEqual(img.data)
  })

  it('progressive and baseline encodings of the same coefficients decode to the same pixels', () => {
    // Refinement scans carry the low bits: any mistake in them changes the decoded picture.
    for (const grayscale of [false, true]) {
      const base = decodeJpeg(makeJpeg(70, 45, { sampling: [2, 2], grayscale }))
      const prog = decodeJpeg(makeJpeg(70, 45, { sampling: [2, 2], grayscale, progressive: true }))
      expect(prog.data).toEqual(base.data)
    }
  })

  it('writes restart markers in sequence', () => {
    const bytes = makeJpeg(64, 64, { restartInterval: 1 })
    const rst = [...bytes.keys()].filter(
      (i) => bytes[i] === 0xff && bytes[i + 1]! >= 0xd0 && bytes[i + 1]! <= 0xd7,
    )
    expect(rst.length).toBe(15) // 16 MCUs of 16×16 → 15 markers
    expect(rst.map((i) => bytes[i + 1]! - 0xd0).slice(0, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0])
  })

  it('cutJpegScan keeps EOI but loses data', () => {
    const good = makeJpeg(64, 64)
    const bad = cutJpegScan(good)
    expect(bad.length).toBeLessThan(good.length)
    expect([...bad.slice(-2)]).toEqual([0xff, 0xd9])
    expect(jpegScans(bad)).toHaveLength(1)
  })
})

describe('makeGif', () => {
  it('makes frames that gifFrames finds, with a trailer', () => {
    const gif = makeGif(20, 10, { frames: 3, interlace: true })
    const frames = gifFrames(gif)
    expect(frames).toHaveLength(3)
    expect(frames.trailer).toBe(gif.length - 1)
    for (const f of frames) expect(gif[f.descriptor + 9]! & 0x40).toBe(0x40)
  })
})

describe('byte helpers', () => {
  const b = Uint8Array.from([1, 2, 3, 4])
  it('never modify their input', () => {
    expect([...truncate(b, 2)]).toEqual([1, 2])
    expect([...truncate(b, -1)]).toEqual([1, 2, 3])
    expect([...flipByte(b, 0)]).toEqual([254, 2, 3, 4])
    expect([...splice(b, 1, 2, [9])]).toEqual([1, 9, 4])
    expect(append(b, 3)).toHaveLength(7)
    expect([...b]).toEqual([1, 2, 3, 4])
  })

  it.each(['png', 'jpeg', 'gif'] as const)(
    'padToSize keeps a %s valid at the exact size',
    (format) => {
      const img =
        format === 'png' ? makePng(8, 8) : format === 'jpeg' ? makeJpeg(8, 8) : makeGif(8, 8)
      for (const size of [img.length + 300, img.length + 70_000]) {
        const padded = padToSize(img, size)
        expect(padded.length).toBe(size)
        if (format === 'png') expect(PNG.sync.read(Buffer.from(padded)).width).toBe(8)
        if (format === 'jpeg') expect(decodeJpeg(padded).width).toBe(8)
        if (format === 'gif') expect(gifFrames(padded)).toHaveLength(1)
      }
    },
  )
})

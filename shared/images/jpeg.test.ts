import { describe, expect, it } from 'vitest'
import { CUT, precheckExpectations } from '@test-support/image-expect'
import { append, cutJpegScan, jpegScans, makeJpeg, splice, truncate } from '@test-support/images'
import { inspectImage, precheckImage } from './precheck'

const { expectValid, expectCorrupt } = precheckExpectations('jpeg')

/** Marker segments before the first scan: [marker, offset of 0xFF, total length]. */
function segments(jpeg: Uint8Array): [number, number, number][] {
  const out: [number, number, number][] = []
  for (let p = 2; jpeg[p + 1] !== 0xda;) {
    const len = (jpeg[p + 2]! << 8) | jpeg[p + 3]!
    out.push([jpeg[p + 1]!, p, len + 2])
    p += len + 2
  }
  return out
}
const find = (jpeg: Uint8Array, marker: number) => segments(jpeg).find(([m]) => m === marker)!

/** Replaces every RST marker's number with `f(index)`. */
function renumberRestarts(jpeg: Uint8Array, f: (i: number) => number): Uint8Array {
  const out = jpeg.slice()
  let n = 0
  for (let i = 0; i + 1 < out.length; i++) {
    if (out[i] === 0xff && out[i + 1]! >= 0xd0 && out[i + 1]! <= 0xd7)
      out[i + 1] = 0xd0 + (f(n++) & 7)
  }
  return out
}

describe('JPEG: valid files', () => {
  it('baseline from jpeg-js, and trailing bytes after EOI', () => {
    expectValid(makeJpeg(100, 80), 100, 80)
    expectValid(append(makeJpeg(33, 9), 200), 33, 9)
  })

  it.each([
    ['4:2:0', { sampling: [2, 2] as [number, number] }],
    ['4:2:2', { sampling: [2, 1] as [number, number] }],
    ['4:4:4', { sampling: [1, 1] as [number, number] }],
    ['greyscale', { grayscale: true }],
  ])('baseline %s, with and without restart intervals, and progressive', (_, opts) => {
    for (const [w, h] of [
      [1, 1],
      [17, 9],
      [65, 47],
    ] as const) {
      expectValid(makeJpeg(w, h, opts), w, h)
      for (const restartInterval of [1, 2, 3, 7])
        expectValid(makeJpeg(w, h, { ...opts, restartInterval }), w, h)
      expectValid(makeJpeg(w, h, { ...opts, progressive: true }), w, h)
      expectValid(makeJpeg(w, h, { ...opts, progressive: true, restartInterval: 2 }), w, h)
    }
  })

  // Its speed is measured by npm run bench:images, not asserted here.
  it('a 6000×6000 picture is valid (baseline and progressive)', () => {
    for (const progressive of [false, true]) {
      const big = makeJpeg(6000, 6000, { blank: true, progressive })
      const r = precheckImage(big, 'sponsor-cover')
      expect(r).toMatchObject({ ok: true, info: { width: 6000, height: 6000 } })
    }
  })
})

describe('JPEG: incomplete files', () => {
  const jpeg = makeJpeg(64, 48, { restartInterval: 4 })
  const scan = jpegScans(jpeg)[0]!

  it.each([
    [3, `JPEG image is incomplete: the file ends right after its start marker${CUT}`],
    [30, /^JPEG image is incomplete: the file ends inside its DQT segment/],
    [scan.start - 3, /^JPEG image is incomplete: the file ends inside its SOS segment/],
    [
      scan.start + 10,
      `JPEG image is incomplete: the file ends inside the image data (scan 1)${CUT}`,
    ],
    [scan.end - 1, `JPEG image is incomplete: the file ends inside the image data (scan 1)${CUT}`],
    // Without EOI the scan data has no end: still "inside the image data".
    [
      jpeg.length - 2,
      `JPEG image is incomplete: the file ends inside the image data (scan 1)${CUT}`,
    ],
  ])('cut at byte %i', (n, message) => expectCorrupt(truncate(jpeg, n), message))

  it('a file that stops after a complete segment but before EOI', () => {
    const comment = splice(jpeg, jpeg.length - 2, 2, [0xff, 0xfe, 0, 4, 0x68, 0x69])
    expectCorrupt(
      comment,
      `JPEG image is incomplete: the file ends before its end marker (EOI)${CUT}`,
    )
  })

  it('progressive files cut in any scan', () => {
    const prog = makeJpeg(80, 60, { progressive: true })
    for (const s of jpegScans(prog))
      expectCorrupt(
        truncate(prog, s.start + 5),
        /^JPEG image is incomplete: the file ends inside the image data \(scan \d+\)/,
      )
  })

  it('scan data cut short but followed by EOI (an end marker proves nothing)', () => {
    expectCorrupt(
      cutJpegScan(makeJpeg(120, 90)),
      /^JPEG image is damaged: scan 1: (its image data runs out|invalid Huffman code) after \d+ of \d+ MCUs$/,
    )
    expectCorrupt(
      cutJpegScan(makeJpeg(120, 90, { progressive: true })),
      /^JPEG image is damaged: scan 10: /,
    )
    expectCorrupt(
      cutJpegScan(makeJpeg(120, 90, { restartInterval: 5 })),
      /^JPEG image is damaged: scan 1: /,
    )
  })

  it('a scan with no data at all', () => {
    const s = jpegScans(jpeg)[0]!
    expectCorrupt(
      splice(jpeg, s.start, s.end - s.start),
      /^JPEG image is damaged: scan 1: its image data (runs out|stops)/,
    )
  })

  it('no scan, no frame', () => {
    const sos = segments(jpeg).at(-1)!
    const noScan = append(jpeg.subarray(0, sos[1] + sos[2]), [0xff, 0xd9])
    expectCorrupt(noScan, 'JPEG image has no image data: it ends before its first scan')
    expectCorrupt(
      Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]),
      'JPEG image is damaged: it has no frame header (SOF)',
    )
  })
})

describe('JPEG: damaged files', () => {
  it('garbage entropy data: invalid Huffman codes', () => {
    const jpeg = makeJpeg(64, 64, { sampling: [1, 1] })
    const s = jpegScans(jpeg)[0]!
    const ff = Array.from({ length: s.end - s.start }, (_, i) => (i % 2 ? 0x00 : 0xff))
    expectCorrupt(
      splice(jpeg, s.start, ff.length, ff),
      /^JPEG image is damaged: scan 1: invalid Huffman code after 0 of 64 MCUs$/,
    )
  })

  it('restart markers out of sequence, missing or extra', () => {
    const jpeg = makeJpeg(64, 64, { restartInterval: 2 })
    expectCorrupt(
      renumberRestarts(jpeg, (i) => (i === 3 ? 5 : i)),
      'JPEG image is damaged: scan 1: its restart markers are out of sequence',
    )
    const rst = [...jpeg.keys()].find((i) => jpeg[i] === 0xff && jpeg[i + 1] === 0xd0)!
    expectCorrupt(
      renumberRestarts(splice(jpeg, rst, 2), (i) => i),
      /^JPEG image is damaged: scan 1: /,
    )
    const dri = find(jpeg, 0xdd)
    const wrongInterval = jpeg.slice()
    wrongInterval[dri[1] + 5] = 4 // DRI says 4 MCUs per interval, the data has 2
    expectCorrupt(wrongInterval, /^JPEG image is damaged: scan 1: /)
  })

  it('missing tables and bad frame headers', () => {
    const jpeg = makeJpeg(40, 40, { grayscale: true })
    const dht = find(jpeg, 0xc4)
    expectCorrupt(
      splice(jpeg, dht[1], dht[2]),
      'JPEG image is damaged: a scan uses DC Huffman table 0, which is not defined',
    )
    const dqt = find(jpeg, 0xdb)
    expectCorrupt(
      splice(jpeg, dqt[1], dqt[2]),
      'JPEG image is damaged: component 1 uses quantization table 0, which is not defined',
    )
    const sof = find(jpeg, 0xc0)
    const noWidth = jpeg.slice()
    noWidth.set([0, 0], sof[1] + 7)
    expectCorrupt(noWidth, 'JPEG image is damaged: its frame header (SOF) gives a size of 0×40 px')
    const noHeight = jpeg.slice()
    noHeight.set([0, 0], sof[1] + 5)
    expectCorrupt(noHeight, 'JPEG image is damaged: its frame header (SOF) gives a size of 40×0 px')
  })

  it('an overflowing Huffman table', () => {
    const jpeg = makeJpeg(16, 16, { grayscale: true })
    const dht = find(jpeg, 0xc4)
    const bad = jpeg.slice()
    bad[dht[1] + 5] = 3 // three 1-bit DC codes cannot exist (the table says 0 of length 1 before)
    bad[dht[1] + 8] = 9 // and 12 → 9 codes of length 4, keeping the symbol count
    expectCorrupt(bad, 'JPEG image is damaged: a Huffman table is invalid (its codes overflow)')
  })

  it('a component coded twice, and an inconsistent progression', () => {
    const seq = makeJpeg(16, 16, { grayscale: true })
    const sos = segments(seq).at(-1)!
    const s = jpegScans(seq)[0]!
    const twice = splice(seq, s.end, 0, seq.subarray(sos[1] + sos[2], s.end))
    expectCorrupt(twice, 'JPEG image is damaged: component 1 is coded in more than one scan')
    const prog = makeJpeg(16, 16, { grayscale: true, progressive: true })
    const scans = jpegScans(prog)
    const last = scans.at(-1)!
    const prev = scans.at(-2)!
    const again = splice(prog, last.end, 0, prog.subarray(prev.end, last.end)) // repeat the final refinement scan
    expectCorrupt(
      again,
      'JPEG image is damaged: the progressive scans of component 1 are inconsistent',
    )
  })

  it('unexpected bytes between segments', () => {
    const jpeg = makeJpeg(16, 16)
    expectCorrupt(
      splice(jpeg, 2, 0, [0x00]),
      'JPEG image is damaged: unexpected data at byte 2 where a marker should be',
    )
  })
})

describe('JPEG: other coding processes', () => {
  /** SOI, DQT, SOFn, [DRI], SOS, entropy bytes (split by RSTs), EOI — structure only, for SOF9/SOF3. */
  function shell(sof: number, entropy: number[][], restart = 0): Uint8Array {
    const seg = (m: number, body: number[]) => [
      0xff,
      m,
      (body.length + 2) >> 8,
      (body.length + 2) & 255,
      ...body,
    ]
    const data = entropy.flatMap((d, i) => (i ? [0xff, 0xd0 + ((i - 1) & 7), ...d] : d))
    return Uint8Array.from([
      0xff,
      0xd8,
      ...seg(0xdb, [0, ...new Array<number>(64).fill(1)]),
      ...seg(sof, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]),
      ...(restart ? seg(0xdd, [0, restart]) : []),
      ...seg(0xda, [1, 1, 0, 0, 63, 0]),
      ...data,
      0xff,
      0xd9,
    ])
  }

  it('arithmetic coding: structure checked, data not decoded', () => {
    expectValid(shell(0xc9, [[1, 2, 3, 4]]), 16, 16)
    expectValid(shell(0xc9, [[1], [2], [3], [4]], 1), 16, 16)
    expectCorrupt(
      shell(0xc9, [[1], [2]], 1),
      'JPEG image is damaged: scan 1 has 2 restart intervals where 4 are needed',
    )
    expectCorrupt(
      truncate(shell(0xc9, [[1, 2, 3, 4]]), -2),
      `JPEG image is incomplete: the file ends inside the image data (scan 1)${CUT}`,
    )
  })

  it('lossless and hierarchical JPEG are a type rejection', () => {
    const r = inspectImage(shell(0xc3, [[1, 2]]))
    expect(r).toMatchObject({
      ok: false,
      reason: 'type',
      message:
        'Lossless JPEG image: this kind of JPEG cannot be displayed; save it as a baseline or progressive JPEG',
    })
    expect(precheckImage(shell(0xc5, [[1]]), 'speaker-picture')).toMatchObject({
      ok: false,
      reason: 'type',
    })
  })
})

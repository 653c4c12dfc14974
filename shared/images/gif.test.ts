import { describe, it } from 'vitest'
import { CUT, precheckExpectations } from '@test-support/image-expect'
import { append, gifFrames, makeGif, splice, truncate } from '@test-support/images'

const { expectValid, expectCorrupt } = precheckExpectations('gif')

/**
 * A 2×2 GIF by hand, like wuffs' "artificial" files: global palette of 2
 * colours, one frame, LZW minimum code size 2 (clear = 4, end = 5), codes of
 * 3 bits packed LSB first.
 */
function tinyGif(codes: number[], frame: [number, number] = [2, 2]): Uint8Array {
  let acc = 0
  let n = 0
  const data: number[] = []
  for (const c of codes) {
    acc |= c << n
    n += 3
    while (n >= 8) {
      data.push(acc & 255)
      acc >>= 8
      n -= 8
    }
  }
  if (n) data.push(acc)
  return Uint8Array.from([
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0, 2, 0, 0x80, 0, 0],
    ...[0, 0, 0, 255, 255, 255],
    ...[0x2c, 0, 0, 0, 0, frame[0], 0, frame[1], 0, 0],
    2,
    data.length,
    ...data,
    0,
    0x3b,
  ])
}

describe('GIF: valid files', () => {
  it('single frame, animation, interlaced', () => {
    expectValid(makeGif(31, 17), 31, 17)
    expectValid(makeGif(64, 40, { frames: 5 }), 64, 40)
    expectValid(makeGif(50, 50, { interlace: true, frames: 2 }), 50, 50)
  })

  it('counts LZW pixels exactly: four literal codes fill a 2×2 frame', () => {
    expectValid(tinyGif([4, 0, 1, 1, 0, 5]), 2, 2)
    // Without the end code the data simply ends; the frame is still full.
    expectValid(tinyGif([4, 0, 1, 1, 0]), 2, 2)
    // A table code (6 = "0 1") counts as two pixels.
    expectValid(tinyGif([4, 0, 1, 6, 5]), 2, 2)
  })

  it('bytes after the trailer are allowed', () => {
    const gif = makeGif(20, 20)
    expectValid(append(gif, 47), 20, 20)
  })
})

describe('GIF: incomplete and damaged files', () => {
  const gif = makeGif(60, 40, { frames: 2 })
  const frames = gifFrames(gif)

  it.each([
    [3, `GIF image is incomplete: the file ends inside its signature${CUT}`],
    [10, `GIF image is incomplete: the file ends inside its header${CUT}`],
    [
      frames[0]!.descriptor + 4,
      `GIF image is incomplete: the file ends inside frame 1's descriptor${CUT}`,
    ],
    [
      frames[0]!.data + 20,
      `GIF image is incomplete: the file ends inside frame 1's image data${CUT}`,
    ],
    [
      frames[1]!.data + 5,
      `GIF image is incomplete: the file ends inside frame 2's image data${CUT}`,
    ],
    [gif.length - 1, `GIF image is incomplete: the file ends before its trailer${CUT}`],
  ])('cut at byte %i', (n, message) => expectCorrupt(truncate(gif, n), message))

  it('too few pixels behind a proper trailer (a trailer proves nothing)', () => {
    expectCorrupt(tinyGif([4, 0, 5]), 'GIF image is incomplete: frame 1 has only 1 of its 4 pixels')
    expectCorrupt(tinyGif([4, 5]), 'GIF image is incomplete: frame 1 has only 0 of its 4 pixels')
    // A real frame whose data lost its second half but kept terminator and trailer.
    const f = frames[0]!
    // Keep 16 bytes of LZW data: at most ~20 codes, far fewer than 2,400 pixels even for repetitive data.
    const cut = splice(gif, f.data + 1, f.end - f.data - 1, [
      16,
      ...gif.subarray(f.data + 2, f.data + 18),
      0,
    ])
    expectCorrupt(cut, /^GIF image is incomplete: frame 1 has only [\d,]+ of its 2,400 pixels$/)
  })

  it('a frame of zero size, an invalid code, a bad code size', () => {
    expectCorrupt(
      tinyGif([4, 0, 1, 1, 0, 5], [0, 2]),
      'GIF image is damaged: frame 1 has a size of 0×2 px',
    )
    expectCorrupt(
      tinyGif([4, 0, 7, 5]),
      "GIF image is damaged: frame 1's image data is invalid (invalid LZW code 7)",
    )
    const outside = tinyGif([4, 0, 1, 1, 0, 5])
    outside[20] = 2 // frame left = 2 on a 2-pixel-wide screen
    expectCorrupt(
      outside,
      'GIF image is damaged: frame 1 lies outside the 2×2 px image (it starts at 2,0)',
    )
    const bad = makeGif(10, 10)
    const f = gifFrames(bad)[0]!
    const nine = bad.slice()
    nine[f.data] = 9
    expectCorrupt(nine, 'GIF image is damaged: frame 1 has an invalid LZW code size (9)')
  })

  it('zero logical screen, unknown block, no frames, damaged signature', () => {
    const zero = gif.slice()
    zero[6] = 0
    zero[7] = 0
    expectCorrupt(zero, 'GIF image is damaged: its logical screen is 0×40 px')
    expectCorrupt(
      splice(gif, frames[0]!.descriptor, 0, [0x99]),
      /^GIF image is damaged: unknown block 0x99 at byte/,
    )
    const header = gif.subarray(0, 13 + 3 * 2 ** ((gif[10]! & 7) + 1))
    expectCorrupt(append(header, [0x3b]), 'GIF image has no frames: it holds no picture')
    const sig = gif.slice()
    sig[4] = 0x30
    expectCorrupt(sig, 'GIF image is damaged: its signature is not GIF87a or GIF89a')
  })
})

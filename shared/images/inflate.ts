/**
 * A compact zlib/DEFLATE decoder (RFC 1950/1951).
 *
 * It streams its output to a callback instead of building the whole image: the
 * PNG check only needs to count the bytes, look at each row's filter byte and
 * verify Adler-32, so it keeps a 128 KiB window whatever the image size. Pure
 * TypeScript on purpose: node:zlib does not exist in the sandboxed renderer.
 *
 * Strictness follows zlib's: over-subscribed or incomplete codes (except a
 * single one-bit code), a missing end-of-block code, a distance before the
 * start of the output and a wrong stored-block length are all errors.
 */
import { Adler32 } from './checksums'
import { FAST_BITS, FIXED, Invalid, buildCode, type Code } from './inflate-huffman'

/** Receives out[start, end); returns false to stop inflating early. */
export type InflateSink = (out: Uint8Array, start: number, end: number) => boolean

export type InflateOutcome =
  | { status: 'done'; produced: number; end: number }
  | { status: 'truncated'; produced: number }
  | { status: 'corrupt'; produced: number; detail: string }
  | { status: 'stopped'; produced: number }

class Truncated extends Error {}
class Stopped extends Error {}

const LEN_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
]
const LEN_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
]
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
]
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
]
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

const WINDOW = 32768
const OUT_SIZE = 4 * WINDOW

class Inflater {
  pos: number
  hold = 0
  cnt = 0
  out = new Uint8Array(OUT_SIZE)
  op = 0
  flushed = 0
  base = 0

  constructor(
    readonly input: Uint8Array,
    start: number,
    readonly sink: InflateSink,
  ) {
    this.pos = start
  }

  get produced(): number {
    return this.base + this.op
  }

  bits(n: number): number {
    while (this.cnt < n) {
      if (this.pos >= this.input.length) throw new Truncated()
      this.hold |= this.input[this.pos++]! << this.cnt
      this.cnt += 8
    }
    const v = this.hold & ((1 << n) - 1)
    this.hold >>>= n
    this.cnt -= n
    return v
  }

  decode(h: Code): number {
    // Top up to 15 bits without failing: the last symbols of a stream may need fewer.
    while (this.cnt <= 24 && this.pos < this.input.length) {
      this.hold |= this.input[this.pos++]! << this.cnt
      this.cnt += 8
    }
    const e = h.fast[this.hold & ((1 << FAST_BITS) - 1)]!
    if (e && (e & 15) <= this.cnt) {
      this.hold >>>= e & 15
      this.cnt -= e & 15
      return e >> 4
    }
    let code = 0
    let first = 0
    let index = 0
    for (let len = 1; len < 16; len++) {
      code |= this.bits(1)
      const count = h.count[len]!
      if (code - count < first) return h.symbol[index + (code - first)]!
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw new Invalid('invalid Huffman code')
  }

  /** Hands the new output to the sink and keeps the last 32 KiB for back-references. */
  flush(final: boolean): void {
    if (this.op > this.flushed && !this.sink(this.out, this.flushed, this.op)) throw new Stopped()
    if (final || this.op < WINDOW) {
      this.flushed = this.op
      return
    }
    this.out.copyWithin(0, this.op - WINDOW, this.op)
    this.base += this.op - WINDOW
    this.op = WINDOW
    this.flushed = WINDOW
  }

  stored(): void {
    // Drop to a byte boundary and give back whole bytes already read into `hold`.
    this.pos -= this.cnt >> 3
    this.hold = 0
    this.cnt = 0
    if (this.pos + 4 > this.input.length) throw new Truncated()
    const b = this.input
    const len = b[this.pos]! | (b[this.pos + 1]! << 8)
    const nlen = b[this.pos + 2]! | (b[this.pos + 3]! << 8)
    if ((len ^ 0xffff) !== nlen)
      throw new Invalid('stored block length does not match its complement')
    this.pos += 4
    let left = len
    while (left > 0) {
      if (this.op === OUT_SIZE) this.flush(false)
      const n = Math.min(left, OUT_SIZE - this.op, b.length - this.pos)
      if (n <= 0) throw new Truncated()
      this.out.set(b.subarray(this.pos, this.pos + n), this.op)
      this.op += n
      this.pos += n
      left -= n
    }
  }

  dynamic(): { lit: Code; dist: Code } {
    const nlen = this.bits(5) + 257
    const ndist = this.bits(5) + 1
    const ncode = this.bits(4) + 4
    if (nlen > 286 || ndist > 30) throw new Invalid('bad code counts')
    const cl = new Uint8Array(19)
    for (let i = 0; i < ncode; i++) cl[CL_ORDER[i]!] = this.bits(3)
    const clCode = buildCode(cl, 19, 'codes')
    const lengths = new Uint8Array(nlen + ndist)
    let i = 0
    while (i < nlen + ndist) {
      const sym = this.decode(clCode)
      if (sym < 16) {
        lengths[i++] = sym
        continue
      }
      let rep: number
      let val = 0
      if (sym === 16) {
        if (i === 0) throw new Invalid('repeat with no previous length')
        val = lengths[i - 1]!
        rep = 3 + this.bits(2)
      } else rep = sym === 17 ? 3 + this.bits(3) : 11 + this.bits(7)
      if (i + rep > nlen + ndist) throw new Invalid('too many code lengths')
      lengths.fill(val, i, i + rep)
      i += rep
    }
    if (!lengths[256]) throw new Invalid('no end-of-block code')
    return {
      lit: buildCode(lengths, nlen, 'other'),
      dist: buildCode(lengths.subarray(nlen), ndist, 'other'),
    }
  }

  codes(lit: Code, dist: Code): void {
    const out = this.out
    for (;;) {
      const sym = this.decode(lit)
      if (sym < 256) {
        if (this.op === OUT_SIZE) this.flush(false)
        out[this.op++] = sym
        continue
      }
      if (sym === 256) return
      const li = sym - 257
      if (li >= 29) throw new Invalid('invalid length code')
      const len = LEN_BASE[li]! + this.bits(LEN_EXTRA[li]!)
      const di = this.decode(dist)
      if (di >= 30) throw new Invalid('invalid distance code')
      const d = DIST_BASE[di]! + this.bits(DIST_EXTRA[di]!)
      if (d > this.produced) throw new Invalid('distance too far back')
      if (this.op + len > OUT_SIZE) this.flush(false)
      let op = this.op
      if (d >= len) out.copyWithin(op, op - d, op - d + len)
      else if (d === 1) out.fill(out[op - 1]!, op, op + len)
      else for (let k = 0; k < len; k++, op++) out[op] = out[op - d]!
      this.op += len
    }
  }

  run(): void {
    for (let last = 0; !last;) {
      last = this.bits(1)
      const type = this.bits(2)
      if (type === 0) this.stored()
      else if (type === 1) this.codes(FIXED.lit, FIXED.dist)
      else if (type === 2) {
        const { lit, dist } = this.dynamic()
        this.codes(lit, dist)
      } else throw new Invalid('invalid block type')
    }
    this.flush(true)
    this.pos -= this.cnt >> 3 // unread whole bytes belong to what follows the stream
    this.hold = 0
    this.cnt = 0
  }
}

/**
 * Inflates the zlib stream at input[start..] and checks its header and Adler-32.
 *
 * Never throws; `end` is the offset just after the checksum.
 */
export function inflateZlib(input: Uint8Array, start: number, sink: InflateSink): InflateOutcome {
  const adler = new Adler32()
  const inf = new Inflater(input, start + 2, (out, s, e) => {
    adler.update(out, s, e)
    return sink(out, s, e)
  })
  try {
    if (start + 2 > input.length) throw new Truncated()
    const cmf = input[start]!
    const flg = input[start + 1]!
    if ((cmf & 15) !== 8 || cmf >> 4 > 7) throw new Invalid('not a deflate stream')
    if (((cmf << 8) | flg) % 31 !== 0) throw new Invalid('bad zlib header check bits')
    if (flg & 0x20) throw new Invalid('preset dictionary is not allowed')
    inf.run()
    const p = inf.pos
    if (p + 4 > input.length) throw new Truncated()
    const want =
      ((input[p]! << 24) | (input[p + 1]! << 16) | (input[p + 2]! << 8) | input[p + 3]!) >>> 0
    if (want !== adler.value) throw new Invalid('checksum (Adler-32) mismatch')
    return { status: 'done', produced: inf.produced, end: p + 4 }
  } catch (e) {
    const produced = inf.produced
    if (e instanceof Truncated) return { status: 'truncated', produced }
    if (e instanceof Stopped) return { status: 'stopped', produced }
    if (e instanceof Invalid) return { status: 'corrupt', produced, detail: e.message }
    return { status: 'corrupt', produced, detail: 'unreadable compressed data' }
  }
}

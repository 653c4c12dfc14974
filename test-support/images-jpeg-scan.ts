/**
 * Entropy coding for the test JPEG writer (images-jpeg.ts): bit output with
 * byte stuffing, fixed-length Huffman codes, and the per-block encoders for
 * baseline and progressive scans (after libjpeg's jchuff.c / jcphuff.c).
 */

export const ZIGZAG_SIZE = 64
/** Shared all-zero block of blank images; recognised by identity to skip work. */
export const ZERO_BLOCK = new Int16Array(ZIGZAG_SIZE)

/** Fixed-length table: DC symbols 0..11 (4 bits); AC: EOBn, ZRL and every run/size (8 bits). */
export const DC_SYMBOLS = Array.from({ length: 12 }, (_, i) => i)
export const AC_SYMBOLS = [
  ...Array.from({ length: 15 }, (_, r) => r << 4),
  0xf0,
  ...Array.from({ length: 16 * 10 }, (_, i) => ((i / 10) << 4) | ((i % 10) + 1)),
]
const codeOf = (symbols: number[]) => new Map(symbols.map((s, i) => [s, i]))
const DC_CODE = codeOf(DC_SYMBOLS)
const AC_CODE = codeOf(AC_SYMBOLS)

function bitLength(n: number): number {
  let b = 0
  while (n) {
    b++
    n >>= 1
  }
  return b
}

export class BitWriter {
  bytes: number[] = []
  private acc = 0
  private n = 0

  put(value: number, bits: number): void {
    // bits ≤ 16 and at most 7 bits pending: the accumulator stays within 23 bits.
    this.acc = (this.acc << bits) | (value & ((1 << bits) - 1))
    this.n += bits
    while (this.n >= 8) {
      this.n -= 8
      const byte = (this.acc >> this.n) & 255
      this.bytes.push(byte)
      if (byte === 0xff) this.bytes.push(0) // byte stuffing
    }
    this.acc &= (1 << this.n) - 1
  }

  /** Pads the last byte with 1-bits, as the standard requires. */
  align(): void {
    while (this.n) this.put(1, 1)
  }
}

/** Anything with an identity: the DC predictor is kept per component. */
type Component = object

export class ScanEncoder {
  private pred = new Map<Component, number>()
  private eobrun = 0
  private pendingBits: number[] = []

  constructor(
    private readonly w: BitWriter,
    private readonly ss: number,
    private readonly se: number,
    private readonly ah: number,
    private readonly al: number,
    private readonly progressive: boolean,
  ) {}

  reset(): void {
    this.pred.clear()
    this.eobrun = 0
    this.pendingBits = []
  }

  block(c: Component, coef: Int16Array): void {
    if (!this.progressive) {
      this.dc(c, coef[0]!)
      if (coef === ZERO_BLOCK) this.w.put(AC_CODE.get(0)!, 8)
      else this.acFirst(coef, 1, 63, 0, true)
    } else if (this.ss === 0) {
      if (this.ah === 0) this.dc(c, coef[0]! >> this.al)
      else this.w.put((coef[0]! >> this.al) & 1, 1)
    } else if (coef === ZERO_BLOCK) {
      // Empty band: the block just joins the EOB run (what both AC encoders below would do, only faster).
      if (++this.eobrun === 0x7fff) this.flushEob()
    } else if (this.ah === 0) this.acFirst(coef, this.ss, this.se, this.al, false)
    else this.acRefine(coef)
  }

  private dc(c: Component, value: number): void {
    const diff = value - (this.pred.get(c) ?? 0)
    this.pred.set(c, value)
    this.magnitude(DC_CODE, 4, 0, diff)
  }

  /** Huffman symbol (run << 4 | size) then the magnitude bits of `v`. */
  private magnitude(code: Map<number, number>, len: number, run: number, v: number): void {
    const size = bitLength(Math.abs(v))
    this.w.put(code.get((run << 4) | size)!, len)
    if (size) this.w.put(v < 0 ? v - 1 : v, size)
  }

  private flushEob(): void {
    if (this.eobrun > 0) {
      const n = bitLength(this.eobrun) - 1
      this.w.put(AC_CODE.get(n << 4)!, 8)
      if (n) this.w.put(this.eobrun, n)
      this.eobrun = 0
    }
    for (const bit of this.pendingBits) this.w.put(bit, 1)
    this.pendingBits = []
  }

  finishInterval(): void {
    this.flushEob()
  }

  private acFirst(coef: Int16Array, ss: number, se: number, al: number, baseline: boolean): void {
    let run = 0
    for (let k = ss; k <= se; k++) {
      const c = coef[k]!
      const a = Math.abs(c) >> al
      if (a === 0) {
        run++
        continue
      }
      if (!baseline) this.flushEob()
      for (; run > 15; run -= 16) this.w.put(AC_CODE.get(0xf0)!, 8)
      this.magnitude(AC_CODE, 8, run, c < 0 ? -a : a)
      run = 0
    }
    if (run === 0) return
    if (baseline) this.w.put(AC_CODE.get(0)!, 8)
    else if (++this.eobrun === 0x7fff) this.flushEob()
  }

  /** Successive-approximation refinement, as libjpeg's encode_mcu_AC_refine. */
  private readonly abs = new Int32Array(64)

  private acRefine(coef: Int16Array): void {
    const abs = this.abs
    let eob = 0
    for (let k = this.ss; k <= this.se; k++) {
      abs[k] = Math.abs(coef[k]!) >> this.al
      if (abs[k] === 1) eob = k
    }
    let run = 0
    let corrections: number[] = []
    for (let k = this.ss; k <= this.se; k++) {
      const a = abs[k]!
      if (a === 0) {
        run++
        continue
      }
      while (run > 15 && k <= eob) {
        this.flushEob()
        this.w.put(AC_CODE.get(0xf0)!, 8)
        run -= 16
        for (const bit of corrections) this.w.put(bit, 1)
        corrections = []
      }
      if (a > 1) {
        corrections.push(a & 1)
        continue
      }
      this.flushEob()
      this.w.put(AC_CODE.get((run << 4) | 1)!, 8)
      this.w.put(coef[k]! < 0 ? 0 : 1, 1)
      for (const bit of corrections) this.w.put(bit, 1)
      corrections = []
      run = 0
    }
    if (run > 0 || corrections.length > 0) {
      this.eobrun++
      this.pendingBits.push(...corrections)
      if (this.eobrun === 0x7fff || this.pendingBits.length > 937) this.flushEob()
    }
  }
}

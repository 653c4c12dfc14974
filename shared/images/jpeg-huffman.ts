/**
 * JPEG Huffman tables and the bit reader used to walk entropy-coded data.
 *
 * A table is a 64K-entry lookup indexed by the next 16 bits (entry =
 * length << 8 | symbol, 0 = no such code), so each symbol costs one lookup.
 * Tables are built only when a scan uses them, into a buffer reused per slot,
 * so a file full of DHT segments cannot make us allocate or build much.
 */

export class HuffmanSlot {
  /** counts[1..16] and the symbols, as the DHT segment gave them. */
  counts = new Uint8Array(17)
  symbols = new Uint8Array(256)
  defined = false
  /**
   * The slot's version.
   *
   * Changes whenever the slot's code does, so that tables derived from it
   * (jpeg-sequential.ts) know when to be rebuilt. Files from one encoder nearly
   * always define the same codes, and checking photo after photo then builds
   * each table once.
   */
  version = 0
  private built = false
  private table: Uint16Array | undefined

  /** Back to no table defined, for the next file; the code and its lookup are kept for reuse. */
  clear(): void {
    this.defined = false
  }

  define(counts: Uint8Array, symbols: Uint8Array): void {
    this.defined = true
    if (this.holds(counts, symbols)) return
    this.counts.set(counts)
    this.symbols.set(symbols)
    this.built = false
    this.version++
  }

  /** True when the slot's code is already this one (counts[1..16] and every symbol). */
  private holds(counts: Uint8Array, symbols: Uint8Array): boolean {
    if (this.version === 0) return false
    let total = 0
    for (let len = 1; len <= 16; len++) {
      if (this.counts[len] !== counts[len]) return false
      total += counts[len]!
    }
    if (symbols.length !== total) return false
    for (let i = 0; i < total; i++) if (this.symbols[i] !== symbols[i]) return false
    return true
  }

  /**
   * The lookup table, or a message if the code is invalid.
   *
   * Mirrors libjpeg's jpeg_make_d_derived_tbl: codes must fit their length and
   * no code may be all ones; DC symbols (magnitude categories) must be ≤ 15.
   */
  lookup(isDc: boolean): Uint16Array | string {
    if (this.built && this.table) return this.table
    const t = (this.table ??= new Uint16Array(65536))
    t.fill(0)
    let maxLen = 0
    for (let len = 1; len <= 16; len++) if (this.counts[len]) maxLen = len
    let code = 0
    let k = 0
    for (let len = 1; len <= maxLen; len++) {
      const n = this.counts[len] ?? 0
      for (let i = 0; i < n; i++) {
        const sym = this.symbols[k++] ?? 0
        if (isDc && sym > 15) return `a DC Huffman table has an invalid symbol (${sym})`
        const span = 1 << (16 - len)
        const start = code * span
        if (start + span <= 65536) t.fill((len << 8) | sym, start, start + span)
        code++
      }
      if (code >= 1 << len) return 'a Huffman table is invalid (its codes overflow)'
      code <<= 1
    }
    this.built = true
    return t
  }
}

/** Thrown from the hot loop; caught by the scan decoder. */
export class EntropyError extends Error {}

/**
 * Bit reader over de-stuffed entropy data.
 *
 * 0xFF00 is already turned into 0xFF, restart markers removed. Reads past `end`
 * return zero bits; the decoder checks `pos > end` after every block, which
 * bounds the damage to one block.
 */
export class BitReader {
  pos = 0
  end = 0

  constructor(readonly d: Uint8Array) {}

  peek16(): number {
    const i = this.pos >>> 3
    const d = this.d
    const v = ((d[i] ?? 0) << 16) | ((d[i + 1] ?? 0) << 8) | (d[i + 2] ?? 0)
    return (v >>> (8 - (this.pos & 7))) & 0xffff
  }

  /** Decodes one Huffman symbol. */
  symbol(table: Uint16Array): number {
    const e = table[this.peek16()] ?? 0
    if (e === 0) throw new EntropyError('invalid Huffman code')
    this.pos += e >> 8
    return e & 0xff
  }

  /** Reads n ≤ 16 bits as an unsigned number. */
  bits(n: number): number {
    if (n === 0) return 0
    const v = this.peek16() >>> (16 - n)
    this.pos += n
    return v
  }
}

/**
 * Follows the row boundaries of a PNG's decompressed image data as it streams
 * past, checking each row's filter-type byte and counting the bytes, so the
 * check never keeps more than the piece in hand.
 */
import type { RowGroup } from './png-header'

/** Follows the row boundaries through the streamed output, checking filter bytes. */
export class RowChecker {
  badFilter = -1
  private seen = 0
  private group = 0
  private rowsLeft: number
  private nextRow = 0

  constructor(
    private readonly groups: RowGroup[],
    private readonly expected: number,
  ) {
    this.rowsLeft = groups[0]?.rows ?? 0
  }

  readonly sink = (out: Uint8Array, start: number, end: number): boolean => {
    const from = this.seen
    this.seen += end - start
    if (this.seen > this.expected) return false
    while (this.nextRow < this.seen) {
      const f = out[start + (this.nextRow - from)] ?? 0
      if (f > 4) {
        this.badFilter = f
        return false
      }
      this.nextRow += this.groups[this.group]?.rowBytes ?? 0
      if (--this.rowsLeft === 0) {
        this.group++
        const g = this.groups[this.group]
        if (!g) {
          this.nextRow = Infinity
          break
        }
        this.rowsLeft = g.rows
      }
    }
    return true
  }
}

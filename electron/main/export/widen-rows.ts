/**
 * Widening rows written before a column was met.
 *
 * Every-column exports take their custom-field columns from the data, so a
 * field first met on a later page adds a column after earlier rows were written
 * without it. Those rows end one or more cells short. At the end the file is
 * rewritten once: the full header in place of the first line, and each short
 * row padded with empty cells, so every line has as many fields as the header
 * (RFC 4180; strict CSV readers refuse ragged rows).
 *
 * Rows are found on the bytes: the writer quotes every cell holding a quote,
 * comma, CR or LF, so outside quotes a comma always separates cells and a CR
 * always starts a row's CRLF. A quote inside a quoted cell is doubled, which
 * toggles the state twice and leaves it as it was.
 */
import { createReadStream } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import { PRIVATE_FILE_MODE } from '../settings/private-dir'
import { writeAll } from './write-all'

const QUOTE = 0x22
const COMMA = 0x2c
const CR = 0x0d
const LF = 0x0a

/** Turns the file's bytes, chunk by chunk, into the widened file's bytes. */
export class RowWidener {
  private inQuotes = false
  private commas = 0
  /** Still in the first line (the old header), which is dropped up to its CRLF. */
  private inHead = true
  private headCr = false
  private headSent = false

  constructor(
    private readonly head: Buffer,
    private readonly width: number,
  ) {}

  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = []
    if (!this.headSent) {
      out.push(this.head)
      this.headSent = true
    }
    let from = 0
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]
      if (this.inHead) {
        // The old header (BOM included) goes: the new head stands for it.
        if (byte === QUOTE) this.inQuotes = !this.inQuotes
        else if (byte === LF && this.headCr) {
          this.inHead = false
          from = i + 1
        }
        this.headCr = byte === CR && !this.inQuotes
        continue
      }
      if (byte === QUOTE) this.inQuotes = !this.inQuotes
      else if (this.inQuotes) continue
      else if (byte === COMMA) this.commas++
      else if (byte === CR) {
        const missing = this.width - (this.commas + 1)
        this.commas = 0
        if (missing > 0) {
          out.push(chunk.subarray(from, i), Buffer.from(','.repeat(missing)))
          from = i
        }
      }
    }
    if (this.inHead) from = chunk.length
    if (from < chunk.length) out.push(chunk.subarray(from))
    return out
  }
}

/** Where the widened copy of `path` is written before it replaces it. */
export const widenedPathFor = (path: string): string => `${path}.wide`

/** Rewrites the CSV file at `path` with `head` as its first line and every row `width` fields wide. */
export async function widenFile(path: string, head: string, width: number): Promise<void> {
  const widened = widenedPathFor(path)
  const widener = new RowWidener(Buffer.from(head, 'utf8'), width)
  const out = await open(widened, 'w', PRIVATE_FILE_MODE)
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
      const parts = widener.push(chunk as Buffer)
      if (parts.length > 0) await writeAll(out, parts, widened)
    }
    await out.sync()
    await out.close()
  } catch (error) {
    await out.close().catch(() => undefined)
    await rm(widened, { force: true })
    throw error
  }
  await rename(widened, path)
}

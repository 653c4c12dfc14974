/**
 * What an export's file holds on disk, read back before it is called done.
 *
 * A write the disk took only in part, or a file cut short after it was
 * written, would otherwise pass: the export's own counts are of the rows it
 * pushed, not of those that reached the disk. The file is streamed once in
 * large chunks (memory stays one chunk and one row, whatever its size) and
 * its records counted the way the writer makes them: every record ends in
 * CRLF, and a cell holding a quote, CR or LF is quoted, with its quotes
 * doubled (which toggles the state twice and leaves it as it was). So outside
 * quotes an LF always ends a record.
 */
import { createHash } from 'node:crypto'
import * as nodeFs from 'node:fs/promises'
import type { ExportFs } from './output-file'

const QUOTE = 0x22
const LF = 0x0a
const CHUNK = 1 << 20

export interface FileOnDisk {
  bytes: number
  /** Records, the header line included; a last line without its line end counts. */
  records: number
  /** SHA-256 (hex) of the last record with its line end; null for an empty file. */
  lastRecordSha: string | null
}

/** SHA-256 (hex) of a row's bytes, as `FileOnDisk.lastRecordSha` gives it. */
export function rowSha(row: Buffer): string {
  return createHash('sha256').update(row).digest('hex')
}

/** Counts records over chunks of a CSV file, keeping the bytes of the last one. */
export class RecordCounter {
  private inQuotes = false
  private ended = 0
  private bytes = 0
  /** The bytes read of a record not ended yet. */
  private current: Buffer[] = []
  /** The last record ended, line end included. */
  private last: Buffer | null = null

  push(chunk: Buffer): void {
    this.bytes += chunk.length
    // Only the last two line ends of a chunk matter: the rest are counted, not kept.
    let lastLf = -1
    let lfBefore = -1
    let nextQuote = chunk.indexOf(QUOTE)
    let at = 0
    while (at < chunk.length) {
      if (this.inQuotes) {
        if (nextQuote < 0) break
        this.inQuotes = false
        at = nextQuote + 1
        nextQuote = chunk.indexOf(QUOTE, at)
        continue
      }
      const lf = chunk.indexOf(LF, at)
      if (nextQuote >= 0 && (lf < 0 || nextQuote < lf)) {
        this.inQuotes = true
        at = nextQuote + 1
        nextQuote = chunk.indexOf(QUOTE, at)
        continue
      }
      if (lf < 0) break
      this.ended++
      lfBefore = lastLf
      lastLf = lf
      at = lf + 1
    }
    if (lastLf >= 0) {
      // Copied: the chunk's buffer is read into again.
      this.last =
        lfBefore >= 0
          ? Buffer.from(chunk.subarray(lfBefore + 1, lastLf + 1))
          : Buffer.concat([...this.current, chunk.subarray(0, lastLf + 1)])
      this.current = []
    }
    if (lastLf + 1 < chunk.length) this.current.push(Buffer.from(chunk.subarray(lastLf + 1)))
  }

  result(): FileOnDisk {
    const open = this.current.length > 0
    const last = open ? Buffer.concat(this.current) : this.last
    return {
      bytes: this.bytes,
      records: this.ended + (open ? 1 : 0),
      lastRecordSha: last ? rowSha(last) : null,
    }
  }
}

/** Reads the file at `path` through once and says what it holds. */
export async function readBack(path: string, fs: ExportFs = nodeFs): Promise<FileOnDisk> {
  const handle = await fs.open(path, 'r')
  try {
    const counter = new RecordCounter()
    const buffer = Buffer.allocUnsafe(CHUNK)
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null)
      if (bytesRead === 0) break
      counter.push(buffer.subarray(0, bytesRead))
    }
    return counter.result()
  } finally {
    await handle.close()
  }
}

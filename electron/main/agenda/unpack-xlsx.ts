/**
 * Unpacks a workbook's XML parts, counting the bytes as they inflate.
 *
 * The sizes a zip's directory (or its local headers) state are not trusted:
 * a 1 MB file can say it holds 1 MB and inflate to gigabytes. The entries
 * are found by walking the local headers (fflate's streaming Unzip, which is
 * what a reader inflates from), and each deflated part is inflated by zlib
 * with room for only what is left under the cap: zlib stops as soon as the
 * output would pass it, so nothing beyond the cap is ever held. Parts the
 * reader never uses (images, printer settings) are not inflated at all.
 */
import { inflateRawSync } from 'node:zlib'
import { Unzip, type UnzipDecoder } from 'fflate'
import { MAX_UNZIPPED_BYTES } from '@shared/agenda/limits'

export type Unpacked =
  | { ok: true; parts: Record<string, Uint8Array> }
  | { ok: false; reason: 'too-large' | 'damaged'; detail: string }

/** The parts of an .xlsx the reader reads: its XML and relationship files. */
const wanted = (name: string) => name.endsWith('.xml') || name.endsWith('.rels')

/** Compressed bytes handed to the zip walker at once. */
const SLICE = 64 * 1024

class TooLarge extends Error {}

export function unpackXlsx(bytes: Uint8Array, cap = MAX_UNZIPPED_BYTES): Unpacked {
  const parts: Record<string, Uint8Array> = {}
  let total = 0
  let failure: Unpacked | null = null

  /** Counts what a part unpacked to; throws once the whole is past the cap. */
  const count = (n: number) => {
    total += n
    if (total > cap) throw new TooLarge(`more than ${cap} bytes unpacked`)
  }

  /** Deflate, by zlib: the compressed bytes gathered, then inflated into what room is left. */
  class CountedInflate implements UnzipDecoder {
    static compression = 8
    ondata: UnzipDecoder['ondata'] = () => undefined
    private readonly chunks: Uint8Array[] = []
    push(chunk: Uint8Array, final: boolean): void {
      this.chunks.push(chunk)
      if (!final) return
      let out: Buffer
      try {
        out = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: cap - total + 1 })
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new TooLarge(`more than ${cap} bytes unpacked`)
        throw error
      }
      // zlib's output is never shared memory; fflate's type only asks that of it.
      this.ondata(null, out as Uint8Array as Uint8Array<ArrayBuffer>, true)
    }
  }

  const unzip = new Unzip((file) => {
    if (!wanted(file.name)) return
    const chunks: Uint8Array[] = []
    file.ondata = (error, chunk, final) => {
      if (error) throw error
      count(chunk.length)
      chunks.push(chunk)
      if (final) parts[file.name] = concat(chunks)
    }
    file.start()
  })
  unzip.register(CountedInflate)
  try {
    for (let at = 0; at < bytes.length; at += SLICE)
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    failure = { ok: false, reason: error instanceof TooLarge ? 'too-large' : 'damaged', detail }
  }
  return failure ?? { ok: true, parts }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

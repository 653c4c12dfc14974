/**
 * The platform's own zlib decoder, passed in by the caller.
 *
 * node:zlib in the main process and the emulator, DecompressionStream in the
 * renderer's worker. Native inflation is several times faster than inflate.ts,
 * and the precheck must stay free of Node and DOM globals, so it only sees this
 * interface. Both platforms stream (bounded memory) and are asynchronous.
 */

/**
 * Inflates a zlib stream given in pieces (the PNG's IDAT payloads, in order).
 *
 * Yields the decompressed bytes in pieces as they come. Throws, or ends early,
 * when the data is invalid or truncated; the precheck then asks inflate.ts for
 * the exact verdict, so only the success path must be exact. A consumer that
 * stops iterating early must release the decoder.
 */
export type ZlibInflate = (zlib: readonly Uint8Array[]) => AsyncIterable<Uint8Array>

/**
 * CRC-32 of `bytes`, continuing from `previous` (the CRC of the bytes
 * before; 0 to start): node:zlib's `crc32`, native and several times faster
 * than checksums.ts, which is used when none is given.
 */
export type Crc32 = (bytes: Uint8Array, previous: number) => number

/** What node:zlib's `createInflate()` returns, as far as the precheck uses it. */
export interface InflateStream extends AsyncIterable<Uint8Array> {
  write(chunk: Uint8Array): unknown
  end(): unknown
}

/**
 * A ZlibInflate over a Node-style duplex stream, e.g.
 * `streamInflater(() => createInflate({ chunkSize: 256 * 1024 }))`: the input
 * pieces are views of the file (no copy), the stream applies back-pressure,
 * and leaving the loop early destroys it.
 */
export function streamInflater(create: () => InflateStream): ZlibInflate {
  return (zlib) => {
    const stream = create()
    for (const piece of zlib) stream.write(piece)
    stream.end()
    return stream
  }
}

/** The chunk size to give node:zlib: large chunks, few hand-offs, still bounded memory. */
export const INFLATE_CHUNK_BYTES = 256 * 1024

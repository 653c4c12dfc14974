/**
 * Reads a byte stream up to a limit, stopping (and cancelling the stream) as
 * soon as it passes the limit, so a sender can never make the reader buffer
 * more than `max` bytes. Used for request bodies in the emulator and for
 * pictures fetched by the main process.
 */

export interface ReadCappedOptions {
  /** Called with the running total after each chunk (for accounting). */
  onProgress?: (bytesRead: number) => void
}

/** The bytes, or null when the stream holds more than `max` bytes. */
export async function readCapped(
  stream: AsyncIterable<Uint8Array> | null | undefined,
  max: number,
  options: ReadCappedOptions = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let total = 0
  // Leaving the loop early cancels the stream: the rest is never read.
  for await (const chunk of stream) {
    total += chunk.byteLength
    options.onProgress?.(total)
    if (total > max) return null
    chunks.push(chunk)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

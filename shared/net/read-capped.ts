/**
 * Reads a byte stream up to a limit.
 *
 * Stops (and cancels the stream) as soon as it passes the limit, so a sender
 * can never make the reader buffer more than `max` bytes. Used for request
 * bodies in the emulator and for pictures fetched by the main process.
 */

/** The part of a web stream's reader this uses (shared/ names no host global). */
export interface ChunkReader {
  read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>
  cancel(): Promise<void>
}

export interface ReadCappedOptions {
  /** Called with the running total after each chunk (for accounting). */
  onProgress?: (bytesRead: number) => void
}

/** The bytes, or null when the stream holds more than `max` bytes (it is then cancelled). */
export async function readCapped(
  reader: ChunkReader | null | undefined,
  max: number,
  options: ReadCappedOptions = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done || !value) break
    total += value.byteLength
    options.onProgress?.(total)
    if (total > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

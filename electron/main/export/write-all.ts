/**
 * Writing every byte of a write the disk may take only in part.
 *
 * A file handle's write reports how many bytes it took; a disk filling as it
 * goes takes fewer than given, and an unchecked count leaves a short file.
 */
import type { FileHandle } from 'node:fs/promises'

/**
 * Writes every byte of `buffers` at the handle's position.
 *
 * A write may take fewer bytes than it was given (a disk filling as it goes):
 * the rest is written again. One that takes none is a full disk, thrown as
 * the system's own ENOSPC naming `path`, so the export pauses on it.
 */
export async function writeAll(
  handle: Pick<FileHandle, 'writev'>,
  buffers: readonly Buffer[],
  path: string,
): Promise<void> {
  let rest = [...buffers]
  let left = rest.reduce((sum, b) => sum + b.length, 0)
  while (left > 0) {
    const { bytesWritten } = await handle.writev(rest)
    if (bytesWritten <= 0) throw diskFull(path)
    left -= bytesWritten
    rest = skipBytes(rest, bytesWritten)
  }
}

/** `buffers` without their first `count` bytes (views, no copies). */
function skipBytes(buffers: readonly Buffer[], count: number): Buffer[] {
  const out: Buffer[] = []
  let skip = count
  for (const b of buffers) {
    if (skip >= b.length) {
      skip -= b.length
      continue
    }
    out.push(skip > 0 ? b.subarray(skip) : b)
    skip = 0
  }
  return out
}

function diskFull(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
    code: 'ENOSPC',
    syscall: 'write',
    path,
  })
}

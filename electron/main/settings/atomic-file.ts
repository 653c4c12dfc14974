/** Write-temp-then-rename, so a crash mid-write never leaves a half file. */
import { randomBytes } from 'node:crypto'
import * as nodeFs from 'node:fs/promises'
import { dirname, join, basename } from 'node:path'
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-dir'

/** The file operations the write uses; tests pass failing ones. */
export type AtomicFileIo = Pick<typeof nodeFs, 'mkdir' | 'chmod' | 'open' | 'rename' | 'rm'>

/**
 * Writes `data` to `path` whole or not at all.
 *
 * A failed write, flush or rename (a full disk, a file held open) removes the
 * temporary file: it would otherwise stay beside the real one for good.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  io: AtomicFileIo = nodeFs,
): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await openCreatingFolder(temp, io)
  try {
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await io.rename(temp, path)
  } catch (error) {
    await io.rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
}

/**
 * Opens a new file, making its folder only when it is missing: the request
 * counter is written after nearly every request, and a folder made on every
 * write was a third of the cost.
 */
async function openCreatingFolder(file: string, io: AtomicFileIo): Promise<nodeFs.FileHandle> {
  try {
    return await io.open(file, 'w', PRIVATE_FILE_MODE)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await makePrivateDir(dirname(file), io)
    return io.open(file, 'w', PRIVATE_FILE_MODE)
  }
}

/** Write-temp-then-rename, so a crash mid-write never leaves a half file. */
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import { dirname, join, basename } from 'node:path'

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await openCreatingFolder(temp)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

/**
 * Opens a new file, making its folder only when it is missing: the request
 * counter is written after nearly every request, and a folder made on every
 * write was a third of the cost.
 */
async function openCreatingFolder(file: string): Promise<FileHandle> {
  try {
    return await open(file, 'w', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await mkdir(dirname(file), { recursive: true })
    return open(file, 'w', 0o600)
  }
}

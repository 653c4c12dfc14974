/**
 * The files of one export while it runs.
 *
 * The CSV under a hidden temporary name beside the chosen file (same folder, so
 * the final rename is atomic), and a sidecar listing the IDs already written
 * (for deduplication after a resume). Only `placeFile` puts the file under the
 * chosen name, so a cancelled or failed export never leaves half a file there.
 */
import * as nodeFs from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { PRIVATE_FILE_MODE } from '../settings/private-dir'
import { widenedPathFor, widenFile } from './widen-rows'
import { writeAll } from './write-all'

/** The file operations of an export's files; tests pass failing ones (a full disk, a held file). */
export type ExportFs = Pick<
  typeof nodeFs,
  'open' | 'readFile' | 'rename' | 'rm' | 'stat' | 'truncate'
>

export function tempPathFor(targetPath: string, exportId: string): string {
  return join(dirname(targetPath), `.${basename(targetPath)}.${exportId.slice(0, 8)}.part`)
}

export class ExportOutput {
  private constructor(
    readonly tempPath: string,
    readonly idsPath: string,
    private data: nodeFs.FileHandle,
    private ids: nodeFs.FileHandle,
    private dataBytes: number,
    private idBytes: number,
  ) {}

  /** Starts empty files (replacing leftovers of an earlier attempt). */
  static async create(
    tempPath: string,
    idsPath: string,
    fs: ExportFs = nodeFs,
  ): Promise<ExportOutput> {
    const data = await fs.open(tempPath, 'w', PRIVATE_FILE_MODE)
    const ids = await fs.open(idsPath, 'w', PRIVATE_FILE_MODE).catch(async (error: unknown) => {
      await data.close()
      throw error
    })
    return new ExportOutput(tempPath, idsPath, data, ids, 0, 0)
  }

  /**
   * Reopens the files of a paused export.
   *
   * They are cut back to what the checkpoint vouches for (anything after it was
   * written but never recorded). Returns null when the files are shorter than
   * that (lost), so the caller restarts.
   */
  static async resume(
    tempPath: string,
    idsPath: string,
    dataBytes: number,
    idBytes: number,
    fs: ExportFs = nodeFs,
  ): Promise<{ output: ExportOutput; seen: Set<string> } | null> {
    const sizes = await Promise.all([fs.stat(tempPath), fs.stat(idsPath)]).catch(() => null)
    if (!sizes || sizes[0].size < dataBytes || sizes[1].size < idBytes) return null
    await fs.truncate(tempPath, dataBytes)
    await fs.truncate(idsPath, idBytes)
    const text = await fs.readFile(idsPath, 'utf8')
    const seen = new Set(text.split('\n').filter((line) => line !== ''))
    const data = await fs.open(tempPath, 'a')
    const ids = await fs.open(idsPath, 'a')
    return { output: new ExportOutput(tempPath, idsPath, data, ids, dataBytes, idBytes), seen }
  }

  get bytes(): number {
    return this.dataBytes
  }
  get idsBytes(): number {
    return this.idBytes
  }

  /**
   * Appends CSV (text or bytes, in order, in one write) and the IDs of the rows in it.
   *
   * The two files are written at once (one wait, not two); both writes have
   * ended when this settles, and a failure leaves the counts alone (the
   * checkpoint then cuts the files back).
   */
  async append(chunks: readonly (string | Buffer)[], ids: readonly string[]): Promise<void> {
    const data: Buffer[] = []
    let size = 0
    for (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk
      if (bytes.length === 0) continue
      data.push(bytes)
      size += bytes.length
    }
    const list = ids.length > 0 ? Buffer.from(ids.join('\n') + '\n', 'utf8') : null
    const [a, b] = await Promise.allSettled([
      data.length > 0 && writeAll(this.data, data, this.tempPath),
      list && writeAll(this.ids, [list], this.idsPath),
    ])
    if (a.status === 'rejected') throw a.reason
    if (b.status === 'rejected') throw b.reason
    this.dataBytes += size
    this.idBytes += list?.length ?? 0
  }

  /** Makes what was appended durable before a checkpoint claims it. */
  async sync(): Promise<void> {
    await Promise.all([this.data.sync(), this.ids.sync()])
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.data.close(), this.ids.close()])
  }

  /** Makes the whole file durable and closes it: every row is in, placing it is left. */
  async seal(): Promise<void> {
    try {
      await this.data.sync()
    } finally {
      await this.close()
    }
  }

  /** Removes every trace: nothing is left under any name. */
  async discard(): Promise<void> {
    await this.close()
    await removeExportFiles(this.tempPath, this.idsPath)
  }
}

/**
 * Puts a sealed file under the chosen name (replacing what was there) and
 * drops the sidecar; with `widen`, first gives it that header line and pads
 * shorter rows to its width (columns added mid-export), then calls
 * `widened` (done once, even when the rename must be tried again).
 */
export async function placeFile(
  paths: { tempPath: string; idsPath: string; targetPath: string },
  widen: { head: string; width: number; widened(): void } | undefined,
  fs: ExportFs = nodeFs,
): Promise<void> {
  if (widen) {
    await widenFile(paths.tempPath, widen.head, widen.width)
    widen.widened()
  }
  await fs.rename(paths.tempPath, paths.targetPath)
  await fs.rm(paths.idsPath, { force: true })
}

export async function removeExportFiles(tempPath: string, idsPath: string): Promise<void> {
  // The widened copy exists only if the app stopped while it was being written.
  await Promise.allSettled(
    [tempPath, idsPath, widenedPathFor(tempPath)].map((path) => nodeFs.rm(path, { force: true })),
  )
}

/**
 * Folders of the user-data folder, readable by their owner alone.
 *
 * They hold attendee data, the change journal, logs and export sidecars:
 * other accounts on the machine must not list or read them. `mkdir`'s mode is
 * masked by the process's umask, so each folder made is set to 0700
 * afterwards; a folder that was there already is left as it is.
 */
import { chmodSync, mkdirSync } from 'node:fs'
import * as nodeFs from 'node:fs/promises'
import { dirname } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
/** Files of the user-data folder and an export's hidden partial file. */
export const PRIVATE_FILE_MODE = 0o600

/** The folders `mkdir` made, from `path` up to the first one it made. */
function made(path: string, first: string | undefined): string[] {
  if (first === undefined) return []
  const out: string[] = []
  for (let dir = path; ; dir = dirname(dir)) {
    out.push(dir)
    if (dir === first || dirname(dir) === dir) return out
  }
}

/** Makes `path` and any missing folder above it, each private to its owner. */
export async function makePrivateDir(
  path: string,
  io: Pick<typeof nodeFs, 'mkdir' | 'chmod'> = nodeFs,
): Promise<void> {
  const first = await io.mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  for (const dir of made(path, first)) await io.chmod(dir, PRIVATE_DIR_MODE)
}

/** `makePrivateDir` for the log sink, which starts before anything async may run. */
export function makePrivateDirSync(path: string): void {
  const first = mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  for (const dir of made(path, first)) chmodSync(dir, PRIVATE_DIR_MODE)
}

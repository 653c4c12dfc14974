/** Appends log lines to a file in the user-data folder; rotates once it passes 5 MB. */
import { appendFileSync, renameSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { makePrivateDirSync } from '../settings/private-dir'

const MAX_BYTES = 5 * 1024 * 1024

export function fileSink(path: string): (line: string) => void {
  makePrivateDirSync(dirname(path))
  return (line) => {
    try {
      if ((statSync(path, { throwIfNoEntry: false })?.size ?? 0) > MAX_BYTES)
        renameSync(path, `${path}.1`)
      appendFileSync(path, line, { mode: 0o600 })
    } catch {
      // Logging must never take the app down.
    }
  }
}

/**
 * Export file operations that fail as a full disk or a held file does, for
 * the screens of an export paused on them (the harness's `core.exportFs`).
 *
 * A real full disk or a spreadsheet holding the file cannot be made on a
 * build machine, so the operations fail with the error the system gives;
 * everything else, the pause and its sentence, is the app's own
 * (electron/main/export/export-faults.test.ts covers the same over HTTP).
 */
import * as fs from 'node:fs/promises'
import type { ExportFs } from '@main/export/output-file'

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code })

/** Every write of an export's hidden partial file fails: the disk is full. */
export const fullDiskFs: ExportFs = {
  ...fs,
  open: async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args)
    if (String(args[0]).endsWith('.part')) {
      handle.writev = (async () => {
        throw errno('ENOSPC')
      }) as typeof handle.writev
    }
    return handle
  },
}

/** Putting a finished CSV under its chosen name fails: another program holds that file. */
export const heldFileFs: ExportFs = {
  ...fs,
  rename: async (from, to) => {
    if (String(to).endsWith('.csv')) throw errno('EBUSY')
    return fs.rename(from, to)
  },
}

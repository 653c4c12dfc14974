/**
 * File errors an export waits out instead of failing.
 *
 * A full disk (or a spent disk quota) and a chosen file held open by another
 * program (a spreadsheet showing the last export) are put right by the user
 * in a moment; failing would throw away every page fetched so far, and the
 * partial file would hold attendee data under a hidden name. So the export
 * pauses resumably, with a sentence saying what to do. Pure: the service
 * decides what pausing means.
 */
import { basename, dirname } from 'node:path'
import type { PausedReason } from '@shared/ipc/channels/export'

/** Writing the partial file (and its checkpoint), or putting it under its chosen name. */
export type FileStage = 'write' | 'place'

export interface FileFault {
  reason: Extract<PausedReason, 'disk-full' | 'file-locked'>
  message: string
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT'])
/** Windows refuses to replace a file another program holds open with one of these. */
const HELD_OPEN = new Set(['EBUSY', 'EPERM', 'EACCES'])

/** The fault `error` is, at `stage` of an export to `targetPath`; null for any other error. */
export function fileFault(error: unknown, stage: FileStage, targetPath: string): FileFault | null {
  if (!(error instanceof Error)) return null
  const { code, path } = error as NodeJS.ErrnoException
  if (code && DISK_FULL.has(code)) {
    // The file that could not be written says which disk, when the error names it.
    const folder = dirname(typeof path === 'string' ? path : targetPath)
    return {
      reason: 'disk-full',
      message: `The disk holding ${folder} is full: free some space, then Resume.`,
    }
  }
  if (stage === 'place' && code && HELD_OPEN.has(code)) {
    return {
      reason: 'file-locked',
      message: `${targetPath} is open in another program: close it, then Resume.`,
    }
  }
  return null
}

/** What is said when the chosen name is a folder's: the file cannot be saved over it. */
export function folderTargetMessage(targetPath: string): string {
  return `“${basename(targetPath)}” is a folder. Choose a file name to save the export to.`
}

/** Whether `error` is the system refusing to put a file where a folder is. */
export function isFolderError(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EISDIR'
}

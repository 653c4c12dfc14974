/**
 * What tolerant reads changed in answers no screen tells about, in the log.
 *
 * The attendee grid and the export say what reading their pages changed
 * (shared/api/read-notes.ts). A speaker, the teams list, a session's update
 * answer and an upload's answer are shown without it, so main writes their
 * notes to the log instead, where a support question finds them: each field
 * once per workspace and operation for the life of the app, so a list read
 * again and again does not fill the log. Field paths and types only, never a
 * value.
 */
import type { FieldNote, ReadNotes } from '@shared/api/read-notes'
import type { Logger } from '../logging/logger'

/** Where a read's notes go: `operation` names the call ("get a speaker"). */
export type ReadNotesListener = (operation: string, notes: ReadNotes) => void

export function createReadNotesLog(log: Pick<Logger, 'info'>) {
  const told = new Set<string>()
  /** The notes not told before for this workspace and operation; marks them told. */
  const fresh = (scope: string, notes: readonly FieldNote[]): FieldNote[] =>
    notes.filter((note) => {
      const key = `${scope}\n${note.path}`
      if (told.has(key)) return false
      told.add(key)
      return true
    })
  return {
    /** The listener for one workspace's reads. */
    of(workspaceId: string): ReadNotesListener {
      return (operation, notes) => {
        const scope = `${workspaceId}\n${operation}`
        const asText = fresh(`${scope}\ntext`, notes.asText)
        const leftOut = fresh(`${scope}\nout`, notes.leftOut)
        const skipped = fresh(scope, notes.skipped > 0 ? [{ path: '(skipped)', types: [] }] : [])
        if (asText.length === 0 && leftOut.length === 0 && skipped.length === 0) return
        log.info('an answer was read tolerantly', {
          workspaceId,
          operation,
          asText,
          leftOut,
          ...(skipped.length > 0 ? { skipped: notes.skipped } : {}),
        })
      }
    },
  }
}

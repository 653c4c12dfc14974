/**
 * The quiet notices of the attendee grid.
 *
 * What reading its pages changed (shared/api/read-notes.ts), told once per
 * field while the screen is on view, however many pages met it. The records
 * skipped are the page's own: going back to a page must not count them twice.
 */
import { useState } from 'react'
import { NO_NOTES, mergeNotes, type FieldNote, type ReadNotes } from '@shared/api/read-notes'

const covered = (seen: readonly FieldNote[], page: readonly FieldNote[]) =>
  page.every((note) => {
    const known = seen.find((s) => s.path === note.path)
    return known !== undefined && note.types.every((t) => known.types.includes(t))
  })

/** The fields seen on the screen with the page's added; `seen` itself when the page adds none. */
export function addPageFields(seen: ReadNotes, page: ReadNotes): ReadNotes {
  if (covered(seen.asText, page.asText) && covered(seen.leftOut, page.leftOut)) return seen
  return mergeNotes(seen, { ...page, skipped: 0 })
}

/** The notes to tell for the page on screen; `screen` names the screen (workspace and event). */
export function useReadNotices(page: ReadNotes | undefined, screen: string): ReadNotes {
  const [seen, setSeen] = useState({ screen, fields: NO_NOTES })
  const before = seen.screen === screen ? seen.fields : NO_NOTES
  const fields = page ? addPageFields(before, page) : before
  // Stored during render (React's way to keep what earlier renders saw); stops once nothing is new.
  if (fields !== seen.fields || seen.screen !== screen) setSeen({ screen, fields })
  return { ...fields, skipped: page?.skipped ?? 0 }
}

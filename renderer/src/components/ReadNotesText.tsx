/**
 * What reading the service's answers changed, in an organizer's words.
 *
 * One sentence each (values shown as sent, left out, records skipped); which
 * fields, and what was found in them, one click away under "Details" for
 * support.
 */
import { noticeDetails, noticeSentences, type ReadNotes } from '@shared/api/read-notes'

export function ReadNotesText({ notes }: { notes: ReadNotes }) {
  const details = noticeDetails(notes)
  return (
    <>
      {noticeSentences(notes).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {details.length > 0 ? (
        <details className="read-notes__details">
          <summary>Details</summary>
          <ul>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}

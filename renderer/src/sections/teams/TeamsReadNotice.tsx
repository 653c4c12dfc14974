/**
 * What reading the teams changed, told beside the list.
 *
 * Teams the service sent in a form Stagehand cannot use are counted and said
 * in an organizer's words; which fields were odd, and how, is one click away
 * under "Details".
 */
import { hasNotes, noticeDetails, noticeSentences, type ReadNotes } from '@shared/api/read-notes'
import { Banner } from '@renderer/components/feedback'

/** The banner's title: the teams that could not be read, or that some were read oddly. */
export function unreadTitle(notes: ReadNotes): string {
  if (notes.skipped === 1) return '1 team sent by the service could not be read'
  if (notes.skipped > 1)
    return `${notes.skipped.toLocaleString('en-US')} teams sent by the service could not be read`
  return 'Some teams were sent in an unusual form'
}

export function TeamsReadNotice({ notes }: { notes: ReadNotes }) {
  if (!hasNotes(notes)) return null
  return (
    <Banner tone="warning" testId="teams-read-notice" title={unreadTitle(notes)}>
      {notes.skipped > 0 ? (
        <p>
          {notes.skipped === 1 ? 'It has' : 'They have'} no ID Stagehand can use, so{' '}
          {notes.skipped === 1 ? 'it cannot' : 'they cannot'} be shown or chosen as the default.
          Every other team is listed below.
        </p>
      ) : (
        <p>They are listed as well as they could be read.</p>
      )}
      <details>
        <summary>Details</summary>
        <ul>
          {[...noticeSentences(notes), ...noticeDetails(notes)].map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </details>
    </Banner>
  )
}

/**
 * "Open attendee": the field that opens one attendee by ID, and their panel.
 *
 * An organizer has an attendee's ID in an email, or the address of their page
 * in the dashboard: pasted whole into the field, it opens at once; typed, on
 * Enter or Open. A followed link's attendee not on the page shown is opened
 * the same way. Which ID was taken is said in the panel, and what could not
 * be done beside the field (use-open-attendee.ts). The panel is a dialog, so
 * it lives here, sharing the one read of an attendee with "Read again". Its
 * code (with the HTML sanitizer for the bio) is a chunk of its own, drawn from
 * the first attendee opened and fetched before that once the window is idle
 * (`preloadDetailPanel`).
 */
import { Suspense, useEffect, useId, useRef, useState, type ClipboardEvent } from 'react'
import type { Attendee } from '@shared/api/schemas'
import { Button } from '@renderer/components/Button'
import { SectionBoundary } from '@renderer/components/SectionBoundary'
import { useReadAgain } from './ReadAgain'
import { useOpenAttendee } from './use-open-attendee'
import { lazyPart } from '@renderer/lib/lazy-part'
import { wholeFieldPaste } from '@renderer/lib/paste'

const panel = lazyPart(() => import('./DetailPanel').then((m) => m.DetailPanel))
const DetailPanel = panel.Part

/** Fetches the panel's code ahead of the first attendee opened; a failure is left for the panel. */
export const preloadDetailPanel = panel.preload

export function OpenAttendee({
  eventRef,
  linkedId = null,
  open,
  onOpen,
  onClose,
}: {
  eventRef: { workspaceId: string; eventId: string }
  /** An attendee a followed link names who is on no page shown: opened once, as if pasted. */
  linkedId?: string | null
  /** The attendee whose panel is open, or null. */
  open: Attendee | null
  onOpen(attendee: Attendee): void
  onClose(): void
}) {
  const readAgain = useReadAgain(eventRef, open)
  // Drawn from the first attendee opened on, so its closing is drawn too.
  const [drawn, setDrawn] = useState(open !== null)
  if (open !== null && !drawn) setDrawn(true)
  const opener = useOpenAttendee({ ...eventRef, read: readAgain.readId, onOpen })
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const note = opener.note
  const sameOpen = note?.id != null && open?.id.toLowerCase() === note.id
  // Once per link: the panel closed, the same link must not open it again.
  const followed = useRef<string | null>(null)
  const { openFrom } = opener
  useEffect(() => {
    if (!linkedId || followed.current === linkedId) return
    followed.current = linkedId
    setDraft(linkedId)
    void openFrom(linkedId)
  }, [linkedId, openFrom])

  function onPaste(event: ClipboardEvent<HTMLInputElement>): void {
    const text = wholeFieldPaste(event)
    if (text === null) return
    setDraft(text.trim())
    void opener.openFrom(text)
  }

  return (
    <>
      <form
        className="open-attendee"
        onSubmit={(event) => {
          event.preventDefault()
          void opener.openFrom(draft)
        }}
      >
        <label className="open-attendee__label" htmlFor={inputId}>
          Open attendee
        </label>
        <input
          id={inputId}
          className="input input--mono open-attendee__input"
          value={draft}
          placeholder="Paste an attendee’s ID or address"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={note && note.id === null ? true : undefined}
          aria-describedby={note?.problem ? `${inputId}-problem` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onPaste={onPaste}
        />
        <Button type="submit" size="sm" busy={opener.busy}>
          Open
        </Button>
      </form>
      {note?.problem ? (
        <p
          className="open-attendee__problem"
          id={`${inputId}-problem`}
          role="alert"
          data-testid="open-attendee-problem"
        >
          {note.took ? `${note.took} ` : null}
          {note.problem}
        </p>
      ) : null}
      {drawn ? (
        <SectionBoundary title="The attendee could not be shown">
          <Suspense fallback={null}>
            <DetailPanel
              attendee={open}
              eventRef={eventRef}
              readAgain={readAgain}
              took={sameOpen ? note?.took : null}
              onClose={onClose}
            />
          </Suspense>
        </SectionBoundary>
      ) : null}
    </>
  )
}

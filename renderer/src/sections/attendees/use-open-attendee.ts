/**
 * Opens an attendee from their ID, or from an address or text that holds it.
 *
 * The ID is taken as every pasted ID is (shared/ids/id-in-text.ts), passing
 * over the event's own: how the dashboard's address of an attendee looks is
 * not documented, and one that names the event as well still gives the
 * attendee's. Where the service reads one attendee back, the panel opens on
 * its answer; where it does not, on the row of a page read in this run that
 * holds the ID; else a sentence says what could not be done and what to do
 * instead. A row already known opens at once, and the read brings it up to date.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Attendee } from '@shared/api/schemas'
import { idInText, takenWords } from '@shared/ids/id-in-text'
import type { ChannelOutput } from '@shared/ipc/contract'
import { queryKeys } from '@renderer/data/query-keys'
import { errorData } from '@renderer/lib/errors'

type Read = ChannelOutput<'listings:attendee'>

/** What the last opening said: which ID it took, and what it could not do. */
export interface OpenedNote {
  /** The attendee's ID, or null when the text held none. */
  id: string | null
  /** Which ID was taken from the text, when it was not pasted alone. */
  took: string | null
  /** Why no attendee opened, and what to do instead; null once one did. */
  problem: string | null
}

export function useOpenAttendee(options: {
  workspaceId: string
  eventId: string
  /** The panel's read of one attendee, so it tells what this read told. */
  read(attendeeId: string): Promise<Read>
  onOpen(attendee: Attendee): void
}) {
  const { workspaceId, eventId, read, onOpen } = options
  const client = useQueryClient()
  const [note, setNote] = useState<OpenedNote | null>(null)
  const [busy, setBusy] = useState(false)
  // Only the latest opening speaks: a slow answer to an earlier one is dropped.
  const latest = useRef(0)

  /** The attendee's row on a page of this event's grid read in this run. */
  function knownRow(id: string): Attendee | undefined {
    const pages = client.getQueriesData<{ items: Attendee[] }>({
      queryKey: queryKeys.attendees(workspaceId, eventId),
    })
    for (const [, page] of pages) {
      const row = page?.items.find((a) => a.id.toLowerCase() === id)
      if (row) return row
    }
    return undefined
  }

  async function openFrom(text: string): Promise<void> {
    const turn = ++latest.current
    const found = idInText(text, 'attendee', [eventId])
    if ('error' in found) {
      setNote({ id: null, took: null, problem: found.error })
      return
    }
    const took = takenWords(found, 'attendee')
    const row = knownRow(found.id)
    if (row) onOpen(row)
    setNote({ id: found.id, took, problem: null })
    setBusy(true)
    const answer = await read(found.id).catch((error: unknown) => errorData(error))
    if (turn !== latest.current) return
    setBusy(false)
    if ('offered' in answer && answer.offered) return onOpen(answer.attendee)
    // The panel already shows the known row, and its note what the read told.
    if (row) return
    const problem =
      'offered' in answer
        ? `${answer.why === 'refused' ? 'The service would not let this API key read an attendee' : "This workspace's service cannot read an attendee by ID"}, and no page read here holds this attendee: filter the list by name or company, or page through it, to find them.`
        : `This attendee could not be opened: ${answer.message}`
    setNote({ id: found.id, took, problem })
  }

  return { openFrom, note, busy }
}

export type AttendeeOpener = ReturnType<typeof useOpenAttendee>

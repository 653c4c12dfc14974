/**
 * A followed link's attendee or saved view, in the attendee grid.
 *
 * A saved view (a followed link, a palette pick) is applied as its menu
 * applies it. An attendee opens in the detail panel at once when it is on
 * the page shown; otherwise it is handed to "Open attendee" (`unlisted`),
 * which reads it where the service reads one attendee back and says what to
 * do where it does not.
 */
import { useEffect, useRef } from 'react'
import type { Attendee } from '@shared/api/schemas'
import type { SavedView } from '@shared/attendees/view-state'
import { leavePlace, usePlaceId } from '@renderer/links/place-route'

export interface LinkedPlace {
  /** What the grid says about the link's place, or null once it is shown. */
  notice: string | null
  /** The attendee the link names when the page shown does not hold them, for "Open attendee". */
  unlisted: string | null
}

export function useLinkedPlace(options: {
  items: Attendee[] | undefined
  views: SavedView[] | undefined
  applyView(view: SavedView): void
  openAttendee(attendee: Attendee): void
}): LinkedPlace {
  const { items, views, applyView, openAttendee } = options
  const attendeeId = usePlaceId('attendee')
  const viewId = usePlaceId('view')
  const attendee = attendeeId === null ? undefined : items?.find((a) => a.id === attendeeId)
  const view = viewId === null ? undefined : views?.find((v) => v.id === viewId)

  // Once per place named: a page read again must not reopen a panel the user closed.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (attendeeId === null && viewId === null) shown.current = null
  }, [attendeeId, viewId])
  useEffect(() => {
    if (attendee && shown.current !== `attendee:${attendee.id}`) {
      shown.current = `attendee:${attendee.id}`
      openAttendee(attendee)
    }
  }, [attendee, openAttendee])
  useEffect(() => {
    if (view && shown.current !== `view:${view.id}`) {
      shown.current = `view:${view.id}`
      applyView(view)
      // Applied, the view is the grid's state, not a place: the hash is left, so naming it
      // again applies it again, after another view was chosen from the menu.
      leavePlace('attendees')
    }
  }, [view, applyView])

  const unlisted = attendeeId !== null && items !== undefined && !attendee ? attendeeId : null
  if (viewId !== null && views !== undefined && !view)
    return {
      notice:
        'The link names a saved view this computer does not have. Saved views are kept on the computer that saved them: save the view here to link to it.',
      unlisted,
    }
  return { notice: null, unlisted }
}

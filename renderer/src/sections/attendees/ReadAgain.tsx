/**
 * "Read again" in the attendee's panel: the attendee as the service holds them now.
 *
 * The panel shows the row of the grid's last page, which may be minutes
 * old. Where the service reads one attendee back (the docs' read, not the
 * contract's), Read again asks for this one and the panel shows the answer;
 * where it does not, the service's sentence says so, with the technical
 * words under "Details".
 */
import { useMutation } from '@tanstack/react-query'
import type { Attendee } from '@shared/api/schemas'
import { Button } from '@renderer/components/Button'
import { listingMutations } from '@renderer/data/listings'
import { errorData } from '@renderer/lib/errors'

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The read of one attendee, and the attendee to show: the one read, else the grid's row. */
export function useReadAgain(
  eventRef: { workspaceId: string; eventId: string },
  attendee: Attendee | null,
) {
  const read = useMutation(listingMutations.readAttendee(eventRef))
  const answer = read.data
  const fresh =
    answer?.offered && attendee && sameId(answer.attendee.id, attendee.id) ? answer.attendee : null
  // A read of another attendee (the panel moved on) says nothing of this one.
  const own =
    read.variables !== undefined && attendee !== null && sameId(read.variables, attendee.id)
  return {
    read: own ? read : null,
    shown: fresh ?? attendee,
    again: () => attendee && read.mutate(attendee.id),
    /** Reads the attendee of this ID (one opened by ID): the panel tells what it told. */
    readId: (attendeeId: string) => read.mutateAsync(attendeeId),
  }
}

export type ReadAgainState = ReturnType<typeof useReadAgain>

export function ReadAgainButton({ state }: { state: ReadAgainState }) {
  return (
    <Button busy={state.read?.isPending ?? false} onClick={() => state.again()}>
      Read again
    </Button>
  )
}

/** What the last Read again told: read, not offered (in words), or failed. */
export function ReadAgainNote({ state }: { state: ReadAgainState }) {
  const read = state.read
  if (!read || read.isPending) return null
  if (read.isError) {
    return (
      <p className="sheet__note" role="status" data-testid="attendee-read-again">
        The attendee could not be read again: {errorData(read.error).message}
      </p>
    )
  }
  const answer = read.data
  if (!answer) return null
  if (answer.offered) {
    return (
      <p className="sheet__note muted" role="status" data-testid="attendee-read-again">
        Shown as the service holds this attendee now.
      </p>
    )
  }
  return (
    <div className="sheet__note muted" role="status" data-testid="attendee-read-again">
      <p>{answer.sentence}</p>
      {answer.detail ? (
        <details>
          <summary>Details</summary>
          {answer.detail}
        </details>
      ) : null}
    </div>
  )
}

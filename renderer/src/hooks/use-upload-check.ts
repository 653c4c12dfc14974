/**
 * Resolving an upload whose answer was lost (docs/api-decisions.md, "Retries").
 *
 * The service may or may not have replaced the picture, and main never sends it
 * again on its own. A speaker can be read back (`speakers:get`), so "Check"
 * reads it and compares its picture address with the one it had before the
 * upload: the service gives every upload an address of its own, so a different
 * address is the upload's. Main records the speaker it read in the catalog, so
 * the card shows what the service has. A sponsor is read the same way where
 * the service offers the read (the docs' read, not the contract's: the card's
 * own), and main settles the upload's entry in History by that same read;
 * elsewhere the answer is to upload again.
 *
 * A slow read shows the waiting cue; its Cancel aborts the call's signal,
 * which main passes on to the request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Speaker } from '@shared/api/schemas'
import type { AppErrorData } from '@shared/errors'
import { readSponsor, sponsorReadQuery } from '@renderer/data/listings'
import { readSpeaker } from '@renderer/data/speakers'

export type CheckOutcome = { applied: true; url: string } | { applied: false }

/** The picture address of a speaker as read, or null when it has none. */
export function picUrlOf(speaker: Speaker): string | null {
  const url = speaker.profile?.picUrl
  return typeof url === 'string' && url.trim() ? url : null
}

/** Applied when the speaker now has a picture, and not the one it had before the upload. */
export function pictureOutcome(before: string | null, now: string | null): CheckOutcome {
  return now !== null && now !== before ? { applied: true, url: now } : { applied: false }
}

/** What a check that threw leaves: nothing when the user cancelled it (the cue says so), else its failure. */
export function failedCheck(error: AppErrorData): { state: 'failed'; message: string } | null {
  return error.kind === 'cancelled' ? null : { state: 'failed', message: error.message }
}

export interface PictureCheck {
  speakerId: string
  /** The speaker's picture address when the upload was sent (null: it had none). */
  before: string | null
}

export function useSpeakerPictureCheck(scope: { workspaceId: string; eventId: string }) {
  // Main records the speaker it read: the cards and the catalog show it either way.
  return useMutation({
    mutationKey: ['picture-check', scope.workspaceId, scope.eventId],
    mutationFn: async ({
      speakerId,
      before,
      signal,
    }: PictureCheck & { signal?: AbortSignal }): Promise<CheckOutcome> => {
      const speaker = await readSpeaker({ ...scope, speakerId }, signal)
      return pictureOutcome(before, picUrlOf(speaker))
    },
  })
}

/** A sponsor's logo or cover as the card's read of the sponsor finds it, against `before`. */
export function useSponsorImageCheck(
  scope: { workspaceId: string; eventId: string },
  image: 'logoUrl' | 'coverUrl',
) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['picture-check', scope.workspaceId, scope.eventId],
    mutationFn: async ({
      sponsorId,
      before,
      signal,
    }: {
      sponsorId: string
      before: string | null
      signal?: AbortSignal
    }): Promise<CheckOutcome> => {
      const read = await readSponsor({ ...scope, sponsorId }, signal)
      // The card's read is this one now: the card shows what it found.
      client.setQueryData(sponsorReadQuery(scope, sponsorId).queryKey, read)
      if (!read.offered) throw new Error(read.sentence)
      return pictureOutcome(before, read.sponsor[image])
    },
  })
}

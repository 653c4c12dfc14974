/**
 * Resolving an upload whose answer was lost (docs/api-decisions.md, "Retries").
 *
 * The service may or may not have replaced the picture, and main never sends it
 * again on its own. A speaker can be read back (`speakers:get`), so "Check"
 * reads it and compares its picture address with the one it had before the
 * upload: the service gives every upload an address of its own, so a different
 * address is the upload's. Main records the speaker it read in the catalog, so
 * the card shows what the service has. A sponsor cannot be read (the API has no
 * such endpoint): there the answer is to upload again.
 *
 * A slow read shows the waiting cue; its Cancel aborts the call's signal,
 * which main passes on to the request.
 */
import { useMutation } from '@tanstack/react-query'
import type { Speaker } from '@shared/api/schemas'
import type { AppErrorData } from '@shared/errors'
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

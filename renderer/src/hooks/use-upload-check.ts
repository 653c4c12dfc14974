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
 */
import { useMutation } from '@tanstack/react-query'
import type { Speaker } from '@shared/api/schemas'
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

export interface PictureCheck {
  speakerId: string
  /** The speaker's picture address when the upload was sent (null: it had none). */
  before: string | null
}

export function useSpeakerPictureCheck(scope: { workspaceId: string; eventId: string }) {
  // Main records the speaker it read: the cards and the catalog show it either way.
  return useMutation({
    mutationKey: ['picture-check', scope.workspaceId, scope.eventId],
    mutationFn: async ({ speakerId, before }: PictureCheck): Promise<CheckOutcome> => {
      const speaker = await readSpeaker({ ...scope, speakerId })
      return pictureOutcome(before, picUrlOf(speaker))
    },
  })
}

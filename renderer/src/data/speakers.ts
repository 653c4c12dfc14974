/**
 * Reading speakers (`speakers:get`).
 *
 * Main records every answer in the catalog and tells the window what changed
 * (`catalog-sync.ts`); a picture's upload is in `images.ts`.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ChannelInput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type SpeakerRef = ChannelInput<'speakers:get'>

export const speakerQueries = {
  get: ({ workspaceId, eventId, speakerId }: SpeakerRef) =>
    queryOptions({
      queryKey: queryKeys.speaker(workspaceId, eventId, speakerId),
      queryFn: ({ signal }) =>
        bridge().speakers.get({ workspaceId, eventId, speakerId }, { signal }),
    }),
}

/** Reads a speaker on request (a check after a lost answer), outside the cached reads. */
export const readSpeaker = (ref: SpeakerRef, signal?: AbortSignal) =>
  bridge().speakers.get(ref, { signal })

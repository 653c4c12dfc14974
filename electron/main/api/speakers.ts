/** Get one speaker of an event (`GET /v1/events/{eventId}/speakers/{speakerId}`). */
import { speakerSchema, type Speaker } from '@shared/api/schemas'
import { pathId, send, type ApiContext } from './context'

export interface SpeakerRef {
  eventId: string
  speakerId: string
}

export async function getSpeaker(
  ctx: ApiContext,
  ref: SpeakerRef,
  signal?: AbortSignal,
): Promise<Speaker> {
  return send(
    ctx,
    {
      method: 'GET',
      path: `/v1/events/${pathId('eventId', ref.eventId)}/speakers/${pathId('speakerId', ref.speakerId)}`,
      schema: speakerSchema,
      operation: 'get the speaker',
      resource: 'speaker',
    },
    signal,
  )
}

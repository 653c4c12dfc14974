/** `GET /v1/events/{eventId}/speakers/{speakerId}`: READ scope, any key kind. */
import type { Hono } from 'hono'
import { guard, type AppEnv } from '../http/guard'
import { notFound, requireEvent, requireUuid } from '../http/params'
import { renderSpeaker } from '../render'
import { served } from '../dialect/docs-resources'
import type { EmulatorState } from '../state'

export function speakerRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  app.get(
    '/v1/events/:eventId/speakers/:speakerId',
    guard(state, { scope: 'READ', backendOnly: false, envelope: 'full' }),
    (c) => {
      const event = requireEvent(state, c.req.param('eventId'))
      const speakerId = requireUuid('speakerId', c.req.param('speakerId'))
      const speaker = event.speakers.find((s) => s.id === speakerId)
      if (!speaker) throw notFound('SPEAKER_NOT_FOUND', 'Speaker', speakerId)
      return c.json(served(state, renderSpeaker(event, speaker, origin(c.req.url))))
    },
  )
}

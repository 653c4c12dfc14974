/**
 * `DELETE /v1/events/{eventId}/locations/{locationId}`: WRITE, backend key.
 *
 * The default location cannot be deleted (409). Errors use the bare envelope.
 * Sessions held at a deleted location keep their stream link but lose the place.
 */
import type { Hono } from 'hono'
import { ApiError } from '../http/errors'
import { guard, type AppEnv } from '../http/guard'
import { requireEvent, requireUuid } from '../http/params'
import type { EmulatorState } from '../state'
import { served } from '../dialect/docs-resources'

export function locationRoutes(app: Hono<AppEnv>, state: EmulatorState, _origin: unknown) {
  app.delete(
    '/v1/events/:eventId/locations/:locationId',
    guard(state, { scope: 'WRITE', backendOnly: true, envelope: 'bare' }),
    (c) => {
      const event = requireEvent(state, c.req.param('eventId'))
      const locationId = requireUuid('locationId', c.req.param('locationId'))
      const location = event.locations.find((l) => l.id === locationId)
      if (!location) {
        throw new ApiError({
          status: 404,
          message: 'Location not found',
          description: `No location with id ${locationId} in this event.`,
        })
      }
      if (location.isDefault) {
        throw new ApiError({
          status: 409,
          message: 'Default locations cannot be deleted',
          description: `"${location.name}" is the event's default location; default locations cannot be deleted.`,
        })
      }
      event.locations = event.locations.filter((l) => l.id !== locationId)
      for (const s of event.sessions) if (s.locationId === locationId) s.locationId = null
      state.touch()
      return c.json(served(state, { id: locationId, deleted: true }))
    },
  )
}

/**
 * Delete a location of an event (`DELETE .../locations/{locationId}`).
 *
 * See docs/api-decisions.md, "Deleting a location". The success body is not
 * documented, so any 2xx body is accepted; a default location answers 409.
 */
import { z } from 'zod'
import { pathId, send, type ApiContext } from './context'

export interface LocationRef {
  eventId: string
  locationId: string
}

export interface LocationDeleted {
  locationId: string
  deleted: true
}

export const DEFAULT_LOCATION_CONFLICT =
  "This is the event's default location, and default locations cannot be deleted. Make another location the default in the platform first, or keep this one."

export async function deleteLocation(
  ctx: ApiContext,
  ref: LocationRef,
  signal?: AbortSignal,
): Promise<LocationDeleted> {
  const locationId = pathId('locationId', ref.locationId)
  await send(
    ctx,
    {
      method: 'DELETE',
      path: `/v1/events/${pathId('eventId', ref.eventId)}/locations/${locationId}`,
      schema: z.unknown(),
      operation: 'delete the location',
      resource: 'location',
      conflict: DEFAULT_LOCATION_CONFLICT,
    },
    signal,
  )
  return { locationId: decodeURIComponent(locationId), deleted: true }
}

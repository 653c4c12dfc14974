/**
 * Handlers of the location channels.
 *
 * A deleted location is marked deleted in the catalog; a 404 marks it not
 * found, and the 409 of a default location marks it the default.
 */
import { deleteLocation } from '@main/api/locations'
import type { ApiService } from '@main/api/service'
import { fromDefaultRefusal, fromNotFound } from '@main/catalog/observe'
import type { NamespaceHandlers } from '../router'

export function locationsHandlers(api: ApiService): NamespaceHandlers<'locations'> {
  return {
    'locations:delete': ({ workspaceId, ...ref }, { signal, beforeWrite }) =>
      api.call(
        'locations:delete',
        workspaceId,
        (ctx) => deleteLocation(ctx, ref, signal),
        {
          eventId: ref.eventId,
          onResult: (r) => [
            { kind: 'location', id: r.locationId, status: 'deleted', via: 'deleting it' },
          ],
          onError: (e) => [
            ...fromNotFound(e, 'location', ref.locationId.toLowerCase()),
            ...fromDefaultRefusal(e, ref.locationId.toLowerCase()),
          ],
        },
        beforeWrite,
      ),
  }
}

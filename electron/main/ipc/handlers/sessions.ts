/** Handlers of the session channels: the session editor's save, recorded in the catalog. */
import { updateSession } from '@main/api/session-update'
import type { ApiService } from '@main/api/service'
import { fromNotFound, fromSession } from '@main/catalog/observe'
import type { NamespaceHandlers } from '../router'

export function sessionsHandlers(api: ApiService): NamespaceHandlers<'sessions'> {
  return {
    'sessions:update': ({ workspaceId, ...input }, { signal, beforeWrite }) =>
      api.call(
        'sessions:update',
        workspaceId,
        (ctx) => updateSession(ctx, input, signal),
        {
          eventId: input.eventId,
          onResult: fromSession,
          onError: (e) => fromNotFound(e, 'session', input.sessionId),
        },
        beforeWrite,
      ),
  }
}

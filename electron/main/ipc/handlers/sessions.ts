/** Handlers of the session channels: the session editor's save, through the recorded writes. */
import type { ServiceWrites } from '@main/writes/service-writes'
import type { NamespaceHandlers } from '../router'

export function sessionsHandlers(deps: {
  journal: { writes: ServiceWrites }
}): NamespaceHandlers<'sessions'> {
  return {
    'sessions:update': (input, context) => deps.journal.writes['sessions:update'](input, context),
  }
}

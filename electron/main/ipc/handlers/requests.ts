/** Handlers of the request-meter channels. */
import type { Scheduler } from '@main/scheduler/scheduler'
import type { NamespaceHandlers } from '../router'

export function requestsHandlers(scheduler: Scheduler): NamespaceHandlers<'requests'> {
  return {
    'requests:status': async ({ workspaceId }) => scheduler.status(workspaceId),
  }
}

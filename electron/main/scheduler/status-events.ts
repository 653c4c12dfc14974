/**
 * Sends the scheduler's status changes on at most `perSecond` times per
 * workspace: the first change at once, then the latest one when the interval
 * is up (shared/progress-throttle.ts), so the meter never misses the final
 * state (e.g. "0 in flight").
 */
import type { RequestStatus } from '@shared/ipc/channels/requests'
import { progressThrottle } from '@shared/progress-throttle'

export function throttleStatus(
  send: (status: RequestStatus) => void,
  perSecond = 5,
): { push(status: RequestStatus): void; dispose(): void } {
  const throttle = progressThrottle({ intervalMs: 1000 / perSecond })
  return {
    push: (status) => throttle.report(status.workspaceId, () => send(status)),
    dispose: () => throttle.dispose(),
  }
}

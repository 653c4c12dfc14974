/**
 * Sends the scheduler's status changes on at most `perSecond` times per
 * workspace: the first change at once, then the latest one at the end of each
 * interval, so the meter never misses the final state (e.g. "0 in flight").
 */
import type { RequestStatus } from '@shared/ipc/channels/requests'

export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function throttleStatus(
  send: (status: RequestStatus) => void,
  perSecond = 5,
  timers: Timers = realTimers,
): { push(status: RequestStatus): void; dispose(): void } {
  const interval = 1000 / perSecond
  const lanes = new Map<string, { timer: unknown; pending: RequestStatus | null }>()

  function open(workspaceId: string): void {
    const lane = { timer: null as unknown, pending: null as RequestStatus | null }
    lanes.set(workspaceId, lane)
    lane.timer = timers.set(() => {
      lanes.delete(workspaceId)
      if (lane.pending) {
        send(lane.pending)
        open(workspaceId)
      }
    }, interval)
  }

  return {
    push(status) {
      const lane = lanes.get(status.workspaceId)
      if (lane) {
        lane.pending = status
        return
      }
      send(status)
      open(status.workspaceId)
    },
    dispose() {
      for (const lane of lanes.values()) timers.clear(lane.timer)
      lanes.clear()
    },
  }
}

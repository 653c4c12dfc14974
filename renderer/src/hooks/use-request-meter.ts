/**
 * The request meter of a workspace: asks main once, then follows the
 * `requests:status` events (at most 5 a second). While requests wait for a
 * rate limit it ticks, so the time left counts down between events.
 */
import { useEffect, useState } from 'react'
import type { RequestStatus } from '../../../shared/ipc/channels/requests'
import { bridge } from '../bridge'

export interface RequestMeter {
  status: RequestStatus | null
  /** Whole seconds left of a rate-limit wait; null when not waiting. */
  waitSeconds: number | null
}

interface Received {
  status: RequestStatus
  /** performance.now() when it arrived: main's clock and ours may differ, elapsed time does not. */
  receivedAt: number
}

export function useRequestMeter(workspaceId: string | null): RequestMeter {
  const [received, setReceived] = useState<Received | null>(null)
  // The clock of the countdown lives in state, so rendering stays pure.
  const [now, setNow] = useState(0)

  useEffect(() => {
    if (!workspaceId) return
    let live = true
    const accept = (status: RequestStatus): void => {
      if (live && status.workspaceId === workspaceId)
        setReceived({ status, receivedAt: performance.now() })
    }
    const off = bridge().events.on('requests:status', accept)
    bridge()
      .requests.status({ workspaceId })
      .then(accept)
      .catch(() => undefined)
    return () => {
      live = false
      off()
    }
  }, [workspaceId])

  const current = received && received.status.workspaceId === workspaceId ? received : null
  const waitingUntil = current?.status.waitingUntil ?? null

  useEffect(() => {
    if (waitingUntil === null) return
    const timer = setInterval(() => setNow(performance.now()), 250)
    return () => clearInterval(timer)
  }, [waitingUntil])

  let waitSeconds: number | null = null
  if (current && waitingUntil !== null) {
    const elapsed = Math.max(0, now - current.receivedAt)
    const left = waitingUntil - current.status.at - elapsed
    waitSeconds = left > 0 ? Math.ceil(left / 1000) : null
  }
  return { status: current?.status ?? null, waitSeconds }
}

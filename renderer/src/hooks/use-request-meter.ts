/**
 * The request meter of a workspace.
 *
 * Asks main once, then follows the `requests:status` events (at most 5 a
 * second). While requests wait for a rate limit it ticks, so the time left
 * counts down between events. While a failed request waits to be sent again, it
 * says why and which repeat it is; a screen says its own requests'
 * (`useOwnRetry`), the status bar the latest.
 */
import { useEffect, useState } from 'react'
import type { RequestStatus, RetryNotice, RetryReason } from '@shared/ipc/channels/requests'
import type { ChannelName } from '@shared/ipc/contract'
import { onMainEvent } from '../data/events'
import { readRequestStatus } from '../data/requests'
import {
  ownRetry,
  statusBarRetry,
  useClaimRetryNotices,
  useClaimedRetryChannels,
} from './retry-claims'

export interface RequestMeter {
  status: RequestStatus | null
  /** Whole seconds left of a rate-limit wait; null when not waiting. */
  waitSeconds: number | null
  /** "The service answered with an error, trying again (2 of 3)…": the workspace's latest; null when nothing is repeated. */
  retrying: string | null
  /** Whether the status bar announces `retrying`: not when the screen that made the request says it. */
  announceRetry: boolean
}

const RETRY_REASONS: Record<RetryReason, string> = {
  'error-status': 'The service answered with an error',
  unreadable: "The service's answer could not be read",
  dropped: 'The connection dropped',
  unreachable: 'The service could not be reached',
  timeout: 'The service did not answer in time',
}

/**
 * What the screen says while main waits to send a failed request again.
 *
 * The failure's own sentence when main gives one (from the first failed
 * attempt on), else the reason's words.
 */
export function retrySentence(notice: RetryNotice): string {
  const repeat = `(${notice.attempt} of ${notice.of})…`
  if (notice.what) return `${notice.what} Stagehand is trying again ${repeat}`
  return `${RETRY_REASONS[notice.reason]}, trying again ${repeat}`
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
  const claimed = useClaimedRetryChannels()

  useEffect(() => {
    if (!workspaceId) return
    let live = true
    const accept = (status: RequestStatus): void => {
      if (live && status.workspaceId === workspaceId)
        setReceived({ status, receivedAt: performance.now() })
    }
    const off = onMainEvent('requests:status', accept)
    readRequestStatus(workspaceId)
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
  const shown = statusBarRetry(current?.status ?? null, claimed)
  return {
    status: current?.status ?? null,
    waitSeconds,
    retrying: shown ? retrySentence(shown.notice) : null,
    announceRetry: shown?.announce ?? false,
  }
}

/**
 * The retry notice of the requests `channel`'s calls make, for the screen
 * that makes them (which announces it, so the status bar does not).
 */
export function useOwnRetry(workspaceId: string | null, channel: ChannelName): string | null {
  useClaimRetryNotices(channel)
  const { status } = useRequestMeter(workspaceId)
  const notice = ownRetry(status, channel)
  return notice ? retrySentence(notice) : null
}

/**
 * Which channels' retry notices a screen on view says itself.
 *
 * A request main repeats is announced by one live region only: the screen that
 * made it (the attendee grid for `attendees:list`) when that screen is showing,
 * the status bar otherwise. The status bar still shows the latest retry of the
 * workspace, but without announcing one a screen announces.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { RequestStatus, RetryNotice } from '@shared/ipc/channels/requests'

const claims = new Map<string, number>()
const listeners = new Set<() => void>()
let snapshot: ReadonlySet<string> = new Set()

function changed(): void {
  snapshot = new Set(claims.keys())
  for (const listener of listeners) listener()
}

/** Claims `channel`'s retry notices while the calling screen is mounted. */
export function claimRetryNotices(channel: string): () => void {
  claims.set(channel, (claims.get(channel) ?? 0) + 1)
  changed()
  return () => {
    const left = (claims.get(channel) ?? 1) - 1
    if (left > 0) claims.set(channel, left)
    else claims.delete(channel)
    changed()
  }
}

export function useClaimRetryNotices(channel: string): void {
  useEffect(() => claimRetryNotices(channel), [channel])
}

/** The channels claimed right now. */
export const claimedRetryChannels = (): ReadonlySet<string> => snapshot

export function useClaimedRetryChannels(): ReadonlySet<string> {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, claimedRetryChannels)
}

/** The latest notice of a request `channel`'s calls made; null when none waits. */
export function ownRetry(status: RequestStatus | null, channel: string): RetryNotice | null {
  const mine = status?.retries.filter((notice) => notice.channel === channel) ?? []
  return mine.at(-1) ?? null
}

/** What the status bar shows of the workspace's latest retry, and whether it announces it. */
export function statusBarRetry(
  status: RequestStatus | null,
  claimed: ReadonlySet<string>,
): { notice: RetryNotice; announce: boolean } | null {
  const notice = status?.retrying ?? null
  if (!notice) return null
  return { notice, announce: notice.channel === null || !claimed.has(notice.channel) }
}

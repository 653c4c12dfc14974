import { describe, expect, it } from 'vitest'
import type { RequestStatus, RetryNotice } from '@shared/ipc/channels/requests'
import { claimRetryNotices, claimedRetryChannels, ownRetry, statusBarRetry } from './retry-claims'

const notice = (channel: string | null, attempt = 1): RetryNotice => ({
  reason: 'error-status',
  what: null,
  attempt,
  of: 3,
  at: 0,
  channel,
})

const status = (...retries: RetryNotice[]): RequestStatus => ({
  workspaceId: 'w',
  inFlight: 0,
  queued: retries.length,
  usedToday: 1,
  dailyLimit: 10_000,
  waitingUntil: null,
  retrying: retries.at(-1) ?? null,
  retries,
  at: 0,
})

describe('whose retry notice a screen shows', () => {
  it("shows the grid only its own request's notice, the latest of them", () => {
    const both = status(
      notice('attendees:list', 1),
      notice('attendees:list', 2),
      notice('teams:list'),
    )
    expect(ownRetry(both, 'attendees:list')).toEqual(notice('attendees:list', 2))
    // Another screen's request is retrying: nothing for the grid to say.
    expect(ownRetry(status(notice('teams:list')), 'attendees:list')).toBeNull()
    expect(ownRetry(null, 'attendees:list')).toBeNull()
  })

  it('lets the status bar show the latest retry, announcing it only when no screen on view does', () => {
    const grid = status(notice('attendees:list'))
    expect(statusBarRetry(grid, new Set())).toEqual({
      notice: notice('attendees:list'),
      announce: true,
    })
    expect(statusBarRetry(grid, new Set(['attendees:list']))).toEqual({
      notice: notice('attendees:list'),
      announce: false,
    })
    expect(statusBarRetry(status(notice('teams:list')), new Set(['attendees:list']))).toEqual({
      notice: notice('teams:list'),
      announce: true,
    })
    expect(statusBarRetry(status(), new Set())).toBeNull()
  })

  it('keeps a channel claimed until every screen that claimed it lets go', () => {
    const first = claimRetryNotices('attendees:list')
    const second = claimRetryNotices('attendees:list')
    expect(claimedRetryChannels().has('attendees:list')).toBe(true)
    first()
    expect(claimedRetryChannels().has('attendees:list')).toBe(true)
    second()
    expect(claimedRetryChannels().has('attendees:list')).toBe(false)
  })
})

/**
 * Status bar at the bottom of the window.
 *
 * It holds the request meter (used today of the daily quota, in flight,
 * queued), "waiting for rate limit · 3 s" while paced, and "…, trying again
 * (2 of 3)…" while a failed request waits to be sent again; the meter is a
 * live region only when no screen on view says the same.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import type { WorkspaceSummary } from '@shared/workspace'
import { useAppInfo } from '../hooks/use-app-info'
import { useRequestMeter } from '../hooks/use-request-meter'
import { countText } from '@shared/number-format'

// One formatter for every render (number-format.ts): toLocaleString builds a new one on each
// call, which cost a few ms per request (the meter re-renders on each status event).
const count = countText

function RequestMeterView({ workspaceId }: { workspaceId: string | null }) {
  const { status, waitSeconds, retrying, announceRetry } = useRequestMeter(workspaceId)
  if (!status) return <span className="statusbar__item" data-testid="request-meter" />
  const exhausted = status.usedToday >= status.dailyLimit
  return (
    <span
      className="statusbar__item"
      data-testid="request-meter"
      title="Requests this workspace made today (UTC) of its daily quota; being sent and waiting their turn right now"
    >
      <span className={exhausted ? 'statusbar__strong' : undefined}>
        {count(status.usedToday)} / {count(status.dailyLimit)} today
        {exhausted ? ' · quota used up' : ''}
      </span>
      {status.inFlight > 0 ? (
        <span className="statusbar__muted">{count(status.inFlight)} being sent</span>
      ) : null}
      {status.queued > 0 ? (
        <span className="statusbar__muted">{count(status.queued)} waiting</span>
      ) : null}
      {retrying ? (
        // Announced here unless the screen that made the request announces it itself.
        <span
          className="statusbar__strong"
          data-testid="request-meter-retry"
          {...(announceRetry ? { role: 'status' } : {})}
        >
          {retrying}
        </span>
      ) : null}
      {waitSeconds !== null ? (
        <span className="statusbar__strong" data-testid="request-meter-wait" role="status">
          waiting for rate limit · {waitSeconds} s
        </span>
      ) : null}
    </span>
  )
}

export function StatusBar({ workspace }: { workspace: WorkspaceSummary | null }) {
  const fetching = useIsFetching()
  const mutating = useIsMutating()
  const info = useAppInfo()
  const busy = fetching + mutating > 0
  return (
    <footer className="statusbar" data-testid="status-bar">
      <span className="statusbar__item">
        {workspace ? (
          <>
            <span className="statusbar__dot" aria-hidden="true" />
            <span className="statusbar__strong">{workspace.name}</span>
            <span className="statusbar__muted">{workspace.baseUrl}</span>
          </>
        ) : (
          <span className="statusbar__muted">No workspace</span>
        )}
      </span>
      <span className="statusbar__item statusbar__muted" aria-live="polite">
        {busy ? 'Working…' : ''}
      </span>
      <span className="spacer" />
      <RequestMeterView workspaceId={workspace?.id ?? null} />
      {info.data ? (
        <span className="statusbar__item statusbar__muted">Stagehand {info.data.version}</span>
      ) : null}
    </footer>
  )
}

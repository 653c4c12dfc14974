/**
 * Imports whose apply did not finish: paused by the day's quota, cancelled,
 * or stopped by closing the app. Each says how many rows wait and why, with
 * Resume (which opens the apply's progress) and Discard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplyStatus } from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import { agendaMutations, agendaQueries, type EventRef } from '@renderer/data/agenda'
import { errorData } from '@renderer/lib/errors'

/** "agenda.csv: 2 rows not sent yet (cancelled)." */
export function pendingText(s: ApplyStatus): string {
  const left = s.pending + s.held
  const rows = left === 1 ? '1 row' : `${left.toLocaleString('en-US')} rows`
  const why = s.state === 'cancelled' ? 'cancelled' : (s.pausedReason ?? 'paused')
  return `${s.fileName}: ${rows} not sent yet (${why}).`
}

export function PendingApplies({
  eventRef,
  onResumed,
}: {
  eventRef: EventRef
  onResumed: (status: ApplyStatus) => void
}) {
  const client = useQueryClient()
  const pending = useQuery(agendaQueries.pending(eventRef))
  const refresh = () =>
    client.invalidateQueries({ queryKey: agendaQueries.pending(eventRef).queryKey })
  const resume = useMutation({
    ...agendaMutations.resume(eventRef.workspaceId),
    onSuccess: onResumed,
    onSettled: refresh,
  })
  const discard = useMutation({
    ...agendaMutations.discard(eventRef.workspaceId),
    onSettled: refresh,
  })
  const applies = (pending.data?.applies ?? []).filter((a) => a.pending + a.held > 0)
  if (applies.length === 0) return null
  const error = resume.error ?? discard.error
  return (
    <Banner tone="warning" testId="agenda-pending" title="An import was not finished">
      <ul className="agenda-pending">
        {applies.map((a) => (
          <li key={a.importId}>
            <span>{pendingText(a)}</span>
            <Button size="sm" busy={resume.isPending} onClick={() => resume.mutate(a.importId)}>
              Resume
            </Button>
            <Button
              size="sm"
              variant="ghost"
              busy={discard.isPending}
              onClick={() => discard.mutate(a.importId)}
            >
              {`Discard the ${a.pending + a.held === 1 ? 'row' : 'rows'} not sent`}
            </Button>
          </li>
        ))}
      </ul>
      {error ? <p>{errorData(error).message}</p> : null}
    </Banner>
  )
}

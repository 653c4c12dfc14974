/**
 * The review's timeline of the proposed agenda, drawn a number of sessions at a time.
 *
 * A changed session is dashed where it would go, faded where it is now; the
 * agenda's own conflicts say "Conflict", those the changes would make "New
 * conflict". Past 150 sessions only the first by start are drawn, and the
 * timeline says so with a button to draw more (timeline-cap.ts says why).
 */
import { useMemo, useState } from 'react'
import type { ReviewConflicts } from '@shared/agenda/review-conflicts'
import { Button } from '@renderer/components/Button'
import { Timeline } from '../Timeline'
import { capSessions, TIMELINE_PAGE } from '../timeline-cap'
import { layoutTimeline, type TimelineSession } from '../timeline-layout'

const count = (n: number) => n.toLocaleString('en-US')

export function ReviewTimeline({
  proposed,
  zone,
  marked,
  onOpen,
}: {
  proposed: readonly TimelineSession[]
  zone: string
  marked: Pick<ReviewConflicts, 'standing' | 'introduced'>
  onOpen: (sessionId: string) => void
}) {
  const [limit, setLimit] = useState(TIMELINE_PAGE)
  const capped = useMemo(() => capSessions(proposed, limit), [proposed, limit])
  const layout = useMemo(() => layoutTimeline(capped.drawn, zone), [capped.drawn, zone])
  if (layout.days.length === 0) return null
  const left = capped.scheduled - limit
  return (
    <section aria-labelledby="review-timeline">
      <h3 id="review-timeline">The agenda with these changes</h3>
      <p className="agenda-legend">
        <span>Dashed: where a change puts a session.</span>
        <span>Faded: where it is now.</span>
        <span>“Conflict”: one the agenda has already.</span>
        <span>“New conflict”: one these changes would make.</span>
      </p>
      {left > 0 ? (
        <p className="muted" data-testid="review-timeline-drawn">
          {`The first ${count(limit)} of ${count(capped.scheduled)} sessions by start time are drawn; every change is listed above. `}
          <Button size="sm" onClick={() => setLimit((n) => n + TIMELINE_PAGE)}>
            {`Draw ${count(Math.min(left, TIMELINE_PAGE))} more`}
          </Button>
        </p>
      ) : null}
      <Timeline
        layout={layout}
        sessions={capped.drawn}
        conflicts={marked.standing}
        introduced={marked.introduced}
        onOpen={onOpen}
        openHint="Show its changes"
      />
    </section>
  )
}

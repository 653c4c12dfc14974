/**
 * The import's review: what would change, row by row, before anything is sent.
 *
 * Unchanged rows are counted, not listed; rows that cannot be used are listed
 * with their row, column and why, and never hold back the good ones;
 * conflicts name their rows. Rows and fields can be left out; the cost line,
 * the conflicts and the timeline of the proposed agenda follow the choices.
 * The timeline marks the agenda's conflicts too, those the import would make
 * told apart. The conflicts are found in a worker (use-review-conflicts.ts):
 * the review shows at once and says it is checking, and Apply waits for the
 * check, so what is sent is what the organizer saw the conflicts of.
 */
import { useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import type { AgendaPlan } from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { Banner } from '@renderer/components/feedback'
import type { TimelineSession } from '../timeline-layout'
import { proposedSessions } from './proposed'
import { LINE_PAGE, linesToShow, ReviewLines } from './ReviewLines'
import { ReviewTimeline } from './ReviewTimeline'
import { ReviewProblems } from './ReviewProblems'
import { applyChoices, costSentence, type ReviewChoices } from '@shared/agenda/review-choices'
import type { KnownAgenda } from '@shared/agenda/review-conflicts'
import { notUndoable, notUndoableLine } from './undo-reach'
import type { ValueContext } from './values'
import type { EventRef } from '@renderer/data/agenda'
import type { DateOrder } from '@shared/agenda/date-order'
import { ConflictList } from './ConflictList'
import { DateOrderNote } from './DateOrderNote'
import { countWords as plural } from '@shared/number-format'
import { reviewFacts } from './review-facts'
import { useReviewConflicts } from './use-review-conflicts'

export function ReviewStep({
  eventRef,
  plan,
  choices,
  sessions,
  known,
  locationName,
  busy,
  error,
  onChoices,
  onBack,
  onApply,
  onDateOrder,
  replanning,
}: {
  eventRef: EventRef
  plan: AgendaPlan
  choices: ReviewChoices
  /** The timeline's sessions as known now. */
  sessions: readonly TimelineSession[]
  /** The sessions as known now, for the conflict rules. */
  known: KnownAgenda
  locationName: (id: string) => string | null
  busy: boolean
  error: string | null
  onChoices: (choices: ReviewChoices) => void
  onBack: () => void
  onApply: () => void
  /** Plans the sheet again with its dates read in that order. */
  onDateOrder: (order: DateOrder) => void
  /** A new plan is being made (the date order was just chosen). */
  replanning: boolean
}) {
  const chosen = applyChoices(plan, choices).length
  const cannotUndo = useMemo(() => notUndoable(plan, choices), [plan, choices])
  const check = useReviewConflicts(known, plan, choices)
  const marked = check.review
  const proposed = useMemo(
    () => proposedSessions(sessions, plan, choices, locationName),
    [sessions, plan, choices, locationName],
  )
  const [linesShown, setLinesShown] = useState(LINE_PAGE)
  const ctx: ValueContext = { zone: plan.timeZone, locationName }
  const showLine = (sessionId: string) => {
    const line = plan.lines.find((l) => l.sessionId === sessionId.replace(/^before:/, ''))
    if (!line) return
    // Its line may be past those shown: shown first, then focused.
    flushSync(() => setLinesShown(linesToShow(plan.lines, line.row, linesShown)))
    document.getElementById(`review-row-${line.row}`)?.focus()
  }
  return (
    <div
      className="import-review"
      data-testid="import-review"
      data-conflict-check={check.checking ? 'checking' : (check.foundBy ?? undefined)}
    >
      <DateOrderNote reading={plan.dateReading} busy={replanning} onOrder={onDateOrder} />
      <p className="import-review__facts" data-testid="review-facts">
        {plan.fileName}: {plural(plan.rows, 'row', 'rows')} read, times in {plan.timeZone}.{' '}
        {reviewFacts(plan)}
      </p>
      <ReviewProblems eventRef={eventRef} plan={plan} />
      <p className="muted" role="status" data-testid="review-checking">
        {check.checking ? 'Checking for conflicts…' : ''}
      </p>
      {marked.listed.length > 0 ? <ConflictList conflicts={marked.listed} /> : null}
      {cannotUndo.length > 0 ? (
        <section className="import-panel" aria-labelledby="review-not-undoable">
          <h3 id="review-not-undoable">What “Undo this import” could not put back</h3>
          <p className="muted">
            Stagehand has not seen these values before the import, so it could not set them back
            afterwards.
          </p>
          <ul className="import-problems" data-testid="review-not-undoable">
            {cannotUndo.map((n) => (
              <li key={n.row}>{notUndoableLine(n)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.lines.length > 0 ? (
        <ReviewLines
          plan={plan}
          choices={choices}
          bySession={marked.bySession}
          ctx={ctx}
          shown={linesShown}
          onShown={setLinesShown}
          onChoices={onChoices}
        />
      ) : (
        <Banner tone="info" title="Nothing to apply">
          No row of this spreadsheet would change a session.
        </Banner>
      )}
      <ReviewTimeline proposed={proposed} zone={plan.timeZone} marked={marked} onOpen={showLine} />
      {error ? (
        <Banner tone="error" testId="apply-error" title="Nothing was applied">
          {error}
        </Banner>
      ) : null}
      <div className="import-actions import-actions--sticky">
        <Button onClick={onBack}>← Columns</Button>
        <span className="spacer" />
        <p className="import-cost" data-testid="import-cost">
          {chosen > 0
            ? costSentence(plan, chosen)
            : plan.lines.length > 0
              ? 'Choose at least one row to apply.'
              : 'No row would change a session.'}
        </p>
        <Button
          variant="primary"
          busy={busy}
          disabled={chosen === 0 || check.checking}
          onClick={onApply}
        >
          {`Apply ${plural(chosen, 'session', 'sessions')}`}
        </Button>
      </div>
    </div>
  )
}

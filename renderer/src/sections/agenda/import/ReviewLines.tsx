/**
 * What would change, one line per session, a page at a time.
 *
 * A sheet of 1,000 rows would put 1,000 tables in the window at once, seconds
 * of its time; the first 100 are shown, then more on request, as the rows
 * that cannot be used are. A line asked for from the timeline is shown first.
 */
import type { AgendaPlan, PlanLine } from '@shared/agenda/model'
import { toggleField, toggleRow, type ReviewChoices } from '@shared/agenda/review-choices'
import { Button } from '@renderer/components/Button'
import { ReviewLine } from './ReviewLine'
import type { ValueContext } from './values'

/** Lines shown at first, and added by each "Show more". */
export const LINE_PAGE = 100

/** How many lines to show so that `row`'s is among them. */
export function linesToShow(lines: readonly PlanLine[], row: number, shown: number): number {
  const index = lines.findIndex((l) => l.row === row)
  return index < shown ? shown : Math.ceil((index + 1) / LINE_PAGE) * LINE_PAGE
}

export function ReviewLines({
  plan,
  choices,
  bySession,
  ctx,
  shown,
  onShown,
  onChoices,
}: {
  plan: AgendaPlan
  choices: ReviewChoices
  /** Session ID (lower case) → the conflicts that concern it. */
  bySession: ReadonlyMap<string, readonly string[]>
  ctx: ValueContext
  shown: number
  onShown: (shown: number) => void
  onChoices: (choices: ReviewChoices) => void
}) {
  const left = plan.lines.length - shown
  return (
    <section aria-labelledby="review-changes">
      <h3 id="review-changes">What would change</h3>
      <ul className="review-lines">
        {plan.lines.slice(0, shown).map((line) => (
          <ReviewLine
            key={line.row}
            line={line}
            choices={choices}
            conflicts={bySession.get(line.sessionId.toLowerCase()) ?? []}
            ctx={ctx}
            onToggleRow={() => onChoices(toggleRow(choices, line.row))}
            onToggleField={(field) => onChoices(toggleField(choices, line.row, field))}
          />
        ))}
      </ul>
      {left > 0 ? (
        <p>
          {`${left.toLocaleString('en-US')} more ${left === 1 ? 'session' : 'sessions'} not shown. `}
          <Button onClick={() => onShown(shown + LINE_PAGE)}>
            {`Show ${Math.min(left, LINE_PAGE).toLocaleString('en-US')} more`}
          </Button>
        </p>
      ) : null}
    </section>
  )
}

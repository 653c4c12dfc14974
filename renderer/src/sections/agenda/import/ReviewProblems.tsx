/**
 * The rows of an import that cannot be used, a page at a time.
 *
 * The plan carries the first problems and how many there are; the rest are
 * asked of main a page at a time, so a sheet with a problem on every row
 * never sends them all at once.
 */
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AgendaPlan, RowProblem } from '@shared/agenda/model'
import { Button } from '@renderer/components/Button'
import { agendaMutations, type EventRef } from '@renderer/data/agenda'

/** Problems asked for at once. */
const PAGE = 200

export function ReviewProblems({ eventRef, plan }: { eventRef: EventRef; plan: AgendaPlan }) {
  const [more, setMore] = useState<{ plan: AgendaPlan; problems: RowProblem[] }>({
    plan,
    problems: [],
  })
  const page = useMutation(agendaMutations.problems(eventRef))
  // A new plan starts from its own first page.
  const extra = more.plan === plan ? more.problems : []
  const shown = [...plan.problems, ...extra]
  if (plan.problemCount === 0) return null
  const left = plan.problemCount - shown.length
  const showMore = () =>
    page.mutate(
      { importId: plan.importId, offset: shown.length, limit: PAGE },
      { onSuccess: (got) => setMore({ plan, problems: [...extra, ...got.problems] }) },
    )
  return (
    <section className="import-panel" aria-labelledby="review-problems">
      <h3 id="review-problems">Rows that cannot be used</h3>
      <p className="muted">
        {plan.problemRows < plan.rows
          ? 'These rows are left out; the others can be applied without them.'
          : 'No row of this spreadsheet can be used as it is.'}
      </p>
      <ul className="import-problems" data-testid="review-problems">
        {shown.map((p, i) => (
          <li key={`${i}/${p.row}/${p.column ?? ''}`}>{p.sentence}</li>
        ))}
      </ul>
      {left > 0 ? (
        <p>
          {`${left.toLocaleString('en-US')} more ${left === 1 ? 'problem' : 'problems'} not shown. `}
          <Button busy={page.isPending} onClick={showMore}>
            {`Show ${Math.min(left, PAGE).toLocaleString('en-US')} more`}
          </Button>
        </p>
      ) : null}
      {page.isError ? <p role="alert">The other problems could not be shown: try again.</p> : null}
    </section>
  )
}

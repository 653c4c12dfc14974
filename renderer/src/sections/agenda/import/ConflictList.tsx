/**
 * The review's conflicts: how many of each kind, and the first ones.
 *
 * A sheet whose rows share rooms can make thousands of conflicts (1,000 rows
 * in a few rooms, over 10,000); listing every one would hold the window for
 * seconds and help nobody. The counts say the whole; the list shows the first
 * ones and more on request, as the problems do.
 */
import { useState } from 'react'
import type { Conflict, ConflictRule } from '@shared/agenda/model'
import { countWords } from '@shared/number-format'
import { Button } from '@renderer/components/Button'

/** Conflicts shown at first, and added by each "Show more". */
export const CONFLICT_PAGE = 20

const RULE_WORDS: Record<ConflictRule, [one: string, many: string]> = {
  'location-overlap': [
    'pair of sessions overlapping in one location',
    'pairs of sessions overlapping in one location',
  ],
  'speaker-overlap': ['speaker in two sessions at once', 'speakers in two sessions at once'],
  'end-before-start': ['session ending before it starts', 'sessions ending before they start'],
  'outside-parent': ['session outside its parent session', 'sessions outside their parent session'],
}

/** "12,000 conflicts: 11,385 pairs of sessions overlapping in one location and 615 speakers …". */
export function conflictCounts(conflicts: readonly Conflict[]): string {
  const counts = new Map<ConflictRule, number>()
  for (const c of conflicts) counts.set(c.rule, (counts.get(c.rule) ?? 0) + 1)
  const parts = [...counts].map(([rule, n]) => {
    const [one, many] = RULE_WORDS[rule]
    return countWords(n, one, many)
  })
  const head = countWords(conflicts.length, 'conflict', 'conflicts')
  if (parts.length <= 1) return `${head}.`
  return `${head}: ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}.`
}

export function ConflictList({ conflicts }: { conflicts: readonly Conflict[] }) {
  const [shown, setShown] = useState(CONFLICT_PAGE)
  const left = conflicts.length - shown
  return (
    <section className="import-panel" aria-labelledby="review-conflicts">
      <h3 id="review-conflicts">Conflicts</h3>
      <p className="muted" data-testid="review-conflict-counts">
        {conflictCounts(conflicts)}
      </p>
      <ul className="import-conflicts" data-testid="review-conflicts">
        {conflicts.slice(0, shown).map((c) => (
          <li key={c.sentence}>{c.sentence}</li>
        ))}
      </ul>
      {left > 0 ? (
        <Button size="sm" onClick={() => setShown((n) => n + CONFLICT_PAGE * 5)}>
          {`Show ${Math.min(left, CONFLICT_PAGE * 5).toLocaleString('en-US')} more`}
        </Button>
      ) : null}
    </section>
  )
}

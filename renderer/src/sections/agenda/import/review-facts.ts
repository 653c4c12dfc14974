import { countWords as plural } from '@shared/number-format'

/**
 * What a spreadsheet's rows come to, in one sentence.
 *
 * "3 sessions would change; 12 rows already match the sessions as last seen
 * and are left out." A count of none is not said, save that no session
 * would change.
 */
export function reviewFacts(plan: {
  lines: readonly unknown[]
  unchanged: number
  problemRows: number
}): string {
  const facts = [
    plan.lines.length > 0
      ? plural(plan.lines.length, 'session would change', 'sessions would change')
      : 'No session would change',
    plan.unchanged > 0
      ? `${plural(plan.unchanged, 'row already matches', 'rows already match')} the sessions as last seen and ${plan.unchanged === 1 ? 'is' : 'are'} left out`
      : null,
    plan.problemRows > 0 ? `${plural(plan.problemRows, 'row', 'rows')} cannot be used` : null,
  ]
  return `${facts.filter((f) => f !== null).join('; ')}.`
}

/**
 * The journal settings form's field errors.
 *
 * The shared schema says what is too small; a value that is no whole number,
 * or too large, gets the whole rule here (zod's own words name types, not
 * what to enter).
 */
const RULE: Record<string, string> = {
  retentionDays: 'Enter a whole number of days from 1 to 3,650',
  pictureCapMb: 'Enter a whole number of megabytes from 1 to 100,000',
}

/** For zod's per-parse `error`: the rule of the field the issue is on. */
export function settingsIssueMessage(issue: { path?: PropertyKey[] }): string | undefined {
  const field = issue.path?.[0]
  return typeof field === 'string' && Object.hasOwn(RULE, field) ? RULE[field] : undefined
}

/**
 * Conflicts in an agenda, each rule a pure function over the sessions' times,
 * locations, parents and speakers.
 *
 * The import checks its rows against each other and against the sessions the
 * catalog knows (`findConflicts`, keeping those that concern a row); the
 * timeline marks the known sessions with the same functions. Two times
 * overlap when one starts before the other ends (touching is not
 * overlapping); a session whose times are not known takes part in no rule
 * that needs them. A child and its parent share their location and speakers
 * by design, so that pair never counts as an overlap.
 */
import type { Conflict, ConflictRule } from './model'

export interface AgendaItem {
  sessionId: string
  name: string | null
  /** The sheet's row that sets it, or null for a session as the catalog knows it. */
  row: number | null
  start: string | null
  end: string | null
  locationId: string | null
  parentSessionId: string | null
  speakerIds: readonly string[]
}

/** Names to show for speakers and locations; an ID stands in when there is none. */
export interface ConflictNames {
  speaker?: (id: string) => string | null
  location?: (id: string) => string | null
}

const ms = (t: string | null) => (t === null ? Number.NaN : Date.parse(t))
const timed = (i: AgendaItem) => !Number.isNaN(ms(i.start)) && !Number.isNaN(ms(i.end))
const label = (i: AgendaItem) => (i.name ? `“${i.name}”` : `session ${i.sessionId}`)

function conflict(rule: ConflictRule, items: AgendaItem[], what: string): Conflict {
  const rows = [...new Set(items.map((i) => i.row).filter((r): r is number => r !== null))].sort(
    (a, b) => a - b,
  )
  const prefix =
    rows.length === 0
      ? ''
      : rows.length === 1
        ? `Row ${rows[0]}: `
        : `Rows ${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}: `
  const sentence = prefix + what
  return {
    rule,
    sessionIds: items.map((i) => i.sessionId),
    rows,
    sentence: sentence.charAt(0).toUpperCase() + sentence.slice(1),
  }
}

const related = (a: AgendaItem, b: AgendaItem) =>
  a.parentSessionId === b.sessionId || b.parentSessionId === a.sessionId

/** Pairs of overlapping items within each group (sorted sweep: a group's items by start). */
function overlapsWithin(group: AgendaItem[]): [AgendaItem, AgendaItem][] {
  const sorted = group.filter(timed).sort((a, b) => ms(a.start) - ms(b.start))
  const pairs: [AgendaItem, AgendaItem][] = []
  const open: AgendaItem[] = []
  for (const item of sorted) {
    const start = ms(item.start)
    for (let i = open.length - 1; i >= 0; i--) if (ms(open[i]!.end) <= start) open.splice(i, 1)
    for (const other of open) if (!related(other, item)) pairs.push([other, item])
    open.push(item)
  }
  return pairs
}

function groupBy(items: readonly AgendaItem[], keys: (i: AgendaItem) => readonly string[]) {
  const groups = new Map<string, AgendaItem[]>()
  for (const item of items)
    for (const key of new Set(keys(item))) {
      const g = groups.get(key)
      if (g) g.push(item)
      else groups.set(key, [item])
    }
  return groups
}

/** A session that ends before (or as) it starts. */
export function endBeforeStart(items: readonly AgendaItem[]): Conflict[] {
  return items
    .filter((i) => timed(i) && ms(i.end) <= ms(i.start))
    .map((i) => conflict('end-before-start', [i], `${label(i)} ends before it starts.`))
}

/** One speaker in two sessions that overlap. */
export function speakerOverlaps(
  items: readonly AgendaItem[],
  names: ConflictNames = {},
): Conflict[] {
  const out: Conflict[] = []
  for (const [speaker, group] of groupBy(items, (i) => i.speakerIds)) {
    const who = names.speaker?.(speaker)
    const speakerText = who ? `speaker “${who}”` : `speaker ${speaker}`
    for (const [a, b] of overlapsWithin(group)) {
      // A sheet's row proposes; sessions as the catalog knows them already are.
      const verb = a.row === null && b.row === null ? 'is in' : 'would be in'
      out.push(
        conflict(
          'speaker-overlap',
          [a, b],
          `${speakerText} ${verb} ${label(a)} and ${label(b)}, which overlap.`,
        ),
      )
    }
  }
  return out
}

/** Two sessions that overlap in one location. */
export function locationOverlaps(
  items: readonly AgendaItem[],
  names: ConflictNames = {},
): Conflict[] {
  const out: Conflict[] = []
  for (const [location, group] of groupBy(items, (i) => (i.locationId ? [i.locationId] : []))) {
    const where = names.location?.(location)
    const whereText = where ? `location “${where}”` : `location ${location}`
    for (const [a, b] of overlapsWithin(group))
      out.push(
        conflict(
          'location-overlap',
          [a, b],
          `${label(a)} and ${label(b)} overlap in ${whereText}.`,
        ),
      )
  }
  return out
}

/** A child session that starts before its parent or ends after it. */
export function outsideParent(items: readonly AgendaItem[]): Conflict[] {
  const byId = new Map(items.map((i) => [i.sessionId, i]))
  const out: Conflict[] = []
  for (const child of items) {
    const parent = child.parentSessionId ? byId.get(child.parentSessionId) : undefined
    if (!parent || !timed(child) || !timed(parent)) continue
    if (ms(child.start) < ms(parent.start) || ms(child.end) > ms(parent.end))
      out.push(
        conflict(
          'outside-parent',
          [child, parent],
          `${label(child)} lies outside the times of its parent session ${label(parent)}.`,
        ),
      )
  }
  return out
}

/** Every rule's conflicts; with `rowsOnly`, those that concern at least one row of a sheet. */
export function findConflicts(
  items: readonly AgendaItem[],
  options: ConflictNames & { rowsOnly?: boolean } = {},
): Conflict[] {
  const all = [
    ...endBeforeStart(items),
    ...outsideParent(items),
    ...locationOverlaps(items, options),
    ...speakerOverlaps(items, options),
  ]
  return options.rowsOnly ? all.filter((c) => c.rows.length > 0) : all
}

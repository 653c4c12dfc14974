/**
 * Which column of a sheet is which session field.
 *
 * By the header's name first (case, spaces and punctuation aside: "Start
 * time", "start_time" and "STARTTIME" are one), then by what the user chose
 * for a header before in this workspace, then by a choice made now; a header
 * nothing matches is left out. The same columns, in the same order, are what
 * the export writes, so an exported file opens matched.
 */
import type { ColumnChoice, ColumnMatch, ColumnRole } from './model'
import { cellText } from './cells'
import type { Cell } from './sheet'

/** The export's headers, one per role, in its column order. */
export const COLUMN_HEADER: Record<ColumnRole, string> = {
  sessionId: 'Session ID',
  title: 'Title',
  startDateTime: 'Start',
  endDateTime: 'End',
  description: 'Description',
  locationId: 'Location',
  totalCapacity: 'Capacity',
  tags: 'Tags',
  externalRefId: 'External reference',
  parentSessionId: 'Parent session',
}

/** Header names (normalised) each role answers to. */
const ALIASES: Record<ColumnRole, string[]> = {
  sessionId: ['sessionid', 'id', 'session'],
  title: ['title', 'name', 'sessiontitle', 'sessionname'],
  startDateTime: ['start', 'starts', 'startdatetime', 'starttime', 'startat', 'begin', 'from'],
  endDateTime: ['end', 'ends', 'enddatetime', 'endtime', 'endat', 'finish', 'until', 'to'],
  description: ['description', 'details', 'abstract', 'summary'],
  locationId: ['location', 'locationid', 'locationname', 'room', 'venue', 'stage'],
  totalCapacity: ['capacity', 'totalcapacity', 'seats', 'places', 'spots'],
  tags: ['tags', 'tag', 'labels'],
  externalRefId: [
    'externalreference',
    'externalref',
    'externalrefid',
    'externalid',
    'reference',
    'ref',
  ],
  parentSessionId: ['parentsession', 'parentsessionid', 'parent', 'parentid'],
}

/** A header reduced to letters and digits, lower case: how headers are compared. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const ROLE_OF_ALIAS = new Map<string, ColumnRole>(
  (Object.entries(ALIASES) as [ColumnRole, string[]][]).flatMap(([role, names]) =>
    names.map((n) => [n, role] as const),
  ),
)

/** The role a header's name says, or null. */
export function roleOfHeader(header: string): ColumnRole | null {
  return ROLE_OF_ALIAS.get(normaliseHeader(header)) ?? null
}

/** Remembered choices: normalised header (letters and digits only) → role (null: left out). */
export type RememberedColumns = Record<string, ColumnRole | null>

/**
 * The columns matched: a choice made now wins, then a remembered one, then
 * the header's name. A role goes to its first column only; a later column
 * asking for it is left out, so no field is read from two places.
 */
export function matchColumns(
  headers: readonly string[],
  remembered: RememberedColumns = {},
  chosen: readonly ColumnChoice[] = [],
): ColumnMatch[] {
  const chosenBy = new Map(chosen.map((c) => [normaliseHeader(c.header), c.role]))
  const taken = new Set<ColumnRole>()
  return headers.map((header, index) => {
    const key = normaliseHeader(header)
    let role: ColumnRole | null
    let by: ColumnMatch['by']
    if (chosenBy.has(key)) {
      role = chosenBy.get(key) ?? null
      by = 'chosen'
    } else if (Object.prototype.hasOwnProperty.call(remembered, key)) {
      role = remembered[key] ?? null
      by = 'remembered'
    } else {
      role = roleOfHeader(header)
      by = 'header'
    }
    if (role !== null && taken.has(role)) role = null
    if (role === null) by = by === 'header' ? 'none' : by
    else taken.add(role)
    return { index, header, role, by }
  })
}

/** Sample values shown beside a column: its first distinct non-empty cells, shortened. */
export function columnSamples(
  rows: readonly { cells: readonly Cell[] }[],
  index: number,
): string[] {
  const found: string[] = []
  for (const row of rows) {
    const text = cellText(row.cells[index])
    if (text === '' || found.includes(text)) continue
    found.push(text.length > 40 ? `${text.slice(0, 39)}…` : text)
    if (found.length === 2) break
  }
  return found
}

/** What to remember of the choices: those that differ from what the header's name says. */
export function choicesToRemember(choices: readonly ColumnChoice[]): RememberedColumns {
  const out: RememberedColumns = {}
  for (const c of choices) {
    const key = normaliseHeader(c.header)
    if (key !== '' && roleOfHeader(c.header) !== c.role) out[key] = c.role
  }
  return out
}

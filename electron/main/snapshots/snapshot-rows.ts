/**
 * A snapshot's attendees, a page at a time: all of them, or one bar's.
 *
 * Pages follow the order the service sent the attendees in, which every
 * index keeps after its own columns, so a filtered page is read from its
 * index without sorting.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { appError } from '@shared/app-error'
import type { SnapshotAttendee } from '@shared/snapshots/overview'
import { BREAKDOWN_KEYS, CUSTOM_PREFIX, DAY_KEY } from './snapshot-capture'
import type { StoredSnapshot } from './snapshot-info'

/** One bar of the overview: its breakdown's key and its value ('' for "not given"). */
export interface RowsFilter {
  key: string
  value: string
}

export interface RowsQuery {
  filter: RowsFilter | null
  offset: number
  limit: number
}

export interface RowsPage {
  /** Attendees the filter holds, in all pages. */
  total: number
  rows: SnapshotAttendee[]
}

/** The columns of `SnapshotAttendee`, as `a` (the attendees table) names them. */
export const ATTENDEE_SELECT = `a.attendee_id AS id, a.first_name AS firstName,
  a.last_name AS lastName, a.email, a.company, a.country, a.status,
  a.ticket_name AS ticketName, a.created_at AS createdAt`

/** A row of ATTENDEE_SELECT as a plain object (SQLite's rows have no prototype). */
export const toAttendee = (row: SnapshotAttendee): SnapshotAttendee => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  company: row.company,
  country: row.country,
  status: row.status,
  ticketName: row.ticketName,
  createdAt: row.createdAt,
})

const COLUMN_OF_KEY: Record<string, string> = {
  [BREAKDOWN_KEYS.status]: 'status',
  [BREAKDOWN_KEYS.ticketName]: 'ticket_name',
  [BREAKDOWN_KEYS.country]: 'country',
  [DAY_KEY]: 'day',
}

export function createSnapshotRows(db: DatabaseSync) {
  const page = (where: string) => ({
    rows: db.prepare(
      `SELECT ${ATTENDEE_SELECT} FROM attendees a WHERE a.snapshot_n = ? ${where}
       ORDER BY a.seq LIMIT ? OFFSET ?`,
    ),
    count: db.prepare(`SELECT count(*) AS n FROM attendees a WHERE a.snapshot_n = ? ${where}`),
  })
  const all = page('')
  const byColumn = new Map(
    Object.entries(COLUMN_OF_KEY).map(([key, column]) => [key, page(`AND a.${column} = ?`)]),
  )
  // Attendees without the custom field: not among those who gave it a value. The
  // list is not correlated with the row, so SQLite builds it once, not per attendee.
  const notGiven = page(
    'AND a.seq NOT IN (SELECT seq FROM custom_values WHERE snapshot_n = ? AND field_n = ?)',
  )
  const customRows = db.prepare(
    `SELECT ${ATTENDEE_SELECT} FROM custom_values c
     JOIN attendees a ON a.snapshot_n = c.snapshot_n AND a.seq = c.seq
     WHERE c.snapshot_n = ? AND c.field_n = ? AND c.value_n = ?
     ORDER BY c.seq LIMIT ? OFFSET ?`,
  )
  const customCount = db.prepare(
    'SELECT count(*) AS n FROM custom_values WHERE snapshot_n = ? AND field_n = ? AND value_n = ?',
  )
  const word = db.prepare('SELECT n FROM texts WHERE snapshot_n = ? AND text = ?')

  function run(
    statements: {
      rows: ReturnType<DatabaseSync['prepare']>
      count: ReturnType<DatabaseSync['prepare']>
    },
    params: SQLInputValue[],
    query: RowsQuery,
  ): RowsPage {
    const { n: total } = statements.count.get(...params) as { n: number }
    const rows = statements.rows.all(
      ...params,
      query.limit,
      query.offset,
    ) as unknown as SnapshotAttendee[]
    return { total, rows: rows.map(toAttendee) }
  }

  function custom(
    snapshot: StoredSnapshot,
    slug: string,
    value: string,
    query: RowsQuery,
  ): RowsPage {
    const field = (word.get(snapshot.n, slug) as { n: number } | undefined)?.n
    if (value === '')
      return run(
        field === undefined ? all : notGiven,
        field === undefined ? [snapshot.n] : [snapshot.n, snapshot.n, field],
        query,
      )
    const valueN = (word.get(snapshot.n, value) as { n: number } | undefined)?.n
    if (field === undefined || valueN === undefined) return { total: 0, rows: [] }
    return run({ rows: customRows, count: customCount }, [snapshot.n, field, valueN], query)
  }

  return {
    /** One page of `snapshot`'s attendees, or of those one bar counts. */
    rows(snapshot: StoredSnapshot, query: RowsQuery): RowsPage {
      const { filter } = query
      if (filter === null) return run(all, [snapshot.n], query)
      if (filter.key.startsWith(CUSTOM_PREFIX))
        return custom(snapshot, filter.key.slice(CUSTOM_PREFIX.length), filter.value, query)
      const statements = byColumn.get(filter.key)
      if (!statements) throw appError('invalid-input', 'The overview has no such breakdown.')
      return run(statements, [snapshot.n, filter.value], query)
    },
  }
}

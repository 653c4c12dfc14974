/**
 * Taking a snapshot: begun, filled page by page, then finished or discarded.
 *
 * Each page is one transaction: its attendees, their custom values and the
 * counts the overview reads, so a page is in whole or not at all. An
 * attendee already in the snapshot (offset paging can send one twice when
 * the list changes meanwhile) keeps its first row.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import { ATTENDEE_COLUMNS } from './snapshot-db'
import type { SnapshotIndex, SnapshotOrigin, StoredSnapshot } from './snapshot-info'
import { readSnapshotRecord, type SnapshotRecord } from './snapshot-record'

/** What became of one page's records. */
export interface PageOutcome {
  /** Attendees added to the snapshot. */
  stored: number
  /** Records already in the snapshot, kept once. */
  duplicates: number
  /** Records without an ID, left out. */
  skipped: number
}

/** The breakdowns the overview draws, keyed as `OverviewBreakdown.key`. */
export const BREAKDOWN_KEYS = { status: 'status', ticketName: 'ticketName', country: 'country' }
/** The registrations per day, in `counts`; '' holds those without a readable createdAt. */
export const DAY_KEY = 'day'
export const CUSTOM_PREFIX = 'custom:'
/** Custom values written by one statement (400 parameters, under SQLite's limits). */
const CUSTOM_BATCH = 100

const columnValues = (r: SnapshotRecord): string[] => [
  r.id,
  r.firstName,
  r.lastName,
  r.email,
  r.company,
  r.designation,
  r.industry,
  r.country,
  r.status,
  r.statusSource,
  r.ticketName,
  r.createdAt,
  r.updatedAt,
  r.day,
]

/** The milliseconds of an ISO 8601 time: snapshots are ordered and kept by them. */
export function timeMs(iso: string): number {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new RangeError('A snapshot time must be an ISO 8601 time.')
  return ms
}

/** Runs `work` in one transaction, rolled back if it throws. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

export function createSnapshotCapture(
  db: DatabaseSync,
  deps: { snapshots: SnapshotIndex; newId: () => string },
) {
  const insertSnapshot = db.prepare(
    'INSERT INTO snapshots (id, workspace_id, event_id, started_at, started_ms, origin) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const lastSeq = db.prepare(
    'SELECT coalesce(max(seq), 0) AS seq FROM attendees WHERE snapshot_n = ?',
  )
  const insertAttendee = db.prepare(
    `INSERT OR IGNORE INTO attendees (snapshot_n, seq, ${ATTENDEE_COLUMNS.join(', ')})
     VALUES (?, ?, ${ATTENDEE_COLUMNS.map(() => '?').join(', ')})`,
  )
  const findText = db.prepare('SELECT n FROM texts WHERE snapshot_n = ? AND text = ?')
  const lastText = db.prepare('SELECT coalesce(max(n), 0) AS n FROM texts WHERE snapshot_n = ?')
  const insertText = db.prepare('INSERT INTO texts (snapshot_n, n, text) VALUES (?, ?, ?)')
  const insertCustom = (tuples: number) =>
    db.prepare(
      `INSERT INTO custom_values (snapshot_n, field_n, value_n, seq) VALUES ${Array(tuples).fill('(?, ?, ?, ?)').join(', ')}`,
    )
  const insertCustomOne = insertCustom(1)
  const insertCustomMany = insertCustom(CUSTOM_BATCH)
  const addCount = db.prepare(
    `INSERT INTO counts (snapshot_n, key, value, count) VALUES (?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  )
  const attendeeTotal = db.prepare('SELECT count(*) AS total FROM attendees WHERE snapshot_n = ?')
  const customGiven = db.prepare(
    `SELECT key, sum(count) AS given FROM counts
     WHERE snapshot_n = ? AND key >= '${CUSTOM_PREFIX}' AND key < 'custom;' GROUP BY key`,
  )
  const setFinished = db.prepare(
    'UPDATE snapshots SET taken_at = ?, taken_ms = ?, total = ? WHERE n = ?',
  )
  // The numbers of each snapshot's words while it is being taken; read back on a miss.
  const words = new Map<number, Map<string, number>>()

  function wordNumber(n: number, text: string): number {
    let known = words.get(n)
    if (!known) words.set(n, (known = new Map()))
    let number = known.get(text)
    if (number === undefined) {
      const found = findText.get(n, text) as { n: number } | undefined
      number = found?.n ?? (lastText.get(n) as { n: number }).n + 1
      if (!found) insertText.run(n, number, text)
      known.set(text, number)
    }
    return number
  }

  /** Adds the attendee's row; its custom values go to `custom` as [field, value, seq]. */
  function addRecord(
    snapshot: StoredSnapshot,
    seq: number,
    record: SnapshotRecord,
    custom: number[][],
  ): boolean {
    const values: SQLInputValue[] = [snapshot.n, seq, ...columnValues(record)]
    if (insertAttendee.run(...values).changes === 0) return false
    for (const { fieldSlug, value } of record.customFields)
      custom.push([wordNumber(snapshot.n, fieldSlug), wordNumber(snapshot.n, value), seq])
    return true
  }

  /**
   * Writes a page's custom values in the table's order, many to a statement.
   *
   * A page's 4,000 values fall in a few hundred places of the index; in
   * order, each place's page is visited once (a quarter less time, measured).
   */
  function addCustomValues(n: number, custom: number[][]): void {
    custom.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!)
    let i = 0
    for (; i + CUSTOM_BATCH <= custom.length; i += CUSTOM_BATCH)
      insertCustomMany.run(...custom.slice(i, i + CUSTOM_BATCH).flatMap((t) => [n, ...t]))
    for (; i < custom.length; i++) insertCustomOne.run(n, ...custom[i]!)
  }

  /** Stores one page's records (null: one without an ID), inside the page's transaction. */
  function addRecords(
    snapshot: StoredSnapshot,
    records: readonly (SnapshotRecord | null)[],
  ): PageOutcome {
    let seq = (lastSeq.get(snapshot.n) as { seq: number }).seq
    const added: SnapshotRecord[] = []
    const custom: number[][] = []
    let skipped = 0
    for (const record of records) {
      if (!record) skipped++
      else if (addRecord(snapshot, seq + 1, record, custom)) {
        seq++
        added.push(record)
      }
    }
    addCustomValues(snapshot.n, custom)
    for (const [key, values] of countPage(added))
      for (const [value, count] of values) addCount.run(snapshot.n, key, value, count)
    const duplicates = records.length - skipped - added.length
    return { stored: added.length, duplicates, skipped }
  }

  /** The page's counts per breakdown and value, summed before they are written. */
  function countPage(records: SnapshotRecord[]): Map<string, Map<string, number>> {
    const counts = new Map<string, Map<string, number>>()
    const add = (key: string, value: string) => {
      let values = counts.get(key)
      if (!values) counts.set(key, (values = new Map()))
      values.set(value, (values.get(value) ?? 0) + 1)
    }
    for (const r of records) {
      add(BREAKDOWN_KEYS.status, r.status)
      add(BREAKDOWN_KEYS.ticketName, r.ticketName)
      add(BREAKDOWN_KEYS.country, r.country)
      add(DAY_KEY, r.day)
      for (const { fieldSlug, value } of r.customFields) add(CUSTOM_PREFIX + fieldSlug, value)
    }
    return counts
  }

  /**
   * Adds one page of records already read (`readSnapshotRecord`; null for one without an ID).
   *
   * An export's codec workers read its pages, so only this insert is left to
   * the thread that owns the store.
   */
  function addRead(snapshotId: string, records: readonly (SnapshotRecord | null)[]): PageOutcome {
    const snapshot = deps.snapshots.findOpen(snapshotId)
    try {
      return inTransaction(db, () => addRecords(snapshot, records))
    } catch (error) {
      // Words numbered in a page rolled back are not in `texts`: read them again.
      words.delete(snapshot.n)
      throw error
    }
  }

  return {
    /** Starts a snapshot of one event; it is answered from once finished. */
    begin(
      workspaceId: string,
      eventId: string,
      startedAt: string,
      origin: SnapshotOrigin = 'take',
    ): string {
      const id = deps.newId()
      insertSnapshot.run(id, workspaceId, eventId, startedAt, timeMs(startedAt), origin)
      return id
    },

    /** Adds one page of attendees as the service sent them; odd records never fail it. */
    addPage(snapshotId: string, records: readonly unknown[]): PageOutcome {
      return addRead(snapshotId, records.map(readSnapshotRecord))
    },

    addRead,

    /**
     * Marks the snapshot taken at `takenAt`: from now on it is an event's latest.
     *
     * An attendee without a custom field is counted under '' ("not given")
     * for it, now that the snapshot's total is known.
     */
    finish(snapshotId: string, takenAt: string): StoredSnapshot {
      return inTransaction(db, () => {
        const snapshot = deps.snapshots.findOpen(snapshotId)
        const { total } = attendeeTotal.get(snapshot.n) as { total: number }
        for (const { key, given } of customGiven.all(snapshot.n) as {
          key: string
          given: number
        }[])
          if (total > given) addCount.run(snapshot.n, key, '', total - given)
        setFinished.run(takenAt, timeMs(takenAt), total, snapshot.n)
        words.delete(snapshot.n)
        return { ...snapshot, takenAt, total }
      })
    },

    /** Forgets the words of a snapshot no longer being taken (finished elsewhere or removed). */
    forget(n: number): void {
      words.delete(n)
    },
  }
}

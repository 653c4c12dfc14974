/**
 * Sweeps the rows of removed snapshots away, a slice at a time.
 *
 * A snapshot of 100,000 attendees holds millions of rows (each custom
 * field's value is one). Deleting them in one transaction held main's
 * thread for seconds a snapshot, and retention may remove several at start.
 * So a removal takes away the snapshot's own row at once (nothing answers
 * from it after that) and leaves its rows to this sweep: transactions of at
 * most `sliceRows` rows, with the event loop free between them. Rows a run
 * left when it quit mid-sweep are found at the next open: a snapshot's
 * number is never used again (AUTOINCREMENT), and its counts are swept last,
 * so a snapshot with rows left still has counts to be found by.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { inTransaction } from './snapshot-capture'

/** Each table's key after the snapshot's number, in the order the sweep empties them. */
const KEYS = [
  ['custom_values', ['field_n', 'value_n', 'seq']],
  ['texts', ['n']],
  ['attendees', ['seq']],
  ['counts', ['key', 'value']],
] as const

const SLICE_ROWS = 2_000

export interface SnapshotSweepOptions {
  sliceRows?: number
  /** Runs the next slice later (setImmediate: after the events waiting). */
  schedule?: (next: () => void) => void
}

interface TableSweep {
  /** The key of the row `sliceRows` on, or undefined when fewer are left. */
  bound: StatementSync
  upTo: StatementSync
  all: StatementSync
}

function tableSweep(db: DatabaseSync, table: string, key: readonly string[]): TableSweep {
  const columns = key.join(', ')
  const marks = key.map(() => '?').join(', ')
  return {
    bound: db.prepare(
      `SELECT ${columns} FROM ${table} WHERE snapshot_n = ? ORDER BY ${columns} LIMIT 1 OFFSET ?`,
    ),
    upTo: db.prepare(`DELETE FROM ${table} WHERE snapshot_n = ? AND (${columns}) < (${marks})`),
    all: db.prepare(`DELETE FROM ${table} WHERE snapshot_n = ?`),
  }
}

export function createSnapshotSweep(db: DatabaseSync, options: SnapshotSweepOptions = {}) {
  const sliceRows = options.sliceRows ?? SLICE_ROWS
  const schedule = options.schedule ?? ((next) => void setImmediate(next))
  const tables = KEYS.map(([table, key]) => ({ key, sweep: tableSweep(db, table, key) }))
  const leftOver = db.prepare(
    'SELECT DISTINCT snapshot_n AS n FROM counts WHERE snapshot_n NOT IN (SELECT n FROM snapshots)',
  )
  const queue = new Set<number>()
  let closed = false
  let running: Promise<void> | null = null

  /** Deletes up to one slice of snapshot `n`'s rows; false once none are left. */
  function sweepSlice(n: number): boolean {
    return inTransaction(db, () => {
      for (const { key, sweep } of tables) {
        const bound = sweep.bound.get(n, sliceRows) as Record<string, number | string> | undefined
        if (bound) {
          sweep.upTo.run(n, ...key.map((column) => bound[column]!))
          return true
        }
        // Fewer than a slice left in this table: all of them, then the next table in the next slice.
        if (Number(sweep.all.run(n).changes) > 0) return true
      }
      return false
    })
  }

  /** Gives the freed pages back to the system, a slice at a time too. */
  function vacuumSlice(): boolean {
    const { freelist_count: free } = db.prepare('PRAGMA freelist_count').get() as {
      freelist_count: number
    }
    if (free === 0) return false
    db.exec(`PRAGMA incremental_vacuum(${Math.max(1, Math.floor(sliceRows / 10))})`)
    return true
  }

  function run(): Promise<void> {
    return new Promise<void>((resolve) => {
      const step = () => {
        try {
          if (closed) return resolve()
          const [n] = queue
          if (n !== undefined) {
            if (!sweepSlice(n)) queue.delete(n)
            return schedule(step)
          }
          if (vacuumSlice()) return schedule(step)
        } catch {
          // A file that cannot be written now (a full disk): the next open tries again.
          queue.clear()
        }
        running = null
        resolve()
      }
      schedule(step)
    })
  }

  const sweep = {
    /** Sweeps the rows of snapshots whose own row is gone. */
    add(ns: Iterable<number>): void {
      for (const n of ns) queue.add(n)
      running ??= run()
    },
    /** Settles when nothing is left to sweep (for tests and the benchmark). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
    /** Stops between slices; what is left is swept at the next open. */
    close(): void {
      closed = true
    },
  }
  // A previous run's left-overs.
  sweep.add((leftOver.all() as { n: number }[]).map((row) => row.n))
  return sweep
}

export type SnapshotSweep = ReturnType<typeof createSnapshotSweep>

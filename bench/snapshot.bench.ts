/**
 * Snapshot benchmark: 100,000 attendees with 40 custom fields, stored in
 * the app's snapshot store (electron/main/snapshots/) in pages of 100 as
 * the service sends them, then read as the overview and the window do.
 *
 * - Storing: the whole snapshot, its longest page and its finish (the
 *   store is synchronous: each is a stall of main's event loop).
 * - Every overview query (status, ticket type, country, a custom field,
 *   per day, the custom fields offered, the whole overview), the changes
 *   between two snapshots of 100,000 with a few thousand differences, and
 *   filtered pages of rows: the store's answer against a baseline from the
 *   same run, a plain scan of the attendee array in memory giving the same
 *   answer (checked equal). Target: every chart < 50 ms.
 * - The same breakdowns counted from the rows (GROUP BY), as they would be
 *   without the count table the store keeps, and the size on disk.
 * - Removing a snapshot: how long main is held at once and the longest
 *   slice of the sweep, against deleting it in one transaction.
 *
 * Each figure is the median of its runs after warm-up; the store and its
 * baseline alternate. Prints a table, then one line of JSON. Not a test.
 * Run: npm run bench:snapshot
 */
import { isDeepStrictEqual } from 'node:util'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { openSnapshotDb } from '@main/snapshots/snapshot-db'
import { createSnapshotIndex } from '@main/snapshots/snapshot-info'
import { createSnapshotOverview } from '@main/snapshots/snapshot-overview'
import { openSnapshotStore, type SnapshotStore } from '@main/snapshots/snapshot-store'
import {
  benchAttendees,
  laterAttendees,
  readers,
  scanBreakdown,
  scanChoices,
  scanPerDay,
  type BenchAttendee,
} from './support/snapshot-data'
import { alternate, type Figure } from './support/interleave'
import { scanChanges, scanRows, timeRemovals, timeStore } from './support/snapshot-timing'

const ATTENDEES = 100_000
const PAGE = 100
const TARGET_MS = 50
const END = Date.UTC(2026, 5, 1)
const CHANGES = { removed: 1_500, added: 2_500, changed: 3_000 }
const FIELD = 'question_7'

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits
const mb = (bytes: number) => round(bytes / 1e6, 1)

interface Row {
  label: string
  chart: boolean
  store: Figure
  scan: Figure
}

/** The same breakdowns counted from the rows, as without the count table. */
function fromRows(db: DatabaseSync, n: number, fieldN: number) {
  const column = (c: string) =>
    db.prepare(`SELECT ${c}, count(*) FROM attendees WHERE snapshot_n = ? GROUP BY ${c}`)
  const byStatus = column('status')
  const byCountry = column('country')
  const byDay = column('day')
  const byField = db.prepare(
    'SELECT value_n, count(*) FROM custom_values WHERE snapshot_n = ? AND field_n = ? GROUP BY value_n',
  )
  const choices = db.prepare(
    'SELECT field_n, count(DISTINCT value_n) FROM custom_values WHERE snapshot_n = ? GROUP BY field_n',
  )
  return {
    'status, from rows': () => byStatus.all(n),
    'country, from rows': () => byCountry.all(n),
    'per day, from rows': () => byDay.all(n),
    [`custom field, from rows`]: () => byField.all(n, fieldN),
    'custom fields offered, from rows': () => choices.all(n),
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-snapshot-bench-'))
  let store: SnapshotStore | null = null
  try {
    process.stderr.write(`building ${ATTENDEES.toLocaleString('en')} attendees…\n`)
    const earlier = benchAttendees(ATTENDEES, END - 7 * 86_400_000)
    const later = laterAttendees(earlier, END, CHANGES)
    const path = join(dir, 'snapshots', 'snapshots.sqlite')
    store = openSnapshotStore({ path })

    process.stderr.write('storing two snapshots…\n')
    const first = timeStore(store, earlier, PAGE, '2026-05-25T09:00:00.000Z')
    const second = timeStore(store, later, PAGE, '2026-06-01T09:00:00.000Z')

    process.stderr.write('measuring the queries…\n')
    const db = openSnapshotDb(path)
    const snapshot = createSnapshotIndex(db).findFinished(second.id)!
    const parts = createSnapshotOverview(db)
    const checked = (label: string, ours: unknown, theirs: unknown) => {
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(ours)), theirs))
        throw new Error(`${label}: the store and the scan differ`)
    }
    const pairs: [string, boolean, () => unknown, () => unknown][] = [
      [
        'status',
        true,
        () => parts.breakdown(snapshot, 'status'),
        () => scanBreakdown(later, 'status', readers.status),
      ],
      [
        'ticket type',
        true,
        () => parts.breakdown(snapshot, 'ticketName'),
        () => scanBreakdown(later, 'ticketName', readers.ticketName),
      ],
      [
        'country',
        true,
        () => parts.breakdown(snapshot, 'country'),
        () => scanBreakdown(later, 'country', readers.country),
      ],
      [
        `custom field (${FIELD})`,
        true,
        () => parts.breakdown(snapshot, `custom:${FIELD}`),
        () => scanBreakdown(later, `custom:${FIELD}`, readers.custom(FIELD)),
      ],
      ['per day', true, () => parts.perDay(snapshot), () => scanPerDay(later)],
      [
        'custom fields offered',
        true,
        () => parts.customFieldChoices(snapshot),
        () => scanChoices(later),
      ],
      ['whole overview', true, () => store!.overview(second.id, FIELD), () => wholeScan(later)],
      [
        'changes (two of 100k)',
        false,
        () => counted(store!.changes(first.id, second.id)),
        () => scanChanges(earlier, later),
      ],
      [
        'rows: status, page 51',
        false,
        () => store!.rows(second.id, rowsQuery('status', 'CHECKED_IN')),
        () => scanRows(later, readers.status, 'CHECKED_IN'),
      ],
      [
        'rows: custom value, page 51',
        false,
        () => store!.rows(second.id, rowsQuery(`custom:${FIELD}`, `${FIELD} answer 2`)),
        () => scanRows(later, readers.custom(FIELD), `${FIELD} answer 2`),
      ],
      [
        'rows: custom not given, page 51',
        false,
        () => store!.rows(second.id, rowsQuery(`custom:${FIELD}`, '')),
        () => scanRows(later, readers.custom(FIELD), ''),
      ],
    ]
    const rows: Row[] = pairs.map(([label, chart, ours, theirs]) => {
      if (!label.startsWith('whole')) checked(label, ours(), theirs())
      const [s, b] = alternate([ours, theirs])
      return { label, chart, store: s!, scan: b! }
    })
    const fieldN = (
      db
        .prepare('SELECT n FROM texts WHERE snapshot_n = ? AND text = ?')
        .get(snapshot.n, FIELD) as { n: number }
    ).n
    const raw = Object.entries(fromRows(db, snapshot.n, fieldN)).map(([label, work]) => ({
      label,
      figure: alternate([work])[0]!,
    }))
    db.close()
    store.close()
    store = null
    const folder = join(dir, 'snapshots')
    let bytes = 0
    for (const file of await readdir(folder)) bytes += (await stat(join(folder, file))).size

    process.stderr.write('removing them…\n')
    const removal = await timeRemovals(path, first.id)
    report({ first, second, rows, raw, bytes, removal })
  } finally {
    store?.close()
    await rm(dir, { recursive: true, force: true })
  }
}

const rowsQuery = (key: string, value: string) => ({
  filter: { key, value },
  offset: 5_000,
  limit: 100,
})

/** Only the counts of a change list: the scan and the store must agree on them. */
function counted(
  changes: { added: unknown[]; removed: unknown[]; statusChanged: unknown[] } | null,
) {
  return {
    added: changes?.added.length,
    removed: changes?.removed.length,
    changed: changes?.statusChanged.length,
  }
}

function wholeScan(attendees: readonly BenchAttendee[]) {
  return [
    scanBreakdown(attendees, 'status', readers.status),
    scanBreakdown(attendees, 'ticketName', readers.ticketName),
    scanBreakdown(attendees, 'country', readers.country),
    scanBreakdown(attendees, `custom:${FIELD}`, readers.custom(FIELD)),
    scanPerDay(attendees),
    scanChoices(attendees),
  ]
}

function report(r: {
  first: ReturnType<typeof timeStore>
  second: ReturnType<typeof timeStore>
  rows: Row[]
  raw: { label: string; figure: Figure }[]
  bytes: number
  removal: Awaited<ReturnType<typeof timeRemovals>>
}): void {
  const width = Math.max(...r.rows.map((x) => x.label.length), ...r.raw.map((x) => x.label.length))
  const cell = (x: number) => x.toFixed(2).padStart(9)
  console.log(
    `Snapshots: ${ATTENDEES.toLocaleString('en')} attendees, ${40} custom fields, pages of ${PAGE}; ` +
      `median of interleaved runs (ms); load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
  )
  for (const [name, s] of [
    ['first', r.first],
    ['second', r.second],
  ] as const)
    console.log(
      `store the ${name} snapshot (${s.total.toLocaleString('en')}): ${(s.ms / 1000).toFixed(2)} s ` +
        `(longest page ${s.longestPageMs.toFixed(1)} ms, finish ${s.finishMs.toFixed(1)} ms)`,
    )
  console.log(
    `\n${'query'.padEnd(width)}     store  (least)      scan  store÷scan  < ${TARGET_MS} ms`,
  )
  for (const x of r.rows)
    console.log(
      `${x.label.padEnd(width)} ${cell(x.store.ms)} ${cell(x.store.minMs)} ${cell(x.scan.ms)} ${(x.store.ms / x.scan.ms).toFixed(3).padStart(10)}×  ${x.store.ms < TARGET_MS ? 'yes' : 'NO'}${x.chart ? '' : ' (not a chart)'}`,
    )
  console.log('\nwithout the count table (GROUP BY over the rows):')
  for (const x of r.raw)
    console.log(`${x.label.padEnd(width)} ${cell(x.figure.ms)} ${cell(x.figure.minMs)}`)
  const charts = r.rows.filter((x) => x.chart)
  const slowest = Math.max(...charts.map((x) => x.store.ms))
  console.log(
    `\nslowest chart query: ${slowest.toFixed(2)} ms (target < ${TARGET_MS} ms): ${slowest < TARGET_MS ? 'met' : 'MISSED'}`,
  )
  console.log(`size on disk, two snapshots: ${mb(r.bytes)} MB`)
  const x = r.removal
  console.log(
    `removing one: ${x.heldMs.toFixed(2)} ms held at once, then swept in ${(x.sweptMs / 1000).toFixed(2)} s ` +
      `over ${x.slices} slices (longest ${x.longestSliceMs.toFixed(1)} ms); ` +
      `in one transaction (baseline): ${x.atOnceMs.toFixed(0)} ms held`,
  )
  console.log('baseline: a plain scan of the attendee array in memory, giving the same answer')
  console.log(
    JSON.stringify({
      attendees: ATTENDEES,
      storeMs: Math.round(r.first.ms),
      longestPageMs: round(r.first.longestPageMs),
      finishMs: round(r.first.finishMs),
      slowestChartMs: round(slowest),
      queries: Object.fromEntries(
        r.rows.map((x) => [x.label, { storeMs: round(x.store.ms), scanMs: round(x.scan.ms) }]),
      ),
      fromRows: Object.fromEntries(r.raw.map((x) => [x.label, round(x.figure.ms)])),
      diskMB: mb(r.bytes),
      removal: {
        heldMs: round(r.removal.heldMs),
        sweptMs: Math.round(r.removal.sweptMs),
        longestSliceMs: round(r.removal.longestSliceMs),
        oneTransactionMs: Math.round(r.removal.atOnceMs),
      },
    }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

/**
 * Journal benchmark: 100,000 entries of one workspace (about six months of
 * an organiser's edits: session updates, pictures, location removals, in 8
 * events, some batched, some refused), in the app's store
 * (electron/main/journal/) and, for the storage decision, in node:sqlite.
 *
 * - Filters (event, kind, outcome, text, resource, batch, time, and
 *   combined): the store's answer for the first 500 matches and the count,
 *   against a baseline from the same run: a plain scan of the entries with
 *   the shared filter, building each entry's facts (its search text…) as
 *   it goes. Target: every filter < 50 ms.
 * - Opening the store (reading and checking every line), the longest the
 *   event loop waited meanwhile (main answers every window's calls), the
 *   same two with the file read in a worker thread as the app reads it
 *   (against the read on main as the baseline), the heap it holds, the
 *   file's size, and a put (one line, flushed to disk).
 *
 * Each figure is the median of its runs after warm-up; the filters' runs
 * alternate between the store, the baseline and SQLite. Prints a table, then
 * one line of JSON. Not a test. Run: npm run bench:journal
 */
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { JournalFilter } from '@shared/ipc/channels/journal'
import { compileJournalFilter, entryFacts } from '@shared/journal/filter'
import { silentLogger } from '@main/logging/logger'
import { rewriteJournalLog } from '@main/journal/journal-log'
import { DEFAULT_JOURNAL_SETTINGS } from '@main/journal/journal-store'
import { openWorkspaceJournal } from '@main/journal/workspace-journal'
import { workerJournalRead, type ReadJournal } from '@main/journal/journal-read'
import { spawnJournalWorker } from '../test-support/ts-worker'
import { journalEntry, realisticEntries } from '../test-support/journal-entries'
import { alternate, median, RUNS } from './support/interleave'
import { openSqliteJournal } from './support/journal-sqlite'

const ENTRIES = 100_000
const LIMIT = 500
const TARGET_MS = 50
const PUTS = 50
const END = Date.UTC(2026, 5, 1)

setFlagsFromString('--expose_gc')
const gc = runInNewContext('gc') as () => void

const FILTERS: [string, JournalFilter][] = [
  ['none (newest 500)', {}],
  ['event', { eventId: 'ev3' }],
  ['kind', { kinds: ['location'] }],
  ['outcome', { outcomes: ['refused', 'uncertain'] }],
  ['text, common ("keynote")', { text: 'keynote' }],
  ['text, rare ("lunch design 777")', { text: 'lunch design 777' }],
  ['text, absent', { text: 'no such words' }],
  ['resource', { resource: { kind: 'session', id: 's1234' } }],
  ['batch', { batchId: 'b42' }],
  ['since (last 30 days)', { since: new Date(END - 30 * 86_400_000).toISOString() }],
  [
    'combined (event, kind, outcome, text)',
    { eventId: 'ev1', kinds: ['session'], outcomes: ['applied'], text: 'growth' },
  ],
]

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits
const mb = (bytes: number) => round(bytes / 1e6, 1)

async function timeAsync(runs: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work(i)
    ms.push(performance.now() - start)
  }
  return median(ms)
}

const heapUsed = () => {
  gc()
  return process.memoryUsage().heapUsed
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-journal-bench-'))
  try {
    process.stderr.write(`building ${ENTRIES.toLocaleString('en')} entries…\n`)
    const entries = realisticEntries(ENTRIES, END)
    const now = () => END
    const journalDir = join(dir, 'file')
    const file = join(journalDir, 'entries.jsonl')
    await mkdir(journalDir, { recursive: true })
    await rewriteJournalLog(file, entries)
    const fileBytes = (await stat(file)).size

    process.stderr.write('measuring the file store…\n')
    const open = (readLog?: ReadJournal) =>
      openWorkspaceJournal({
        dir: journalDir,
        settings: { ...DEFAULT_JOURNAL_SETTINGS, pictureCapMb: 100_000 },
        now,
        log: silentLogger,
        ...(readLog ? { readLog } : {}),
      })
    /** Median time to open and longest event-loop stall meanwhile, after one open not counted. */
    async function timeOpens(readLog?: ReadJournal): Promise<[number, number]> {
      const opens: number[] = []
      const stalls: number[] = []
      for (let i = 0; i < 4; i++) {
        const loop = monitorEventLoopDelay({ resolution: 1 })
        loop.enable()
        const start = performance.now()
        const store = await open(readLog)
        opens.push(performance.now() - start)
        loop.disable()
        stalls.push(loop.max / 1e6)
        await store.close()
      }
      return [median(opens.slice(1)), median(stalls.slice(1))]
    }
    // The baseline: the file read on main, as without a worker.
    const [openMs, openStallMs] = await timeOpens()
    const [workerOpenMs, workerStallMs] = await timeOpens(
      workerJournalRead(spawnJournalWorker, silentLogger),
    )
    const heapBefore = heapUsed()
    const store = await open()
    const heapMB = mb(heapUsed() - heapBefore)
    if (store.list({}, 1).total !== ENTRIES) throw new Error('the store lost entries')

    const putMs = await timeAsync(PUTS, (i) =>
      store.put(journalEntry({ id: `put${i}`, at: new Date(END).toISOString() })),
    )

    process.stderr.write('measuring node:sqlite…\n')
    const sqlitePath = join(dir, 'journal.sqlite')
    const sqlite = openSqliteJournal(sqlitePath)
    const insertStart = performance.now()
    sqlite.insertAll(entries)
    const sqliteInsertAllMs = performance.now() - insertStart
    sqlite.close()
    const sqliteBytes = (await stat(sqlitePath)).size
    const sqliteOpenStart = performance.now()
    const reopened = openSqliteJournal(sqlitePath)
    const sqliteOpenMs = performance.now() - sqliteOpenStart
    const sqlitePutMs = await timeAsync(PUTS, async (i) =>
      reopened.put(journalEntry({ id: `put${i}`, at: new Date(END).toISOString() })),
    )

    process.stderr.write('measuring the filters…\n')
    // The scan sees the puts too, so all three count the same entries.
    const all = [
      ...entries,
      ...store.list({ since: new Date(END).toISOString() }, PUTS).entries.toReversed(),
    ]
    const rows = FILTERS.map(([label, filter]) => {
      const keep = compileJournalFilter(filter)
      const baseline = () => {
        let total = 0
        for (let i = all.length - 1; i >= 0; i--) if (keep(entryFacts(all[i]!))) total++
        return total
      }
      const expected = baseline()
      if (store.list(filter, LIMIT).total !== expected) throw new Error(`${label}: store differs`)
      if (reopened.list(filter, LIMIT).total !== expected)
        throw new Error(`${label}: sqlite differs`)
      const [inStore, scan, inSqlite] = alternate([
        () => store.list(filter, LIMIT),
        baseline,
        () => reopened.list(filter, LIMIT),
      ])
      return { label, matches: expected, store: inStore!, baseline: scan!, sqlite: inSqlite! }
    })
    await store.close()
    reopened.close()

    const width = Math.max(...rows.map((r) => r.label.length))
    const cell = (x: number) => x.toFixed(2).padStart(9)
    console.log(
      `Journal: ${(ENTRIES + PUTS).toLocaleString('en')} entries (${ENTRIES.toLocaleString('en')} written at once, ${PUTS} put one by one), first ${LIMIT} matches and the count; ` +
        `median of ${RUNS} interleaved runs (ms); load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
    )
    console.log(
      `${'filter'.padEnd(width)}   matches     store  (least)  baseline  ÷ baseline    sqlite`,
    )
    for (const r of rows)
      console.log(
        `${r.label.padEnd(width)} ${String(r.matches).padStart(9)} ${cell(r.store.ms)} ${cell(r.store.minMs)} ${cell(r.baseline.ms)} ${(r.store.ms / r.baseline.ms).toFixed(2).padStart(10)}× ${cell(r.sqlite.ms)}`,
      )
    const slowest = Math.max(...rows.map((r) => r.store.ms))
    console.log(`\nslowest filter: ${slowest.toFixed(2)} ms (target < ${TARGET_MS} ms)`)
    console.log(
      'baseline: a plain scan of the entries with the shared filter, facts built per entry',
    )
    console.log(`\n${''.padEnd(28)}      file store     node:sqlite`)
    const line = (label: string, a: string, b: string) =>
      console.log(`${label.padEnd(28)} ${a.padStart(15)} ${b.padStart(15)}`)
    line('open (ms)', openMs.toFixed(0), sqliteOpenMs.toFixed(1))
    line('longest event-loop stall (ms)', openStallMs.toFixed(0), '–')
    line('open, read in a worker (ms)', workerOpenMs.toFixed(0), '–')
    line('  its longest stall (ms)', workerStallMs.toFixed(0), '–')
    line('heap after open (MB)', String(heapMB), '(on disk)')
    line('size on disk (MB)', String(mb(fileBytes)), String(mb(sqliteBytes)))
    line('one put, flushed (ms)', putMs.toFixed(2), sqlitePutMs.toFixed(2))
    line('100k written at once (ms)', '(one file)', sqliteInsertAllMs.toFixed(0))
    console.log(
      JSON.stringify({
        entries: ENTRIES,
        slowestFilterMs: round(slowest),
        filters: Object.fromEntries(
          rows.map((r) => [
            r.label,
            {
              storeMs: round(r.store.ms),
              baselineMs: round(r.baseline.ms),
              sqliteMs: round(r.sqlite.ms),
            },
          ]),
        ),
        openMs: Math.round(openMs),
        openStallMs: Math.round(openStallMs),
        workerOpenMs: Math.round(workerOpenMs),
        workerStallMs: Math.round(workerStallMs),
        heapMB,
        fileMB: mb(fileBytes),
        putMs: round(putMs),
        sqlite: { openMs: round(sqliteOpenMs), fileMB: mb(sqliteBytes), putMs: round(sqlitePutMs) },
      }),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

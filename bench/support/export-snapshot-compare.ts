/**
 * What keeping a full export as a snapshot costs the main thread: the same
 * export of every attendee without and with a snapshot, alternated so a busy
 * moment of the machine falls on both alike.
 *
 * Main's cost is its event loop's busy time (`eventLoopUtilization`) over
 * the pages written, and its longest stall (`monitorEventLoopDelay`); the
 * codec workers' time is not in it. Memory is the main thread's heap and
 * buffers at their peak, over a collected start (peak-memory.ts): the pages
 * held for the file, and with a snapshot the records they carry, garbage
 * included; then, in one more run of each, what main keeps alive, sampled
 * after full collections. The snapshot store is the app's, on a temporary
 * file, behind the snapshot service's export capture.
 */
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { workerCodec, type PageCodec } from '@main/export/codec-pool'
import { silentLogger } from '@main/logging/logger'
import { exportSnapshotsOn, type ExportSnapshots } from '@main/snapshots/export-snapshot'
import { openSnapshotStore } from '@main/snapshots/snapshot-store'
import { spawnCodecWorker } from '@test-support/ts-worker'
import { startEmulatorChild, type EmulatorChild } from './emulator-child'
import { freshContext, roundTrip, serviceExport, tempDir, warmCodec } from './export-client'
import { gc, withHeapPeak, withLivePeak } from './peak-memory'
import { snapshotPageCost } from './snapshot-page-cost'

export interface MainCost {
  seconds: number
  /** Main's event loop busy, per page written. */
  busyMsPerPage: number
  /** Main's longest stall seen (10 ms resolution). */
  longestStallMs: number
  /** Attendees in the snapshot kept (0 without one). */
  kept: number
  /** Main's heap and buffers at their peak, over the collected start, MB. */
  peakGrowthMB: number
}

/** What main still held after full collections during one run of each, MB over the start. */
export interface LiveMemory {
  without: number
  with: number
}

const medianOf = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timedRun(
  emulator: EmulatorChild,
  dir: string,
  codec: PageCodec,
  snapshots: (ExportSnapshots & { kept(): number }) | null,
): Promise<MainCost> {
  await emulator.resetLimits()
  const ctx = freshContext(emulator)
  const stalls = monitorEventLoopDelay({ resolution: 10 })
  stalls.enable()
  gc()
  const elu = performance.eventLoopUtilization()
  const started = performance.now()
  const { value: status, growthMB } = await withHeapPeak(() =>
    serviceExport(ctx, emulator.eventId, dir, codec, snapshots ?? undefined),
  )
  const seconds = (performance.now() - started) / 1000
  const busy = performance.eventLoopUtilization(elu).active
  stalls.disable()
  await ctx.scheduler.dispose()
  return {
    seconds,
    busyMsPerPage: busy / Math.max(1, status.pagesWritten),
    longestStallMs: stalls.max / 1e6,
    kept: snapshots?.kept() ?? 0,
    peakGrowthMB: growthMB,
  }
}

/** One run of `snapshots` or none, for the memory it keeps alive alone (its time is not taken). */
async function liveRun(
  emulator: EmulatorChild,
  dir: string,
  codec: PageCodec,
  snapshots: ExportSnapshots | null,
): Promise<number> {
  await emulator.resetLimits()
  const ctx = freshContext(emulator)
  const { growthMB } = await withLivePeak(() =>
    serviceExport(ctx, emulator.eventId, dir, codec, snapshots ?? undefined),
  )
  await ctx.scheduler.dispose()
  return growthMB
}

/**
 * Medians of `runs` alternated exports without and with a snapshot, after one of each
 * unmeasured; then one of each for the memory kept alive.
 */
export async function compareSnapshotCost(
  emulator: EmulatorChild,
  dir: string,
  codec: PageCodec,
  runs: number,
): Promise<{
  without: MainCost
  with: MainCost
  all: { without: MainCost[]; with: MainCost[] }
  live: LiveMemory
}> {
  const store = openSnapshotStore({ path: join(dir, 'snapshots.sqlite') })
  const now = Date.now
  const snapshots = {
    ...exportSnapshotsOn(store, { now, finished: () => undefined }),
    kept: () => store.latest('bench', emulator.eventId)?.total ?? 0,
  }
  const all = { without: [] as MainCost[], with: [] as MainCost[] }
  const live: LiveMemory = { without: 0, with: 0 }
  try {
    await timedRun(emulator, dir, codec, null)
    await timedRun(emulator, dir, codec, snapshots)
    for (let i = 0; i < runs; i++) {
      all.without.push(await timedRun(emulator, dir, codec, null))
      all.with.push(await timedRun(emulator, dir, codec, snapshots))
      // Only the latest is needed: the file stays the size of one snapshot.
      store.removeOlderThan(new Date(now() + 1000).toISOString())
    }
    live.without = await liveRun(emulator, dir, codec, null)
    live.with = await liveRun(emulator, dir, codec, snapshots)
  } finally {
    store.close()
  }
  const median = (list: MainCost[]): MainCost => ({
    seconds: medianOf(list.map((c) => c.seconds)),
    busyMsPerPage: medianOf(list.map((c) => c.busyMsPerPage)),
    longestStallMs: medianOf(list.map((c) => c.longestStallMs)),
    kept: Math.max(...list.map((c) => c.kept)),
    peakGrowthMB: medianOf(list.map((c) => c.peakGrowthMB)),
  })
  return { without: median(all.without), with: median(all.with), all, live }
}

/**
 * Runs the comparison on `attendees` (emulator in its own process, `latencyMs` added)
 * and prints a table, then one line of JSON.
 */
export async function printSnapshotCost(options: {
  attendees: number
  latencyMs: number
  workers: number
  runs: number
}): Promise<void> {
  const emulator = await startEmulatorChild(options.attendees)
  const dir = await tempDir()
  const codec = workerCodec({
    spawn: spawnCodecWorker,
    size: options.workers,
    log: silentLogger,
    idleMs: 600_000,
  })
  try {
    await emulator.latency(options.latencyMs)
    const warm = freshContext(emulator)
    await warmCodec(codec, (await roundTrip(warm, emulator.eventId)).pages, options.workers)
    await warm.scheduler.dispose()
    const result = await compareSnapshotCost(emulator, dir.path, codec, options.runs)
    const ratio = (pick: (c: MainCost) => number) => pick(result.with) / pick(result.without)
    const line = (name: string, c: MainCost) =>
      `${name.padEnd(16)}${c.seconds.toFixed(2).padStart(9)}${c.busyMsPerPage.toFixed(2).padStart(14)}${c.longestStallMs.toFixed(1).padStart(16)}${c.peakGrowthMB.toFixed(0).padStart(9)}${String(c.kept).padStart(9)}`
    console.log(
      `Full export of ${options.attendees.toLocaleString('en')} attendees, +${options.latencyMs} ms latency, ${options.workers} codec worker(s); medians of ${options.runs} alternated runs`,
    )
    console.log(
      `${''.padEnd(16)}${'seconds'.padStart(9)}${'main ms/page'.padStart(14)}${'longest stall'.padStart(16)}${'peak MB'.padStart(9)}${'kept'.padStart(9)}`,
    )
    console.log(line('no snapshot', result.without))
    console.log(line('with snapshot', result.with))
    console.log(
      `ratios with/without: seconds ${ratio((c) => c.seconds).toFixed(2)}, main ms/page ${ratio((c) => c.busyMsPerPage).toFixed(2)}, longest stall ${ratio((c) => c.longestStallMs).toFixed(2)}, peak memory growth ${ratio((c) => c.peakGrowthMB).toFixed(2)}`,
    )
    console.log(
      `kept alive (heap and buffers after full collections, one run each, MB over the start): no snapshot ${result.live.without.toFixed(0)}, with snapshot ${result.live.with.toFixed(0)}`,
    )
    const parts = [snapshotPageCost(200, false), snapshotPageCost(200, true)]
    console.log("\nOne page of 100 on main, by part (median ms; the insert's longest too):")
    for (const c of parts)
      console.log(
        `${c.customFields} custom fields (${c.pageKB.toFixed(0)} KB): read on main ${c.readOnMain.toFixed(2)}, records copied from a worker ${c.copiedRecords.toFixed(2)}, insert ${c.insert.toFixed(2)} (longest ${c.longestInsert.toFixed(1)})`,
      )
    console.log(JSON.stringify({ ...result, parts }))
  } finally {
    await codec.close()
    await emulator.close()
    await dir.remove()
  }
}

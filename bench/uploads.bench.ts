/**
 * Bulk photo upload benchmark: 50 speaker photos of typical size (200–800 KB
 * JPEGs, made at run time by a real encoder) sent to the emulator (a separate
 * server process on loopback, emulator/cli.ts, with 50 ms added latency)
 * through the real main process core (router, API client, scheduler) and the
 * upload queue of the review table, against a one-by-one loop over the same
 * core in the same run. Targets: ≥ 5× faster than one by one, no 429, every
 * photo stored exactly once (checked in the emulator's state, byte for byte).
 *
 * The emulator runs in its own process because the service is a separate
 * server: in one process its multipart parsing and image check took turns
 * with the client's on one thread, which measured a server sharing the
 * app's main thread rather than the app. It is driven over its control
 * surface (reset, latency, state, request log).
 *
 * Each run gets a fresh core (a full client bucket) and a reset emulator (a
 * full server bucket), so neither client is slowed by the other's requests.
 * Both clients are warmed by an untimed run first; each is then timed three
 * times and its figure is the median. CPU time is reported for the client
 * (this process) and the server apart, since the machine may be shared.
 *
 * Prints a table, then one line of JSON. Not a test. Run: npm run bench:uploads
 */
import { performance } from 'node:perf_hooks'
import type { Core } from '@main/app/core'
import { startBenchCore } from './support/bench-core'
import { startEmulatorServer, type EmulatorServer } from './support/emulator-server'
import { createBridge } from '@shared/ipc/bridge'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import { BULK_UPLOAD_CONCURRENCY, createUploadQueue } from '@shared/uploads/upload-queue'
import { speakerPhotoUploader, type SpeakerPhoto } from '@shared/uploads/speaker-photo-upload'
import { makePhotoJpeg } from '@test-support/images-photo'

const PHOTOS = 50
const LATENCY_MS = 50
const MIN_BYTES = 200 * 1024
const MAX_BYTES = 800 * 1024
const TIMED_RUNS = 3
/** Quality 100 JPEG of these synthetic photos: about this many bytes per pixel. */
const BYTES_PER_PIXEL = 0.59

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** A 4:3 JPEG near `bytes`: one estimate, one correction, then nudged into the typical range. */
function photoNear(bytes: number, seed: number): Uint8Array<ArrayBuffer> {
  const encode = (width: number) => makePhotoJpeg(width, Math.round((width * 3) / 4), seed, 100)
  let width = Math.round(Math.sqrt(((bytes / BYTES_PER_PIXEL) * 4) / 3))
  let file = encode(width)
  width = Math.round(width * Math.sqrt(bytes / file.length))
  file = encode(width)
  while (file.length < MIN_BYTES || file.length > MAX_BYTES) {
    width = Math.round(width * (file.length < MIN_BYTES ? 1.05 : 0.95))
    file = encode(width)
  }
  return new Uint8Array(file)
}

interface Client {
  core: Core
  upload: (photo: SpeakerPhoto) => Promise<unknown>
  close(): Promise<void>
}

/** The app's core with a workspace on the emulator, and the bridge the renderer would use. */
async function freshClient(emulator: EmulatorServer, eventId: string): Promise<Client> {
  const { core, workspaceId, close } = await startBenchCore(emulator, 'stagehand-bench-uploads-')
  const bridge = createBridge(
    {
      invoke: (envelope) => core.router.handle(envelope),
      listen: () => () => undefined,
    },
    bridgeLayout,
  )
  return { core, upload: speakerPhotoUploader(bridge, { workspaceId, eventId }), close }
}

interface Timed {
  seconds: number
  /** CPU time of this process, the client (every thread), during the run. */
  cpuSeconds: number
  /** CPU time of the emulator's process during the run. */
  serverCpuSeconds: number
  /** Time the client's main thread (the core: router, precheck, HTTP) was busy during the run. */
  busySeconds: number
  responses429: number
  /** Photos the emulator stored exactly once during the run (byte for byte). */
  exactlyOnce: number
  /** Images the emulator stored during the run: the photos, and nothing more. */
  stored: number
  failures: number
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0

async function timedRun(
  emulator: EmulatorServer,
  eventId: string,
  photos: SpeakerPhoto[],
  send: (client: Client) => Promise<number>,
): Promise<Timed> {
  await emulator.reset(LATENCY_MS)
  const client = await freshClient(emulator, eventId)
  try {
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const serverCpuBefore = await emulator.cpuSeconds()
    const loopBefore = performance.eventLoopUtilization()
    const failures = await send(client)
    const seconds = (performance.now() - started) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    const loop = performance.eventLoopUtilization(loopBefore)
    const serverCpuSeconds = (await emulator.cpuSeconds()) - serverCpuBefore
    const record = await emulator.record()
    const stored = record.images
    const exactlyOnce = photos.filter(
      (p) =>
        stored.filter((s) => s.target === `speaker:${p.speakerId}` && sameBytes(s.bytes, p.bytes))
          .length === 1,
    ).length
    const responses429 = record.statuses.filter((status) => status === 429).length
    return {
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      serverCpuSeconds,
      busySeconds: loop.active / 1000,
      responses429,
      exactlyOnce,
      stored: stored.length,
      failures,
    }
  } finally {
    await client.close()
  }
}

const oneByOne = async (client: Client, photos: SpeakerPhoto[]): Promise<number> => {
  let failures = 0
  for (const photo of photos) {
    try {
      await client.upload(photo)
    } catch (error) {
      failures++
      console.error(error)
    }
  }
  return failures
}

const throughQueue = async (client: Client, photos: SpeakerPhoto[]): Promise<number> => {
  const queue = createUploadQueue(
    photos.map((photo, i) => ({ key: String(i), item: photo })),
    { upload: client.upload },
  )
  const end = await queue.start()
  for (const entry of end.entries) if (entry.state === 'failed') console.error(entry.error)
  return end.failed
}

function table(rows: Array<[string, Timed[]]>): string {
  const head = [
    'client',
    'median s',
    'runs s',
    'client CPU s',
    'server CPU s',
    'busy s',
    '429s',
    'exactly once',
    'stored',
    'failed',
  ]
  const lines = rows.map(([name, runs]) => [
    name,
    median(runs.map((r) => r.seconds)).toFixed(3),
    runs.map((r) => r.seconds.toFixed(2)).join(' '),
    median(runs.map((r) => r.cpuSeconds)).toFixed(2),
    median(runs.map((r) => r.serverCpuSeconds)).toFixed(2),
    median(runs.map((r) => r.busySeconds)).toFixed(2),
    String(Math.max(...runs.map((r) => r.responses429))),
    `${Math.min(...runs.map((r) => r.exactlyOnce))}/${PHOTOS}`,
    String(Math.max(...runs.map((r) => r.stored))),
    String(Math.max(...runs.map((r) => r.failures))),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const row = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ')
  return [row(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(row)].join('\n')
}

async function main(): Promise<void> {
  const emulator = await startEmulatorServer()
  try {
    const event = emulator.events[0]!
    const speakers = event.speakerIds
    console.log(
      `Bulk photo upload benchmark: ${PHOTOS} JPEGs of ${MIN_BYTES / 1024}–${MAX_BYTES / 1024} KB, emulator in its own process, +${LATENCY_MS} ms latency, queue of ${BULK_UPLOAD_CONCURRENCY} at once`,
    )
    console.log('targets: ≥ 5× faster than one by one; 0 responses 429; every photo stored once\n')
    const photos: SpeakerPhoto[] = Array.from({ length: PHOTOS }, (_, i) => ({
      speakerId: speakers[i % speakers.length]!,
      fileName: `speaker-${i + 1}.jpg`,
      contentType: 'image/jpeg',
      bytes: photoNear(MIN_BYTES + ((MAX_BYTES - MIN_BYTES) * i) / (PHOTOS - 1), i + 1),
    }))
    const kb = photos.map((p) => p.bytes.length / 1024)
    console.log(
      `photos: ${Math.round(Math.min(...kb))}–${Math.round(Math.max(...kb))} KB, ${Math.round(kb.reduce((a, b) => a + b) / 1024)} MB in all`,
    )

    const runSequential = () => timedRun(emulator, event.id, photos, (c) => oneByOne(c, photos))
    const runQueue = () => timedRun(emulator, event.id, photos, (c) => throughQueue(c, photos))
    // Untimed: compiles both paths and the emulator's, as an organiser's second upload would find them.
    await runSequential()
    await runQueue()
    const sequential: Timed[] = []
    const queued: Timed[] = []
    for (let i = 0; i < TIMED_RUNS; i++) {
      sequential.push(await runSequential())
      queued.push(await runQueue())
    }

    const seconds = median(queued.map((r) => r.seconds))
    const sequentialSeconds = median(sequential.map((r) => r.seconds))
    const uploads = Math.min(...queued.map((r) => r.exactlyOnce))
    console.log(
      table([
        ['one by one', sequential],
        ['upload queue', queued],
      ]),
    )
    const busyMs = (median(queued.map((r) => r.busySeconds)) / PHOTOS) * 1000
    const cpuMs = (median(queued.map((r) => r.cpuSeconds)) / PHOTOS) * 1000
    const serverMs = (median(queued.map((r) => r.serverCpuSeconds)) / PHOTOS) * 1000
    console.log(
      "client CPU s: this process's CPU time in the run, every thread; server CPU s: the emulator process's; busy s: the time the client's main thread was busy (CPU time plus waiting for a core on a loaded machine).",
    )
    console.log(
      `Per photo: client CPU ${Math.round(cpuMs)} ms, server CPU ${Math.round(serverMs)} ms, client main thread busy ${Math.round(busyMs)} ms.`,
    )
    if (uploads !== PHOTOS || queued.some((r) => r.failures > 0 || r.stored !== PHOTOS))
      process.exitCode = 1
    console.log(
      JSON.stringify({
        seconds: round(seconds),
        sequentialSeconds: round(sequentialSeconds),
        speedup: round(sequentialSeconds / seconds, 2),
        responses429: Math.max(...queued.map((r) => r.responses429)),
        uploads,
      }),
    )
  } finally {
    await emulator.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

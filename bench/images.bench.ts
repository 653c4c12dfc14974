/**
 * Image precheck benchmark, in Node: the deep verdict as the main process
 * computes it before an upload (precheckImageAsync with node:zlib).
 *
 * - A 4 MiB PNG and a 4 MiB JPEG of photographic content, made at run time by
 *   real encoders (pngjs, jpeg-js): each target < 30 ms.
 * - The PNG against node:zlib inflating the same IDAT stream in the same run
 *   (the faster of inflateSync and a streaming inflate with the precheck's
 *   chunk size): target ≤ 1.5×.
 * - A batch of 50 photos of typical size (JPEG, 200–800 KB), checked one after
 *   the other.
 *
 * Each figure is the median of its timed runs, after untimed warm-up runs;
 * the compared measurements alternate, so that both see the same machine.
 * The table also shows the fastest run, the CPU time, and the load average:
 * on a machine busy with other work the wall-clock figures grow.
 * Prints a table, then one line of JSON. Not a test. Run: npm run bench:images
 */
import { availableParallelism, loadavg } from 'node:os'
import { crc32, createInflate, inflateSync } from 'node:zlib'
import { concatBytes } from '@shared/images/bytes'
import {
  INFLATE_CHUNK_BYTES,
  MAX_IMAGE_BYTES,
  precheckImage,
  precheckImageAsync,
  streamInflater,
  type PrecheckResult,
} from '@shared/images/precheck'
import { makePhotoJpeg, makePhotoNear } from '@test-support/images-photo'
import { pngChunks } from '@test-support/images-png'

const TARGET_MS = 30
const TARGET_RATIO = 1.5
const WARM_RUNS = 5
const TIMED_RUNS = 21
const BATCH = 50

const nativeInflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))
/** What the main process passes: node:zlib's inflater and CRC-32. */
const platform = { inflate: nativeInflate, crc32 }

const medianOf = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits

interface Figure {
  /** Wall-clock median: the figure with the target. */
  ms: number
  minMs: number
  /** Median CPU time of this process (zlib's worker threads included): less blurred by other load. */
  cpuMs: number
}

async function timed(work: () => unknown): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  const used = process.cpuUsage(cpu)
  return { ms, cpuMs: (used.user + used.system) / 1000 }
}

/** Runs the measurements in turn, WARM_RUNS untimed then TIMED_RUNS timed; returns each one's figures. */
async function alternate(works: readonly (() => unknown)[]): Promise<Figure[]> {
  const samples = works.map((): { ms: number; cpuMs: number }[] => [])
  for (let run = 0; run < WARM_RUNS + TIMED_RUNS; run++) {
    for (const [i, work] of works.entries()) {
      const sample = await timed(work)
      if (run >= WARM_RUNS) samples[i]!.push(sample)
    }
  }
  return samples.map((xs) => ({
    ms: medianOf(xs.map((x) => x.ms)),
    minMs: Math.min(...xs.map((x) => x.ms)),
    cpuMs: medianOf(xs.map((x) => x.cpuMs)),
  }))
}

function mustBeValid(what: string, verdict: PrecheckResult): void {
  if (!verdict.ok) throw new Error(`${what} is not valid: ${verdict.message}`)
}

/** The PNG's zlib stream, as the IDAT payloads in order (views of the file, like the precheck's). */
function idatPieces(png: Uint8Array): Uint8Array[] {
  return pngChunks(png)
    .filter((c) => c.type === 'IDAT')
    .map((c) => png.subarray(c.dataStart, c.dataEnd))
}

async function drain(pieces: AsyncIterable<Uint8Array>): Promise<number> {
  let n = 0
  for await (const piece of pieces) n += piece.length
  return n
}

/** 50 distinct photos from about 200 to about 800 KB. */
function batchOfPhotos(): Uint8Array[] {
  return Array.from({ length: BATCH }, (_, i) => {
    const width = 1000 + Math.round((900 * i) / (BATCH - 1))
    return makePhotoJpeg(width, Math.round((width * 3) / 4), i + 1)
  })
}

async function main(): Promise<void> {
  process.stderr.write('making the images (pngjs, jpeg-js)…\n')
  const png = makePhotoNear('png', MAX_IMAGE_BYTES)
  const jpeg = makePhotoNear('jpeg', MAX_IMAGE_BYTES)
  const photos = batchOfPhotos()
  const idat = idatPieces(png)
  const joined = concatBytes(idat)
  for (const [what, bytes] of [
    ['the PNG', png],
    ['the JPEG', jpeg],
  ] as const) {
    mustBeValid(what, await precheckImageAsync(bytes, 'sponsor-cover', platform))
  }
  for (const [i, photo] of photos.entries())
    mustBeValid(`photo ${i + 1}`, precheckImage(photo, 'speaker-picture'))

  process.stderr.write('measuring…\n')
  const [png4, inflateSync4, inflateStream4, pngPortable] = await alternate([
    () => precheckImageAsync(png, 'sponsor-cover', platform),
    () => inflateSync(joined),
    () => drain(nativeInflate(idat)),
    () => precheckImage(png, 'sponsor-cover'),
  ])
  const [jpeg4] = await alternate([() => precheckImageAsync(jpeg, 'sponsor-cover', platform)])
  const [batch] = await alternate([
    async () => {
      for (const photo of photos) await precheckImageAsync(photo, 'speaker-picture', platform)
    },
  ])
  const native = inflateSync4!.ms < inflateStream4!.ms ? inflateSync4! : inflateStream4!
  const ratio = png4!.ms / native.ms

  const kib = (b: number) => `${Math.round(b / 1024).toLocaleString('en')} KiB`
  const mib = (n: number) => `${(n / 2 ** 20).toFixed(2)} MiB`
  const batchBytes = photos.reduce((n, p) => n + p.length, 0)
  const cell = (x: number) => x.toFixed(2).padStart(8)
  const row = (label: string, f: Figure, note = '') =>
    console.log(`${label.padEnd(50)} ${cell(f.ms)} ${cell(f.minMs)} ${cell(f.cpuMs)}  ${note}`)
  console.log(
    `Image precheck, deep verdict in Node (${TIMED_RUNS} runs after ${WARM_RUNS} warm-up runs; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)\n`,
  )
  console.log(
    `${''.padEnd(50)} ${'median'.padStart(8)} ${'min'.padStart(8)} ${'cpu'.padStart(8)}  (ms)`,
  )
  row(`PNG ${mib(png.length)}, node:zlib (main process)`, png4!, `target < ${TARGET_MS} ms`)
  row(`  same PNG, inflate.ts (no platform inflater)`, pngPortable!, 'not a target')
  row(`  node:zlib inflateSync of its IDAT stream`, inflateSync4!)
  row(`  node:zlib streaming inflate of its IDAT stream`, inflateStream4!)
  console.log(
    `${'  PNG ÷ the faster native inflate'.padEnd(50)} ${cell(ratio)} ${cell(png4!.minMs / Math.min(inflateSync4!.minMs, inflateStream4!.minMs))} ${cell(png4!.cpuMs / native.cpuMs)}  target ≤ ${TARGET_RATIO} (the median's)`,
  )
  row(`JPEG ${mib(jpeg.length)}`, jpeg4!, `target < ${TARGET_MS} ms`)
  row(`Batch of ${BATCH} JPEG photos (${kib(batchBytes)} in all)`, batch!, 'one after the other')
  console.log(
    `\nmedian, min: wall clock; cpu: median CPU time of the process (zlib's threads included)`,
  )
  console.log(
    `\nPNG ${kib(joined.length)} of IDAT inflating to ${kib(expectedPixels(png))}; ` +
      `photos ${kib(Math.min(...photos.map((p) => p.length)))}–${kib(Math.max(...photos.map((p) => p.length)))}\n`,
  )
  console.log(
    JSON.stringify({
      png4MiBMs: round(png4!.ms),
      jpeg4MiBMs: round(jpeg4!.ms),
      pngRatioToNative: round(ratio),
      batch50Ms: round(batch!.ms),
    }),
  )
}

/** The PNG's decompressed size (8-bit RGB, non-interlaced, as pngjs writes it). */
function expectedPixels(png: Uint8Array): number {
  const view = new DataView(png.buffer, png.byteOffset)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  return height * (1 + width * 3)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

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
 * Prints a table, then one line of JSON. Not a test. Run: npm run bench:images
 */
import { createInflate, inflateSync } from 'node:zlib'
import { concatBytes } from '../shared/images/bytes'
import {
  INFLATE_CHUNK_BYTES,
  MAX_IMAGE_BYTES,
  precheckImage,
  precheckImageAsync,
  streamInflater,
} from '../shared/images/precheck'
import type { PrecheckResult } from '../shared/images/precheck'
import { makePhotoJpeg, makePhotoNear } from '../test-support/images-photo'
import { pngChunks } from '../test-support/images-png'

const TARGET_MS = 30
const TARGET_RATIO = 1.5
const WARM_RUNS = 5
const TIMED_RUNS = 21
const BATCH = 50

const nativeInflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))

const medianOf = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits

async function timed(work: () => unknown): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

/** Runs the measurements in turn, WARM_RUNS untimed then TIMED_RUNS timed; returns each one's median. */
async function alternate(works: readonly (() => unknown)[]): Promise<number[]> {
  const samples = works.map((): number[] => [])
  for (let run = 0; run < WARM_RUNS + TIMED_RUNS; run++) {
    for (const [i, work] of works.entries()) {
      const ms = await timed(work)
      if (run >= WARM_RUNS) samples[i]!.push(ms)
    }
  }
  return samples.map(medianOf)
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
    mustBeValid(what, await precheckImageAsync(bytes, 'sponsor-cover', { inflate: nativeInflate }))
  }
  for (const [i, photo] of photos.entries())
    mustBeValid(`photo ${i + 1}`, precheckImage(photo, 'speaker-picture'))

  process.stderr.write('measuring…\n')
  const [pngMs, inflateSyncMs, inflateStreamMs, pngPortableMs] = await alternate([
    () => precheckImageAsync(png, 'sponsor-cover', { inflate: nativeInflate }),
    () => inflateSync(joined),
    () => drain(nativeInflate(idat)),
    () => precheckImage(png, 'sponsor-cover'),
  ])
  const [jpegMs] = await alternate([
    () => precheckImageAsync(jpeg, 'sponsor-cover', { inflate: nativeInflate }),
  ])
  const [batchMs] = await alternate([
    async () => {
      for (const photo of photos)
        await precheckImageAsync(photo, 'speaker-picture', { inflate: nativeInflate })
    },
  ])
  const nativeMs = Math.min(inflateSyncMs!, inflateStreamMs!)
  const ratio = pngMs! / nativeMs

  const kib = (b: number) => `${Math.round(b / 1024).toLocaleString('en')} KiB`
  const mib = (n: number) => `${(n / 2 ** 20).toFixed(2)} MiB`
  const batchBytes = photos.reduce((n, p) => n + p.length, 0)
  const row = (label: string, ms: number, note = '') =>
    console.log(`${label.padEnd(52)} ${ms.toFixed(2).padStart(8)}  ${note}`)
  console.log(
    `Image precheck, deep verdict in Node (median of ${TIMED_RUNS} runs after ${WARM_RUNS} warm-up runs)\n`,
  )
  console.log(`${''.padEnd(52)} ${'ms'.padStart(8)}`)
  row(`PNG ${mib(png.length)}, node:zlib (main process)`, pngMs!, `target < ${TARGET_MS} ms`)
  row(`  same PNG, inflate.ts (no platform inflater)`, pngPortableMs!, 'not a target')
  row(`  node:zlib inflateSync of its IDAT stream`, inflateSyncMs!)
  row(`  node:zlib streaming inflate of its IDAT stream`, inflateStreamMs!)
  row(`  ratio to the faster native inflate`, ratio, `(a ratio, not ms) target ≤ ${TARGET_RATIO}`)
  row(`JPEG ${mib(jpeg.length)}`, jpegMs!, `target < ${TARGET_MS} ms`)
  row(`Batch of ${BATCH} JPEG photos (${kib(batchBytes)} in all)`, batchMs!, 'one after the other')
  console.log(
    `\nPNG ${kib(joined.length)} of IDAT inflating to ${kib(expectedPixels(png))}; ` +
      `photos ${kib(Math.min(...photos.map((p) => p.length)))}–${kib(Math.max(...photos.map((p) => p.length)))}\n`,
  )
  console.log(
    JSON.stringify({
      png4MiBMs: round(pngMs!),
      jpeg4MiBMs: round(jpegMs!),
      pngRatioToNative: round(ratio),
      batch50Ms: round(batchMs!),
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

/**
 * Run as a child process by shared/images/large-image.test.ts (with
 * --expose-gc): makes a 20000×20000 px PNG (400 MB of pixel data, about
 * 2.5 MB of file), then runs both deep checks on it and prints, as one JSON
 * line, their verdicts and how much memory each held at once. A process of
 * its own, so that nothing else the test runner holds blurs the figure.
 *
 * Held memory is live memory: after a full collection, the JS heap in use
 * plus the buffers outside it. The native check is sampled every few
 * megabytes of its output, while it decodes; node:zlib's spent output buffers
 * are garbage that only a collection frees, so the process's peak would count
 * them and vary with when collections happen to run. The synchronous check
 * cannot be sampled inside its one call: its figure is the peak resident
 * memory it added, which has no such buffers (it decodes in one buffer of
 * its own).
 */
import { createInflate } from 'node:zlib'
import {
  INFLATE_CHUNK_BYTES,
  precheckImage,
  precheckImageAsync,
  streamInflater,
  type ZlibInflate,
} from '@shared/images/precheck'
import { makeLargePng } from './images-large'

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with --expose-gc: live memory is measured after a collection')

const MiB = 1024 * 1024
/** Bytes of decoded output between two samples. */
const SAMPLE_EVERY_BYTES = 8 * MiB

/** Memory in use now: the JS heap and the buffers outside it, after a full collection. */
function liveBytes(): number {
  collect!()
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

/** The inflater, sampling live memory while the check consumes its output. */
function sampled(inner: ZlibInflate, samples: number[]): ZlibInflate {
  return (zlib) => ({
    async *[Symbol.asyncIterator]() {
      let sinceSample = 0
      for await (const piece of inner(zlib)) {
        sinceSample += piece.length
        if (sinceSample >= SAMPLE_EVERY_BYTES) {
          sinceSample = 0
          samples.push(liveBytes())
        }
        yield piece
      }
    },
  })
}

const png = makeLargePng(20000, 20000)
const peakKiB = () => process.resourceUsage().maxRSS

collect()
const beforeSync = peakKiB()
const sync = precheckImage(png, 'sponsor-cover')
const syncGrowthMiB = (peakKiB() - beforeSync) / 1024

const samples: number[] = []
const inflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))
const beforeNative = liveBytes()
const native = await precheckImageAsync(png, 'sponsor-cover', {
  inflate: sampled(inflate, samples),
})
console.log(
  JSON.stringify({
    sync,
    native,
    syncGrowthMiB,
    nativeSamples: samples.length,
    nativeHeldMiB: (Math.max(beforeNative, ...samples) - beforeNative) / MiB,
  }),
)

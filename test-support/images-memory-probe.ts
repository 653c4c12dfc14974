/**
 * Run as a child process by shared/images/large-image.test.ts: makes a
 * 20000×20000 px PNG (400 MB of pixel data, about 2.5 MB of file), then runs
 * both deep checks on it and prints, as one JSON line, their verdicts and how
 * much the process's peak resident memory grew while they ran. A process of
 * its own, so that nothing else the test runner holds blurs the figure.
 */
import { createInflate } from 'node:zlib'
import {
  INFLATE_CHUNK_BYTES,
  precheckImage,
  precheckImageAsync,
  streamInflater,
} from '@shared/images/precheck'
import { makeLargePng } from './images-large'

const png = makeLargePng(20000, 20000)
const inflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))
const peakKiB = () => process.resourceUsage().maxRSS
const before = peakKiB()
const sync = precheckImage(png, 'sponsor-cover')
const afterSync = peakKiB()
const native = await precheckImageAsync(png, 'sponsor-cover', { inflate })
const afterNative = peakKiB()
console.log(
  JSON.stringify({
    sync,
    native,
    syncGrowthMiB: (afterSync - before) / 1024,
    nativeGrowthMiB: (afterNative - afterSync) / 1024,
  }),
)

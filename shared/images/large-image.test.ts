/**
 * The API sets no maximum size: a valid image of any pixel count passes (with
 * a warning past 100 megapixels), and proving it complete takes memory that
 * does not grow with the pixel count.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createInflate } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { makeLargePng } from '@test-support/images-large'
import { CUT } from '@test-support/image-expect'
import { INFLATE_CHUNK_BYTES, precheckImage, precheckImageAsync, streamInflater } from './precheck'

const inflate = streamInflater(() => createInflate({ chunkSize: INFLATE_CHUNK_BYTES }))
const WARNING =
  'PNG 20,000×20,000 px (400 megapixels): very large; it is valid, but may be slow to display'

/** Memory a check may hold at once for 400 MB of pixel data: holding them would need 400. */
const MAX_HELD_MIB = 64

describe('a 20000×20000 px PNG of under 4 MiB', () => {
  it('is valid with a warning, checked in bounded memory by both decoders', () => {
    const probe = fileURLToPath(
      new URL('../../test-support/images-memory-probe.ts', import.meta.url),
    )
    // --expose-gc: the probe measures live memory, after a collection (see the probe).
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', probe], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status, run.stderr).toBe(0)
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!)
    for (const verdict of [report.sync, report.native]) {
      expect(verdict).toEqual({
        ok: true,
        info: { format: 'png', width: 20000, height: 20000, byteLength: expect.any(Number) },
        warnings: [WARNING],
      })
      expect(verdict.info.byteLength).toBeLessThan(4 * 1024 * 1024)
    }
    expect(report.syncGrowthMiB).toBeLessThan(MAX_HELD_MIB)
    // Sampled throughout: 400 MB of output, a sample every 8 MB.
    expect(report.nativeSamples).toBeGreaterThan(40)
    expect(report.nativeHeldMiB).toBeLessThan(MAX_HELD_MIB)
  }, 60_000)

  it('is refused as incomplete when one row is missing, by both decoders', async () => {
    const png = makeLargePng(20000, 20000, { rows: 19999 })
    const expected = {
      ok: false,
      reason: 'corrupt',
      message: `PNG image is incomplete: its image data stops after 399,999,999 of the 400,020,000 bytes 20000×20000 px needs${CUT}`,
      info: { format: 'png', width: 20000, height: 20000, byteLength: png.length },
    }
    expect(await precheckImageAsync(png, 'sponsor-cover', { inflate })).toEqual(expected)
    expect(precheckImage(png, 'sponsor-cover')).toEqual(expected)
  }, 30_000)

  it('is refused as damaged when it has a row too many', async () => {
    const png = makeLargePng(2000, 2000, { rows: 2001 })
    const verdict = await precheckImageAsync(png, 'sponsor-cover', { inflate })
    expect(verdict).toMatchObject({
      ok: false,
      message: 'PNG image is damaged: its image data is longer than 2000×2000 px needs',
    })
  })
})

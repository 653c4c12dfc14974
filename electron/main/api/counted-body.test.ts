/**
 * The counted body on its own (read as fetch reads it, with a clock the test
 * moves) and in an upload over real HTTP to the emulator: what is counted is
 * what was sent, the reports only grow, and the last one is the whole body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writePng } from '@test-support/images-png'
import {
  apiRequests,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { countedBody, type BodyProgress } from './counted-body'
import { uploadSpeakerPicture } from './speaker-picture'

const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31) % 251)
/** Byte for byte, without a megabyte-long diff when they differ. */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

/** Reads the stream to the end one piece at a time, moving the clock `stepMs` per piece. */
async function readAll(stream: ReadableStream<Uint8Array>, clock: { t: number }, stepMs: number) {
  const reader = stream.getReader()
  const pieces: Uint8Array[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pieces.push(value)
    clock.t += stepMs
  }
  return pieces
}

function isIncreasing(reports: BodyProgress[]): boolean {
  return reports.every((r, i) => i === 0 || r.sentBytes > reports[i - 1]!.sentBytes)
}

describe('countedBody', () => {
  it('sends the bytes unchanged and counts exactly their length, the last report the total', async () => {
    const bytes = bytesOf(1_000_003)
    const reports: BodyProgress[] = []
    const clock = { t: 0 }
    const stream = countedBody(bytes, {
      onProgress: (p) => reports.push(p),
      chunkBytes: 64 * 1024,
      intervalMs: 0,
      now: () => clock.t,
    })
    const received = new Uint8Array(await new Response(stream).arrayBuffer())
    expect(same(received, bytes)).toBe(true)
    expect(reports.length).toBe(Math.ceil(bytes.length / (64 * 1024)))
    expect(isIncreasing(reports)).toBe(true)
    expect(reports.at(-1)).toEqual({ sentBytes: bytes.length, totalBytes: bytes.length })
    expect(reports.every((r) => r.totalBytes === bytes.length)).toBe(true)
  })

  it('reports at most once per interval, yet always the first piece and the last', async () => {
    const bytes = bytesOf(100 * 1000)
    const reports: BodyProgress[] = []
    const clock = { t: 1_000 }
    const stream = countedBody(bytes, {
      onProgress: (p) => reports.push(p),
      chunkBytes: 1000,
      intervalMs: 200,
      now: () => clock.t,
    })
    // A piece every 30 ms: 100 pieces over about 3 s.
    const pieces = await readAll(stream, clock, 30)
    expect(pieces).toHaveLength(100)
    expect(reports[0]).toEqual({ sentBytes: 1000, totalBytes: 100_000 })
    expect(reports.at(-1)).toEqual({ sentBytes: 100_000, totalBytes: 100_000 })
    // One report per 7 pieces (210 ms), plus the last.
    expect(reports.length).toBe(Math.ceil(100 / 7) + 1)
    expect(isIncreasing(reports)).toBe(true)
  })

  it('makes no piece before it is asked for', async () => {
    const reports: BodyProgress[] = []
    const stream = countedBody(bytesOf(10_000), {
      onProgress: (p) => reports.push(p),
      chunkBytes: 1000,
      intervalMs: 0,
    })
    const reader = stream.getReader()
    // Nothing to wait for: a turn of the event loop lets a piece made unasked show.
    await new Promise((r) => setImmediate(r))
    expect(reports).toEqual([])
    await reader.read()
    expect(reports).toEqual([{ sentBytes: 1000, totalBytes: 10_000 }])
    await reader.cancel()
  })
})

describe('an upload with progress over HTTP', () => {
  let emu: RunningEmulator
  beforeAll(async () => {
    emu = await startTestEmulator()
  })
  afterAll(() => emu.close())

  it('reports the whole multipart body, growing, the emulator receiving as many bytes', async () => {
    const ev = emu.events[0]!
    const bytes = writePng(300, 300)
    const reports: BodyProgress[] = []
    const result = await uploadSpeakerPicture(
      testContext(emu),
      {
        eventId: ev.id,
        speakerId: ev.speakerIds[0]!,
        source: { kind: 'file', bytes, fileName: 'me.png' },
      },
      undefined,
      (p) => reports.push(p),
    )
    expect(result.speakerId).toBe(ev.speakerIds[0])
    const served = new Uint8Array(await (await fetch(result.picUrl)).arrayBuffer())
    expect(same(served, bytes)).toBe(true)
    const last = reports.at(-1)!
    expect(last.sentBytes).toBe(last.totalBytes)
    expect(last.totalBytes).toBeGreaterThan(bytes.length)
    expect(isIncreasing(reports)).toBe(true)
    const [request] = apiRequests(emu).filter((r) => r.method === 'POST')
    expect(request!.bodySize).toBe(last.totalBytes)
  })
})

import { describe, expect, it } from 'vitest'
import { precheckImage } from '@shared/images/precheck'
import {
  append,
  corruptPngData,
  fixPngCrcs,
  makeJpeg,
  makePng,
  pngChunks,
} from '@test-support/images'
import { createImageChecker, type ImageCheckWorker } from './image-check'
import {
  answerImageCheck,
  decompressionInflate,
  type ImageCheckRequest,
  type ImageCheckResponse,
} from './image-check-protocol'

/**
 * A stand-in for the worker: the real message handler with Node's own
 * DecompressionStream, and messages passed by structured clone with transfer,
 * as postMessage does (so a transferred buffer really is detached).
 */
function fakeWorker(opts: { reverse?: boolean } = {}) {
  const listeners: Record<string, ((event: never) => void)[]> = { message: [], error: [] }
  const held: ImageCheckRequest[] = []
  const state = { terminated: false, posted: 0 }
  const answer = async (request: ImageCheckRequest) => {
    const response = await answerImageCheck(request, decompressionInflate)
    const data = structuredClone(response, { transfer: [response.buffer] })
    for (const l of listeners.message!) (l as (e: { data: ImageCheckResponse }) => void)({ data })
  }
  const worker: ImageCheckWorker = {
    postMessage(message, transfer) {
      state.posted++
      const request = structuredClone(message, { transfer: transfer as ArrayBuffer[] })
      if (!opts.reverse) void answer(request)
      else if (held.push(request) === 2) held.reverse().forEach((r) => void answer(r))
    },
    addEventListener(type: string, listener: (event: never) => void) {
      listeners[type]!.push(listener)
    },
    terminate() {
      state.terminated = true
    },
  }
  const crash = (message: string) =>
    listeners.error!.forEach((l) => (l as (e: { message: string }) => void)({ message }))
  return { worker, state, crash }
}

describe('image checker (worker client)', () => {
  it('transfers the bytes, answers with the deep verdict and hands the bytes back', async () => {
    const { worker, state } = fakeWorker()
    const checker = createImageChecker(() => worker)
    const png = makePng(120, 90)
    const sent = png.slice()
    const { verdict, bytes } = await checker.check(sent, 'speaker-picture')
    expect(verdict).toEqual(precheckImage(png, 'speaker-picture'))
    expect(verdict.ok).toBe(true)
    expect(sent.byteLength).toBe(0) // transferred, not copied
    expect(bytes).toEqual(png)
    expect(state.posted).toBe(1)
  })

  it('gives each concurrent check its own answer, in whatever order they come', async () => {
    const { worker } = fakeWorker({ reverse: true })
    const checker = createImageChecker(() => worker)
    const small = makePng(40, 40)
    const [a, b] = await Promise.all([
      checker.check(small.slice(), 'speaker-picture'),
      checker.check(makeJpeg(400, 200), 'sponsor-logo'),
    ])
    expect(a.verdict).toMatchObject({ ok: false, reason: 'dimensions' })
    expect(b.verdict).toMatchObject({ ok: true, info: { format: 'jpeg', width: 400, height: 200 } })
    expect(a.bytes).toEqual(small)
  })

  it.each([
    ['garbled compressed data', corruptPngData(makePng(100, 100))],
    ['data after the zlib stream inside IDAT (tolerated)', withJunkInIdat(makePng(100, 100))],
  ])('the browser inflater gives the same verdict as the synchronous check: %s', async (_, png) => {
    const { worker } = fakeWorker()
    const { verdict } = await createImageChecker(() => worker).check(png.slice(), 'speaker-picture')
    expect(verdict).toEqual(precheckImage(png, 'speaker-picture'))
  })

  it('copies a view of a larger buffer instead of emptying the whole buffer', async () => {
    const { worker } = fakeWorker()
    const png = makePng(100, 100)
    const big = new Uint8Array(png.length + 10)
    big.set(png, 5)
    const { verdict } = await createImageChecker(() => worker).check(
      big.subarray(5, 5 + png.length),
      'speaker-picture',
    )
    expect(verdict.ok).toBe(true)
    expect(big.byteLength).toBe(png.length + 10)
  })

  it('fails pending checks when the worker crashes, and starts a new one next time', async () => {
    const workers = [fakeWorker({ reverse: true }), fakeWorker()]
    let started = 0
    const checker = createImageChecker(() => workers[started++]!.worker)
    const pending = checker.check(makePng(100, 100), 'speaker-picture')
    workers[0]!.crash('out of memory')
    await expect(pending).rejects.toThrow('The image could not be checked: out of memory')
    expect(workers[0]!.state.terminated).toBe(true)
    const next = await checker.check(makePng(100, 100), 'speaker-picture')
    expect(next.verdict.ok).toBe(true)
    expect(started).toBe(2)
  })
})

/** The PNG with junk bytes after the end of its zlib stream, inside the IDAT chunk (CRCs fixed). */
function withJunkInIdat(png: Uint8Array): Uint8Array {
  const idat = pngChunks(png).find((c) => c.type === 'IDAT')!
  const body = append(png.subarray(idat.dataStart, idat.dataEnd), 7)
  const chunk = new Uint8Array(12 + body.length)
  new DataView(chunk.buffer).setUint32(0, body.length)
  chunk.set([73, 68, 65, 84], 4)
  chunk.set(body, 8)
  const out = append(append(png.subarray(0, idat.offset), chunk), png.subarray(idat.dataEnd + 4))
  return fixPngCrcs(out)
}

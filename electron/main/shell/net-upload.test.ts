/**
 * The shell's upload sender on the stand-in's `net.request` (Electron's
 * ClientRequest over node:http, loopback only): the bytes sent as the network
 * stack counts them while the body goes, the answer as a Response, a speaker's
 * picture through the API client to the emulator, cancellation, and failures
 * named as Chromium names them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ClientRequest } from 'electron'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  StandInClientRequest,
  type StandInRequestOptions,
} from '@test-support/electron-stand-in/client-request'
import { until } from '@test-support/eventually'
import { writeJpeg } from '@test-support/images-jpeg'
import {
  apiRequests,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import type { BodyProgress } from '../api/counted-body'
import { describeNetworkFailure } from '../api/network-errors'
import { uploadSpeakerPicture } from '../api/speaker-picture'
import type { UploadInit } from '../api/upload-sender'
import { netUploadSender } from './net-upload'

const requested: string[] = []
/** The count each poll of the latest request's progress read, oldest first. */
const polled: number[] = []
const standInRequest = (options: StandInRequestOptions) => {
  const request = new StandInClientRequest(options)
  requested.push(request.href)
  polled.length = 0
  const read = request.getUploadProgress.bind(request)
  request.getUploadProgress = () => {
    const progress = read()
    polled.push(progress.current)
    return progress
  }
  return request as unknown as ClientRequest
}

/** The last `n` polls all read the same count, above 0: the wire has stopped where it is. */
const stoppedFor = (n: number) =>
  polled.length >= n && polled.at(-1)! > 0 && polled.slice(-n).every((c) => c === polled.at(-1))
/** Polled every 20 ms here, so a short test sees several counts. */
const send = netUploadSender(standInRequest, 20)

const isIncreasing = (xs: BodyProgress[]) =>
  xs.every((x, i) => i === 0 || x.sentBytes > xs[i - 1]!.sentBytes)

function init(body: Uint8Array, signal = new AbortController().signal): UploadInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body, signal }
}

let server: Server | null = null
async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handle)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`
}
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = null
})

/** A service that leaves the body unread until `release()`, then answers with its length. */
function heldService() {
  let release = (): void => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const seen: { aborted: boolean; contentLength?: string } = { aborted: false }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    seen.contentLength = req.headers['content-length']
    req.pause()
    req.socket.on('close', () => (seen.aborted = !req.complete))
    void released.then(() => {
      let received = 0
      req.on('data', (piece: Buffer) => (received += piece.length))
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json', 'Set-Cookie': ['a=1', 'b=2'] })
        res.end(JSON.stringify({ received }))
      })
      req.resume()
    })
  }
  return { handle, release, seen }
}

/** Far more than the loopback socket buffers hold, so an unread body stops part-way. */
const LARGE = 32 * 1024 * 1024

describe('netUploadSender', () => {
  it('counts what the network stack sent: stopped part-way while unread, then all of it', async () => {
    const service = heldService()
    const url = await serve(service.handle)
    const reports: BodyProgress[] = []
    const answer = send(url, init(new Uint8Array(LARGE)), (p) => reports.push(p))
    // The buffers are full: the count stays where the wire stopped, poll after poll.
    await until(() => stoppedFor(5), 'the count to stop')
    const before = reports.at(-1)!.sentBytes
    expect(before).toBe(polled.at(-1))
    expect(before).toBeLessThan(LARGE)
    service.release()
    const response = await answer
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(await response.json()).toEqual({ received: LARGE })
    expect(service.seen.contentLength).toBe(String(LARGE))
    expect(isIncreasing(reports)).toBe(true)
    expect(reports.at(-1)).toEqual({ sentBytes: LARGE, totalBytes: LARGE })
    expect(reports.filter((p) => p.sentBytes > 0 && p.sentBytes < LARGE).length).toBeGreaterThan(0)
  })

  it('cancelled, stops the request and rejects with the reason', async () => {
    const service = heldService()
    const url = await serve(service.handle)
    const controller = new AbortController()
    const reports: BodyProgress[] = []
    const answer = send(url, init(new Uint8Array(LARGE), controller.signal), (p) => reports.push(p))
    await until(() => (reports.at(-1)?.sentBytes ?? 0) > 0, 'a count above 0')
    await until(() => service.seen.contentLength === String(LARGE), 'the request to arrive')
    controller.abort(new Error('left the screen'))
    await expect(answer).rejects.toThrow('left the screen')
    // A service that reads on finds the body cut off.
    service.release()
    await until(() => service.seen.aborted, 'the service to see the body cut off')
    const count = reports.length
    const polls = polled.length
    // "No more counts" has no event to wait for. Timers fire in the order they are due, so
    // the 20 ms polls, had they gone on, would have run four times before this wait ends.
    await new Promise((r) => setTimeout(r, 80))
    expect(polled).toHaveLength(polls)
    expect(reports).toHaveLength(count)
  })

  it('hands back a refusal as it came, and counts only what went', async () => {
    const url = await serve((req, res) => {
      res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' })
      res.end(JSON.stringify({ code: 'FILE_TOO_LARGE' }))
      req.destroy()
    })
    const reports: BodyProgress[] = []
    const response = await send(url, init(new Uint8Array(LARGE)), (p) => reports.push(p))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ code: 'FILE_TOO_LARGE' })
    expect(reports.at(-1)?.sentBytes ?? 0).toBeLessThan(LARGE)
  })

  it('names a refused connection as Chromium does: never sent, so it may be sent again', async () => {
    const url = await serve(() => undefined)
    await new Promise((resolve) => server!.close(resolve))
    server = null
    const error = await send(url, init(new Uint8Array(10)), () => undefined).catch((e) => e)
    expect(String(error)).toContain('net::ERR_CONNECTION_REFUSED')
    expect(describeNetworkFailure(error)).toMatchObject({ neverSent: true })
  })

  it('hands back an answer with no body (204) as one', async () => {
    const url = await serve((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(204)
        res.end()
      })
    })
    const response = await send(url, init(new Uint8Array(10)), () => undefined)
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })

  it('fails the read of an answer cut off part-way, as Chromium names it', async () => {
    const url = await serve((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' })
        res.write('{"speakerId":')
        setTimeout(() => res.destroy(), 20)
      })
    })
    const response = await send(url, init(new Uint8Array(10)), () => undefined)
    expect(response.status).toBe(200)
    const read = await response.text().catch((error: unknown) => error)
    expect(String((read as Error).cause ?? read)).toContain('net::ERR_CONNECTION_RESET')
  })

  it('refuses to follow a redirect', async () => {
    const url = await serve((req, res) => {
      res.writeHead(307, { Location: 'http://127.0.0.1:9/elsewhere' })
      res.end()
    })
    await expect(send(url, init(new Uint8Array(10)), () => undefined)).rejects.toThrow(/redirect/)
  })
})

describe("a speaker's picture sent with net.request", () => {
  let emu: RunningEmulator
  beforeAll(async () => {
    emu = await startTestEmulator()
  })
  afterAll(() => emu.close())

  it('reaches the emulator whole, through the API client, with the count at the whole body', async () => {
    const ev = emu.events[0]!
    const bytes = writeJpeg(640, 480)
    const reports: BodyProgress[] = []
    requested.length = 0
    const result = await uploadSpeakerPicture(
      testContext(emu, { sendUpload: send }),
      {
        eventId: ev.id,
        speakerId: ev.speakerIds[0]!,
        source: { kind: 'file', bytes, fileName: 'me.jpg' },
      },
      undefined,
      (p) => reports.push(p),
    )
    expect(requested).toHaveLength(1)
    expect(requested[0]).toContain(`/speakers/${ev.speakerIds[0]}/pic`)
    const served = new Uint8Array(await (await fetch(result.picUrl)).arrayBuffer())
    expect(Buffer.compare(served, bytes)).toBe(0)
    const [post] = apiRequests(emu).filter((r) => r.method === 'POST')
    expect(reports.at(-1)).toEqual({ sentBytes: post!.bodySize, totalBytes: post!.bodySize })
  })
})

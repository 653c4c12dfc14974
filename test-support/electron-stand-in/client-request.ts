/**
 * `net.request` on the stand-in: Electron's ClientRequest where the shell
 * depends on it, over node:http, to loopback only. As in Electron, a body
 * written without chunked encoding is kept whole and the request starts at
 * end(), with its Content-Length set from it; `getUploadProgress()` counts
 * the bytes the socket has taken, as Chromium counts what its stack sent;
 * a test may make the uplink slow (`net.uplink`), as the wire would be;
 * the answer is a Readable with statusCode, statusMessage and headers;
 * failures are errors named `net::ERR_…`; `redirect: 'error'` refuses a
 * redirect; `abort()` ends the request and its answer.
 */
import {
  request as httpRequest,
  type ClientRequest as NodeClientRequest,
  type IncomingMessage,
} from 'node:http'
import { PassThrough, Writable, type Readable } from 'node:stream'

export interface StandInRequestOptions {
  /** Electron also takes the URL in parts (protocol, host, path); the shell always names it whole. */
  url?: string
  method?: string
  headers?: Record<string, string | string[]>
  redirect?: 'follow' | 'error' | 'manual'
}

/** The test plays the network: null sends as fast as loopback takes it. */
export interface Uplink {
  bytesPerSecond: number | null
}

export interface UploadProgress {
  active: boolean
  started: boolean
  current: number
  total: number
}

const NET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  EPIPE: 'ERR_CONNECTION_RESET',
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
}
/** Pieces the body is written in, so the count grows as the socket drains. */
const PIECE_BYTES = 64 * 1024

/**
 * Electron's IncomingMessage: a Readable of the body with the status and
 * headers, failing as Chromium names it when the connection drops part-way
 * (Node says 'aborted').
 */
function incomingMessage(answer: IncomingMessage): Readable {
  const { statusCode, statusMessage, headers } = answer
  const message = Object.assign(new PassThrough(), { statusCode, statusMessage, headers })
  const cut = () => message.destroy(new Error('net::ERR_CONNECTION_RESET'))
  answer.on('aborted', cut)
  answer.on('error', cut)
  // Destroyed by its reader (a cancelled read): the connection goes too.
  message.on('close', () => {
    if (!answer.complete) answer.destroy()
  })
  answer.pipe(message)
  return message
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)

export class StandInClientRequest extends Writable {
  private readonly pieces: Buffer[] = []
  private readonly headers: Record<string, string | string[]> = {}
  private progress: UploadProgress = { active: false, started: false, current: 0, total: 0 }
  private outgoing: NodeClientRequest | null = null
  private answer: IncomingMessage | null = null
  /** What the shell reads: the answer as Electron hands it over. */
  private message: Readable | null = null
  private started = false
  private aborted = false

  private readonly url: URL

  constructor(
    private readonly options: StandInRequestOptions,
    private readonly uplink: Uplink = { bytesPerSecond: null },
  ) {
    super()
    if (!options.url) throw new Error('the stand-in takes a request by its whole url')
    this.url = new URL(options.url)
    const { protocol } = this.url
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error('ClientRequest only supports http: and https: protocols')
    for (const [name, value] of Object.entries(options.headers ?? {})) this.setHeader(name, value)
  }

  get href(): string {
    return this.url.href
  }

  setHeader(name: string, value: string | string[]): void {
    if (this.started) throw new Error("Can't set headers after they are sent")
    this.headers[name] = value
  }

  getUploadProgress(): UploadProgress {
    return { ...this.progress }
  }

  abort(): void {
    if (!this.aborted) process.nextTick(() => this.emit('abort'))
    this.aborted = true
    this.outgoing?.destroy()
    this.message?.destroy()
    this.answer?.destroy()
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.pieces.push(chunk)
    callback()
  }

  override _final(callback: () => void): void {
    this.start(Buffer.concat(this.pieces))
    callback()
  }

  private fail(code: string): void {
    if (!this.aborted) this.emit('error', new Error(`net::${code}`))
  }

  private start(body: Buffer): void {
    this.started = true
    if (this.aborted) return
    const url = this.url
    if (!isLoopback(url.hostname)) {
      process.nextTick(() => this.fail('ERR_BLOCKED_BY_CLIENT'))
      return
    }
    const outgoing = httpRequest(url, {
      method: this.options.method ?? 'GET',
      headers: { ...this.headers, 'Content-Length': String(body.length) },
    })
    this.outgoing = outgoing
    this.progress = { active: true, started: true, current: 0, total: body.length }
    outgoing.on('response', (answer) => {
      const redirected = (answer.statusCode ?? 0) >= 300 && (answer.statusCode ?? 0) < 400
      if (redirected && answer.headers.location && this.options.redirect === 'error') {
        answer.resume()
        this.emit('error', new Error("Attempted to redirect, but redirect policy was 'error'"))
        return
      }
      this.answer = answer
      this.message = incomingMessage(answer)
      this.emit('response', this.message)
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // As Chromium: an answer already whole stays whole; one cut short fails, and so does the request.
      if (this.answer?.complete) return
      const failure = this.answer
        ? 'ERR_CONNECTION_RESET'
        : (NET_ERRORS[error.code ?? ''] ?? 'ERR_FAILED')
      this.answer?.destroy(new Error(`net::${failure}`))
      this.fail(failure)
    })
    let at = 0
    const pace = this.uplink.bytesPerSecond
    const writeMore = (): void => {
      while (at < body.length) {
        const piece = body.subarray(at, Math.min(body.length, at + PIECE_BYTES))
        at += piece.length
        const room = outgoing.write(piece, (error) => {
          if (!error) this.progress.current += piece.length
        })
        // A slow uplink: the next piece leaves when this one would have crossed it.
        if (pace !== null && at < body.length) {
          const wait = () => setTimeout(writeMore, (piece.length / pace) * 1000)
          if (room) wait()
          else outgoing.once('drain', wait)
          return
        }
        if (!room) {
          outgoing.once('drain', writeMore)
          return
        }
      }
      outgoing.end()
    }
    writeMore()
  }
}

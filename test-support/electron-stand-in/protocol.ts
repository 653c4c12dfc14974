/**
 * `protocol` and `net` (`net.request`: client-request.ts). Scheme privileges must be registered before ready
 * (Electron throws afterwards, and for a code cache on a scheme that is not standard) and handlers after it; a handler must answer
 * with a Response. `net.fetch` reads `file:` URLs from disk, as Chromium's
 * file loader does, goes through registered scheme handlers, and otherwise
 * reaches loopback only: no test leaves this machine.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { StandInClientRequest, type StandInRequestOptions, type Uplink } from './client-request'
import type { StandInContext } from './context'

export interface PrivilegedScheme {
  scheme: string
  privileges?: Record<string, boolean>
}

type ProtocolHandler = (request: Request) => Response | Promise<Response>

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]'])

export class StandInProtocol {
  readonly privilegedRegistrations: Array<{ schemes: PrivilegedScheme[]; beforeReady: boolean }> =
    []
  private readonly handlers = new Map<string, ProtocolHandler>()

  constructor(private readonly context: StandInContext) {}

  registerSchemesAsPrivileged(schemes: PrivilegedScheme[]): void {
    const beforeReady = !this.context.app.isReady()
    this.privilegedRegistrations.push({ schemes: structuredClone(schemes), beforeReady })
    if (!beforeReady)
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
    // Electron refuses a code cache for a scheme that is not standard: its cache is keyed by origin.
    for (const { scheme, privileges } of schemes)
      if (privileges?.codeCache && !privileges.standard)
        throw new Error(
          `Code cache can only be enabled when the custom scheme is registered as standard scheme (${scheme}).`,
        )
    for (const { scheme, privileges } of schemes)
      if (privileges?.standard) this.context.standardSchemes.add(scheme)
  }

  handle(scheme: string, handler: ProtocolHandler): void {
    if (!this.context.app.isReady())
      throw new Error('protocol.handle can only be used after app is ready')
    if (this.handlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`)
    this.handlers.set(scheme, handler)
  }

  unhandle(scheme: string): void {
    this.handlers.delete(scheme)
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme)
  }

  /** Test control: the window requests `url` from a handled scheme; the handler's Response. */
  async request(url: string, init?: RequestInit): Promise<Response> {
    const scheme = new URL(url).protocol.slice(0, -1)
    const handler = this.handlers.get(scheme)
    if (!handler) throw new TypeError(`net::ERR_UNKNOWN_URL_SCHEME (${url})`)
    const response = await handler(new Request(url, init))
    if (!(response instanceof Response))
      throw new TypeError(`the ${scheme}: handler answered ${url} with something not a Response`)
    return response
  }
}

export class StandInNet {
  readonly fetched: string[] = []
  /** The URLs `net.request` was asked for, in order. */
  readonly requested: string[] = []
  /** Test control: how fast `net.request` bodies leave (null: as fast as loopback takes them). */
  readonly uplink: Uplink = { bytesPerSecond: null }

  constructor(private readonly protocol: StandInProtocol) {}

  request(options: StandInRequestOptions): StandInClientRequest {
    const request = new StandInClientRequest(options, this.uplink)
    this.requested.push(request.href)
    return request
  }

  async fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : null
    const url = new URL(request ? request.url : input.toString())
    this.fetched.push(url.href)
    if (url.protocol === 'file:') return readFileResponse(url)
    const scheme = url.protocol.slice(0, -1)
    if (this.protocol.isProtocolHandled(scheme)) return this.protocol.request(url.href, init)
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && loopback)
      return globalThis.fetch(input, init)
    throw new TypeError(`net::ERR_BLOCKED_BY_CLIENT: the stand-in reaches loopback only (${url})`)
  }
}

async function readFileResponse(url: URL): Promise<Response> {
  const path = fileURLToPath(url)
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) throw new TypeError(`net::ERR_FILE_NOT_FOUND (${url.href})`)
  const body = await readFile(path)
  const type = MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Length': String(body.byteLength) },
  })
}

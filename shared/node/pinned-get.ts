/**
 * A GET to an address already checked: pictures main fetches, and the
 * emulator's downloads of an `imageUrl`.
 *
 * The connection goes to the address the check chose: the lookup is pinned,
 * so a second DNS answer cannot swap in an inside address between check and
 * connection. The URL keeps its host name, so the Host header and TLS (SNI
 * and the certificate's name) are the host's. Node's http(s) is used, not
 * the app's fetch: Chromium's network stack resolves names itself and offers
 * no way to pin one. Redirects are the caller's to follow and check.
 *
 * Node code in shared/node/: main and the emulator both run it, and the
 * renderer may not import it (eslint-rules/layers.js, layer shared-node).
 */
import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import type { ResolvedAddress, Resolver } from '@shared/net/resolve-host'

export interface PinnedTarget extends ResolvedAddress {
  url: URL
}

export interface PinnedInit {
  headers: Record<string, string>
  signal?: AbortSignal
  /** The request fails with "timed out" after this long without a byte either way. */
  idleTimeoutMs?: number
}

/** Sends a GET to `target.address`, answering as fetch does (the body streams). */
export type PinnedGet = (target: PinnedTarget, init: PinnedInit) => Promise<Response>

/** The system's resolver (getaddrinfo), every address, in its order. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }))

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([204, 205, 304])

export const pinnedGet: PinnedGet = (target, init) => {
  const pinned: LookupFunction = (_host, options, callback) => {
    const cb = callback as (...args: unknown[]) => void
    if (options.all) cb(null, [{ address: target.address, family: target.family }])
    else cb(null, target.address, target.family)
  }
  const client = target.url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    let answer: IncomingMessage | undefined
    const request = client.request(
      target.url,
      {
        method: 'GET',
        agent: false,
        lookup: pinned,
        headers: init.headers,
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.idleTimeoutMs ? { timeout: init.idleTimeoutMs } : {}),
      },
      (incoming) => {
        answer = incoming
        const status = incoming.statusCode ?? 0
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        // A Response holds only statuses 200-599; anything else is the server's fault.
        const valid = status >= 200 && status <= 599
        if (!valid || NO_BODY.has(status)) {
          incoming.resume()
          return resolve(new Response(null, { status: valid ? status : 502, headers }))
        }
        const body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>
        resolve(new Response(body, { status, headers }))
      },
    )
    request.on('timeout', () => {
      // The body streams on after the answer: it fails with the same error.
      const timedOut = new Error('timed out')
      answer?.destroy(timedOut)
      request.destroy(timedOut)
    })
    request.on('error', reject)
    request.end()
  })
}

/**
 * Uploads whose progress is shown, sent with Electron's `net.request`.
 *
 * `net.fetch` reads a stream body whole before it sends the request, so
 * counting the pieces it pulls says nothing of the wire (docs/architecture.md,
 * "Upload progress"). `net.request` is given the bytes whole as well, but its
 * `getUploadProgress()` is Chromium's own count of the body sent, read here
 * five times a second while the request is out. Everything else is as for
 * `net.fetch`: the same session, redirects refused, the answer handed back
 * as a Response, failures as `net::ERR_…` errors (api/network-errors.ts).
 */
import { Readable } from 'node:stream'
import type { ClientRequest, ClientRequestConstructorOptions, IncomingMessage } from 'electron'
import { PROGRESS_INTERVAL_MS } from '@shared/progress-throttle'
import type { UploadSender } from '../api/upload-sender'

/** `net.request`, or the stand-in's in the shell's tests. */
export type NetRequest = (options: ClientRequestConstructorOptions) => ClientRequest

/** Statuses whose Response may not have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/** Electron's IncomingMessage is a Node Readable; its typings name only a few of its methods. */
const readable = (message: IncomingMessage): Readable => message as unknown as Readable

function toResponse(message: IncomingMessage): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers))
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  const status = message.statusCode
  let body: ReadableStream<Uint8Array> | null = null
  if (NULL_BODY_STATUSES.has(status)) {
    // Nothing to read: a failure of the connection after these headers tells nothing more.
    readable(message)
      .on('error', () => undefined)
      .resume()
  } else body = Readable.toWeb(readable(message)) as ReadableStream<Uint8Array>
  // No statusText: nothing reads it, and a Response refuses one with characters beyond Latin-1.
  return new Response(body, { status, headers })
}

export function netUploadSender(
  request: NetRequest,
  intervalMs: number = PROGRESS_INTERVAL_MS,
): UploadSender {
  return (url, init, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init
      if (signal.aborted) {
        reject(signal.reason)
        return
      }
      const totalBytes = init.body.byteLength
      let reported = -1
      const report = (sentBytes: number): void => {
        if (sentBytes <= reported) return
        reported = sentBytes
        onProgress({ sentBytes, totalBytes })
      }
      const sent = (): number => {
        const progress = outgoing.getUploadProgress()
        return progress.started ? Math.min(progress.current, totalBytes) : 0
      }
      const outgoing = request({
        method: init.method,
        url,
        headers: init.headers,
        redirect: 'error',
      })
      let answered = false
      const poll = setInterval(() => report(sent()), intervalMs)
      const stop = (): void => {
        clearInterval(poll)
        signal.removeEventListener('abort', onAbort)
      }
      // Until the answer has been read: cancelling stops the request and its body.
      const onAbort = (): void => {
        stop()
        outgoing.abort()
        if (!answered) reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })

      outgoing.on('response', (message) => {
        answered = true
        clearInterval(poll)
        // A service that accepted the upload has read all of it; one that refused
        // it early may not have, and the count says how far it got.
        const ok = message.statusCode >= 200 && message.statusCode < 300
        report(ok ? totalBytes : sent())
        readable(message).once('close', stop)
        try {
          resolve(toResponse(message))
        } catch (error) {
          stop()
          outgoing.abort()
          reject(error)
        }
      })
      outgoing.on('error', (error) => {
        stop()
        if (!answered) reject(error)
      })
      outgoing.end(Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength))
    })
}

/**
 * How an upload whose progress someone watches is sent.
 *
 * The bytes are known whole (a checked image's multipart body); what differs
 * between the hosts is how the bytes that have gone can be learnt:
 *
 * - Node's fetch (the harness, the tests, the benchmarks) pulls a stream body
 *   piece by piece, so counting the pieces it pulls follows the socket
 *   (`countingUploadSender`, counted-body.ts).
 * - Electron's `net.fetch` reads a stream body whole before it sends anything,
 *   so counting there says nothing of the wire; the shell passes a sender on
 *   `net.request`, whose `getUploadProgress()` is the network stack's own
 *   count (shell/net-upload.ts).
 *
 * Either way the answer is a plain Response, read and checked by the HTTP
 * client like any other (http-client.ts).
 */
import { countedBody, type BodyProgress } from './counted-body'
import type { FetchLike } from './http-client'

export interface UploadInit {
  method: string
  headers: Record<string, string>
  body: Uint8Array
  /** Cancels the request, and the reading of its answer. */
  signal: AbortSignal
}

/**
 * Sends one request and resolves with its answer once the headers arrive.
 *
 * `onProgress` receives the bytes sent so far: increasing, at most about five
 * times a second, the last one equal to the body's length when all of it went.
 */
export type UploadSender = (
  url: string,
  init: UploadInit,
  onProgress: (progress: BodyProgress) => void,
) => Promise<Response>

/** The sender for a fetch that pulls a stream body as the socket takes it (Node's fetch). */
export function countingUploadSender(fetch: FetchLike): UploadSender {
  return (url, init, onProgress) =>
    fetch(url, {
      method: init.method,
      headers: init.headers,
      // A new stream for every attempt: a stream is read once, the bytes stay whole.
      body: countedBody(init.body, { onProgress }),
      signal: init.signal,
      redirect: 'error',
      // Node's fetch sends a stream body only when told the answer may start before it ends.
      duplex: 'half',
    } as RequestInit)
}

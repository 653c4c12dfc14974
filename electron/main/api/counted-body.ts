/**
 * A request body that says how much of it has been sent.
 *
 * The bytes go out as a ReadableStream the fetch pulls one piece at a time (no
 * piece is made before it is asked for), and every piece pulled is counted. The
 * count is what the network stack has taken: on a slow link it follows the
 * wire, a socket buffer ahead of it.
 *
 * Reports are coalesced by a time check in the pull itself: the first piece,
 * then at most one report per `intervalMs`, and always the last one, when the
 * count reaches the total. No timer, unlike the shared throttle
 * (shared/progress-throttle.ts): a report held for a failed attempt would
 * arrive after the next attempt's, and nothing is left to clear when a
 * request is cancelled mid-way.
 */
import { PROGRESS_INTERVAL_MS } from '@shared/progress-throttle'

export interface BodyProgress {
  sentBytes: number
  totalBytes: number
}

export interface CountedBodyOptions {
  /** Receives the count: increasing, the last one equal to the total. */
  onProgress: (progress: BodyProgress) => void
  /** Bytes per piece: small enough for several reports per photo on slow Wi-Fi. */
  chunkBytes?: number
  intervalMs?: number
  now?: () => number
}

export const COUNTED_CHUNK_BYTES = 64 * 1024

export function countedBody(
  bytes: Uint8Array,
  options: CountedBodyOptions,
): ReadableStream<Uint8Array> {
  const chunkBytes = Math.max(1, Math.floor(options.chunkBytes ?? COUNTED_CHUNK_BYTES))
  const interval = options.intervalMs ?? PROGRESS_INTERVAL_MS
  const now = options.now ?? Date.now
  const totalBytes = bytes.length
  let sentBytes = 0
  let reportedAt = -Infinity
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sentBytes >= totalBytes) {
          controller.close()
          return
        }
        const end = Math.min(totalBytes, sentBytes + chunkBytes)
        // A view, not a copy: the bytes stay whole for another attempt (a 503 or a
        // request that never left is sent again with a new stream over them).
        controller.enqueue(bytes.subarray(sentBytes, end))
        sentBytes = end
        const at = now()
        if (sentBytes === totalBytes || at - reportedAt >= interval) {
          reportedAt = at
          options.onProgress({ sentBytes, totalBytes })
        }
      },
    },
    // Nothing is read ahead: a piece is counted when the fetch asks for it.
    { highWaterMark: 0 },
  )
}

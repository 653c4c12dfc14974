/**
 * A fetch whose answers' bodies come in pieces on a test's clock.
 *
 * The client times the silences of a read on its clock (attempt-limits.ts).
 * With a fake clock moved here as the body comes, a test says exactly how
 * long the client saw between two pieces, whatever the machine's speed: a
 * slow body is slow on that clock, and a stalled one is silent on it. Used
 * only by *.test.ts files.
 */
import type { FakeClock } from '@main/scheduler/clock'
import type { FetchLike } from '@main/api/http-client'

/** How the clock moves around the pieces of one answer's body. */
export interface Pacing {
  /** Bytes per piece the client reads. */
  pieceBytes: number
  /** Moved before each piece is let through. */
  beforePieceMs: number
  /** Moved once the body has sent `afterBytes` bytes (a stall the test knows of). */
  silence?: { afterBytes: number; ms: number }
}

/** Real fetch, with each answer's body paced by `pacing(attempt)` (from 1), or untouched when it is null. */
export function pacedFetch(
  clock: FakeClock,
  pacing: (attempt: number) => Pacing | null,
): FetchLike {
  let attempts = 0
  return async (input, init) => {
    const answer = await fetch(input, init)
    const pace = pacing(++attempts)
    if (!pace || !answer.body) return answer
    const body = paced(answer.body, clock, pace)
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
}

function paced(
  body: ReadableStream<Uint8Array>,
  clock: FakeClock,
  pace: Pacing,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let rest: Uint8Array = new Uint8Array(0)
  let sent = 0
  let silenced = false
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pace.silence && !silenced && sent >= pace.silence.afterBytes) {
          silenced = true
          await clock.advance(pace.silence.ms)
        }
        if (rest.byteLength === 0) {
          const next = await reader.read()
          // Done, or cancelled by the client during the silence (then there is no one to tell).
          if (next.done) return cancelled ? undefined : controller.close()
          rest = next.value
        }
        await clock.advance(pace.beforePieceMs)
        const piece = rest.subarray(0, pace.pieceBytes)
        rest = rest.subarray(piece.byteLength)
        sent += piece.byteLength
        controller.enqueue(piece)
      },
      cancel: (reason) => {
        cancelled = true
        return reader.cancel(reason)
      },
    },
    // Nothing read ahead: a piece is let through only when the client has taken the last one.
    { highWaterMark: 0 },
  )
}

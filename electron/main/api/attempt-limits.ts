/**
 * The time limits of one HTTP attempt (docs/api-decisions.md, "Retries").
 *
 * A read has two limits on silence: until the answer's headers arrive, and
 * between two pieces of its body. A slow service is not a broken one (a busy
 * service, a hotel network, a page of 100 large records can take 5 s or
 * more), so a read waits 30 s for its answer; the window shows the wait as it
 * runs and offers to cancel it, so the wait is visible and the user's to end.
 * A body that keeps coming (a slow link, a large export page) is never cut
 * for being slow: repeating it would not make it come faster.
 * A write has one overall limit (30 s by default) instead: a late answer says
 * nothing about whether it was applied, and retry.ts never repeats it blindly.
 */
import type { Clock } from '../scheduler/clock'
import type { BodyCap } from './body-cap'

/** The longest silences a read allows. */
export interface ReadTimeouts {
  /** From sending the request to the answer's headers. */
  headersMs: number
  /** Between two pieces of the body. */
  bodyIdleMs: number
}

/** 'on-screen': someone waits for it; 'background': a page of the export. */
export type ReadPatience = 'on-screen' | 'background'

export const READ_TIMEOUTS: Record<ReadPatience, ReadTimeouts> = {
  // Past retry.ts's read budget (no repeat starts later than 10 s after the first attempt):
  // a read that never answers is cut once, at 30 s, and told then, while a refused,
  // dropped or failed one is still repeated and told within seconds. A service may send
  // its headers before its body is ready, so the body's silence gets as long.
  'on-screen': { headersMs: 30_000, bodyIdleMs: 30_000 },
  // Nobody watches a page of the export: its timeout is repeated once (retry.ts), so a
  // page that never comes costs 15 s twice at most, and one answered in 8 s is read.
  background: { headersMs: 15_000, bodyIdleMs: 15_000 },
}

/** Which limit ran out. */
export type Expiry = 'total' | 'headers' | 'body'

export interface AttemptLimits {
  /** Aborts when a limit runs out. */
  readonly signal: AbortSignal
  expired(): Expiry | null
  /** The headers arrived: from now on the body's silence is timed. */
  headersArrived(): void
  /** A piece of the body arrived. */
  progress(): void
  /** Stops every timer (the attempt is over). */
  dispose(): void
}

export function attemptLimits(
  clock: Clock,
  totalMs: number | null,
  silence: ReadTimeouts | null,
): AttemptLimits {
  const controller = new AbortController()
  const timers = new Set<AbortController>()
  let expired: Expiry | null = null
  let phase: 'headers' | 'body' = 'headers'
  let lastProgress = clock.now()

  const expire = (what: Expiry): void => {
    if (expired) return
    expired = what
    controller.abort()
  }
  const after = (ms: number, then: () => void): AbortController => {
    const cancel = new AbortController()
    timers.add(cancel)
    clock.sleep(ms, cancel.signal).then(
      () => {
        timers.delete(cancel)
        then()
      },
      () => timers.delete(cancel),
    )
    return cancel
  }
  // The body's timer is not restarted on every piece (a large page comes in hundreds):
  // when it fires it looks at the last piece and waits the rest of the silence if it was recent.
  const watchBody = (ms: number): AbortController =>
    after(ms, () => {
      if (!silence) return
      const quiet = clock.now() - lastProgress
      if (quiet >= silence.bodyIdleMs) expire('body')
      else silenceTimer = watchBody(silence.bodyIdleMs - quiet)
    })

  if (totalMs !== null) after(totalMs, () => expire('total'))
  let silenceTimer: AbortController | null = silence
    ? after(silence.headersMs, () => expire('headers'))
    : null

  return {
    signal: controller.signal,
    expired: () => expired,
    headersArrived() {
      if (!silence || phase === 'body') return
      phase = 'body'
      silenceTimer?.abort()
      lastProgress = clock.now()
      silenceTimer = watchBody(silence.bodyIdleMs)
    },
    progress() {
      lastProgress = clock.now()
    },
    dispose() {
      for (const timer of timers) timer.abort()
      timers.clear()
    },
  }
}

/** What the user reads when a limit ran out. */
export function timeoutSentence(
  expiry: Expiry,
  operation: string,
  limits: ReadTimeouts | null,
): string {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`
  if (expiry === 'headers' && limits) {
    return `The service took the request but sent no answer within ${seconds(limits.headersMs)} while trying to ${operation}.`
  }
  if (expiry === 'body' && limits) {
    return `The service stopped sending its answer partway (nothing came for ${seconds(limits.bodyIdleMs)}) while trying to ${operation}.`
  }
  return `The service did not answer in time while trying to ${operation}.`
}

/**
 * The whole body as bytes, read piece by piece so `limits` sees it progress.
 *
 * Stops at once when `signal` aborts, whatever the fetch does with its
 * stream then (a cancelled read may otherwise look like a complete body).
 * A body announced or found larger than the cap is cancelled and the cap's
 * error thrown, nothing past the cap kept (body-cap.ts).
 */
export async function readBodyBytes(
  response: Response,
  signal: AbortSignal,
  limits: AttemptLimits,
  cap: BodyCap,
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0)
  if (Number(response.headers.get('content-length')) > cap.maxBytes) {
    response.body.cancel().catch(() => undefined)
    throw cap.tooLarge()
  }
  const reader = response.body.getReader()
  let onAbort = (): void => undefined
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  // Raced below while the body comes; an abort after the last piece has no one to tell.
  stopped.catch(() => undefined)
  const pieces: Uint8Array[] = []
  let length = 0
  try {
    for (;;) {
      const piece = await Promise.race([reader.read(), stopped])
      if (piece.done) break
      limits.progress()
      length += piece.value.byteLength
      if (length > cap.maxBytes) throw cap.tooLarge()
      pieces.push(piece.value)
    }
  } catch (error) {
    reader.cancel().catch(() => undefined)
    throw error
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
  if (pieces.length === 1) return pieces[0]!
  const bytes = new Uint8Array(length)
  let at = 0
  for (const piece of pieces) {
    bytes.set(piece, at)
    at += piece.byteLength
  }
  return bytes
}

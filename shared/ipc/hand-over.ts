/**
 * A call asked ahead, handed to the one who takes its answer.
 *
 * Whoever asked ahead (the bridge's `ahead` calls, the first paint's read of
 * the first screen) holds the call's own stop; the taker's signal stands for
 * it from then on, so cancelling the taker cancels the call as it would its
 * own.
 */
export function handOver<T>(
  answer: Promise<T>,
  stop: AbortController,
  signal?: AbortSignal,
): Promise<T> {
  if (!signal) return answer
  const abort = () => stop.abort()
  if (signal.aborted) abort()
  signal.addEventListener('abort', abort, { once: true })
  return answer.finally(() => signal.removeEventListener('abort', abort))
}

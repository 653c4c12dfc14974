/**
 * At most a few picture requests at once, the others waiting in order.
 *
 * A grid or a speakers page names dozens of pictures at once; without a
 * bound main would open as many connections together, to the service (whose
 * request limits the API calls share) or to any host the data names. A
 * waiting request whose caller gives up leaves the queue without running.
 */
import { appError } from '@shared/errors'

export const PICTURES_AT_ONCE = 4

export function createLimiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []

  function next(): void {
    running--
    waiting.shift()?.()
  }

  /** Waits for a free place (or rejects as cancelled when `signal` aborts first). */
  function place(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted)
      return Promise.reject(appError('cancelled', 'The operation was cancelled.'))
    if (running < limit) {
      running++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave)
        running++
        resolve()
      }
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1)
        reject(appError('cancelled', 'The operation was cancelled.'))
      }
      waiting.push(start)
      signal?.addEventListener('abort', leave, { once: true })
    })
  }

  return {
    /** Runs `work` once fewer than `limit` others run. */
    async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      await place(signal)
      try {
        return await work()
      } finally {
        next()
      }
    },
    /** How many run now and how many wait (for tests). */
    counts: () => ({ running, waiting: waiting.length }),
  }
}

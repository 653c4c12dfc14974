/**
 * Background priority for the export's codec threads.
 *
 * Reading pages is work nobody interacts with, while the main process beside it
 * answers the window and keeps page requests flowing. Ten nice steps down
 * (where Chromium puts its own background threads on Linux), the codec uses the
 * CPU the rest of the app leaves, and fetching, which decides when the export
 * ends, is not slowed by the reading it feeds.
 */
import { getPriority, setPriority } from 'node:os'

/** How much lower than the app a codec thread runs (nice values add; 19 is the lowest). */
export const BACKGROUND_NICE = 10
const LOWEST = 19

export interface ThreadPriority {
  get(pid: number): number
  set(pid: number, priority: number): void
}

/**
 * Lowers the calling thread's priority; true if it did.
 *
 * Linux only: there the nice value belongs to each thread, while elsewhere
 * `setPriority(0, …)` would lower the whole app. A refusal (a sandbox, say)
 * leaves it as it was.
 */
export function lowerThreadPriority(
  platform: NodeJS.Platform = process.platform,
  os: ThreadPriority = { get: getPriority, set: setPriority },
): boolean {
  if (platform !== 'linux') return false
  try {
    // Relative to the thread's own: an app started with `nice` stays below what it asked.
    os.set(0, Math.min(LOWEST, os.get(0) + BACKGROUND_NICE))
    return true
  } catch {
    return false
  }
}

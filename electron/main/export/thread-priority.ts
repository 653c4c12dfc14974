/**
 * Background priority for the export's codec threads. Reading pages is work
 * nobody watches, while the main process beside it answers the window and
 * keeps page requests flowing: given the scheduling priority Chromium gives
 * its own background threads on Linux (nice 10), the codec uses the CPU the
 * rest of the app leaves, and fetching (which decides when the export ends)
 * is not slowed by the reading it feeds.
 */
import { setPriority } from 'node:os'

export const BACKGROUND_NICE = 10

/**
 * Lowers the calling thread's priority; true if it did. Linux only: there the
 * nice value belongs to each thread, while elsewhere `setPriority(0, …)`
 * would lower the whole app. A refusal (a sandbox, say) leaves it as it was.
 */
export function lowerThreadPriority(
  platform: NodeJS.Platform = process.platform,
  set: (pid: number, priority: number) => void = setPriority,
): boolean {
  if (platform !== 'linux') return false
  try {
    set(0, BACKGROUND_NICE)
    return true
  } catch {
    return false
  }
}

/**
 * This process's memory while an export runs: the peak's growth over a collected start.
 *
 * Resident memory for one export in a process (the export benchmark), and
 * the main thread's heap and buffers for exports compared in one process
 * (the snapshot comparison): resident memory freed by one run is not given
 * back to the system, so the next run would seem to grow by nothing. There,
 * what main still holds after a full collection is measured in a run of its
 * own, since the collections stall the thread whose stalls are measured.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose_gc')
/** A full collection, so a figure starts from the live heap, not from garbage. */
export const gc = runInNewContext('gc') as () => void

/** Samples this process's resident memory while `work` runs; returns the growth over the start. */
export async function withMemory<T>(
  work: () => Promise<T>,
): Promise<{ value: T; growthMB: number }> {
  // rss() alone, every 50 ms: memoryUsage() also walks the heap's spaces, and the export
  // pays for every sample. The export whose memory has a target runs for 90 s.
  const base = process.memoryUsage.rss()
  let peak = base
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50)
  try {
    const value = await work()
    peak = Math.max(peak, process.memoryUsage.rss())
    return { value, growthMB: (peak - base) / 1024 / 1024 }
  } finally {
    clearInterval(timer)
  }
}

/**
 * The main thread's heap and buffers (`heapUsed` + `external`) while `work` runs: the
 * peak's growth over the start, in MB.
 *
 * An upper bound of what main holds: garbage not yet collected counts too. Worker
 * threads' memory is not in it.
 */
export async function withHeapPeak<T>(
  work: () => Promise<T>,
): Promise<{ value: T; growthMB: number }> {
  const base = heapAndBuffers()
  let peak = base
  const timer = setInterval(() => (peak = Math.max(peak, heapAndBuffers())), 50)
  try {
    const value = await work()
    peak = Math.max(peak, heapAndBuffers())
    return { value, growthMB: (peak - base) / 1024 / 1024 }
  } finally {
    clearInterval(timer)
  }
}

/**
 * What the main thread still holds while `work` runs: its heap and buffers
 * right after a full collection, every `everyMs`; the largest growth over the
 * collected start, in MB.
 *
 * Garbage is not in it, so it is what the run keeps alive; a lower bound of
 * the peak, since a sample can fall between two pages held.
 */
export async function withLivePeak<T>(
  work: () => Promise<T>,
  everyMs = 1000,
): Promise<{ value: T; growthMB: number }> {
  gc()
  const base = heapAndBuffers()
  let peak = base
  const sample = (): void => {
    gc()
    peak = Math.max(peak, heapAndBuffers())
  }
  const timer = setInterval(sample, everyMs)
  try {
    const value = await work()
    return { value, growthMB: (peak - base) / 1024 / 1024 }
  } finally {
    clearInterval(timer)
  }
}

function heapAndBuffers(): number {
  const m = process.memoryUsage()
  return m.heapUsed + m.external
}

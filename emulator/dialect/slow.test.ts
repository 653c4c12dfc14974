import { describe, expect, it } from 'vitest'
import { SLOW_MAX_MS, SLOW_MIN_MS, slowDelayMs, waitUnlessCancelled } from './slow'

describe('the slow dialect’s waits', () => {
  it('are 5–8 s, the same for the same seed and request, and vary between requests', () => {
    const waits = Array.from({ length: 200 }, (_, n) => slowDelayMs(1, n))
    for (const w of waits) {
      expect(w).toBeGreaterThanOrEqual(SLOW_MIN_MS)
      expect(w).toBeLessThanOrEqual(SLOW_MAX_MS)
    }
    expect(SLOW_MIN_MS).toBe(5_000)
    expect(SLOW_MAX_MS).toBe(8_000)
    expect(Array.from({ length: 200 }, (_, n) => slowDelayMs(1, n))).toEqual(waits)
    expect(new Set(waits).size).toBeGreaterThan(150)
    expect(Array.from({ length: 200 }, (_, n) => slowDelayMs(2, n))).not.toEqual(waits)
  })

  it('end at once, unwaited, when the client goes away', async () => {
    const controller = new AbortController()
    const waiting = waitUnlessCancelled(60_000, controller.signal)
    controller.abort()
    await expect(waiting).resolves.toBe(false)
    await expect(waitUnlessCancelled(60_000, controller.signal)).resolves.toBe(false)
    await expect(waitUnlessCancelled(1, new AbortController().signal)).resolves.toBe(true)
  })
})

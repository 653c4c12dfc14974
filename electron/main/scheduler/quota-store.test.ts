import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createQuotaStore, nextUtcMidnight, utcDay } from './quota-store'
import { tempDirPerTest } from '@test-support/temp-dir'

const tmp = tempDirPerTest('quota')

describe('daily request counter', () => {
  it('persists per workspace and UTC day, atomically, and reads it back', async () => {
    const path = join(tmp(), 'requests', 'daily-usage.json')
    let now = Date.UTC(2025, 4, 1, 23, 59)
    const store = createQuotaStore(path, () => now)
    await store.load()
    store.add('a', 3)
    store.add('b', 1)
    store.add('a', 2)
    await store.flush()
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      version: 1,
      day: '2025-05-01',
      used: { a: 5, b: 1 },
    })
    expect(await readdir(join(tmp(), 'requests'))).toEqual(['daily-usage.json'])

    const again = createQuotaStore(path, () => now)
    await again.load()
    expect(again.used('a')).toBe(5)
    // Midnight UTC: a new day, a new count.
    now = Date.UTC(2025, 4, 2, 0, 0, 1)
    expect(again.used('a')).toBe(0)
    const nextDay = createQuotaStore(path, () => now)
    await nextDay.load()
    expect(nextDay.used('a')).toBe(0)
  })

  it('moves a corrupt file aside instead of silently resetting it', async () => {
    const path = join(tmp(), 'daily-usage.json')
    await writeFile(path, '{"version":1,"day":"2025-')
    const store = createQuotaStore(path, () => Date.UTC(2025, 0, 1))
    await store.load()
    expect(store.recovered).toMatch(/daily-usage\.json\.corrupt-\d+$/)
    expect(await readFile(store.recovered!, 'utf8')).toBe('{"version":1,"day":"2025-')
    expect(store.used('x')).toBe(0)
  })

  it('knows the UTC day and the next midnight', () => {
    const t = Date.UTC(2025, 11, 31, 22, 30)
    expect(utcDay(t)).toBe('2025-12-31')
    expect(new Date(nextUtcMidnight(t)).toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})

import { describe, expect, it } from 'vitest'
import { readRecentPicks, RECENT_LIMIT, rememberPick } from './recent-picks'

function memoryStore() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('the palette recent picks', () => {
  it('keeps the most recent pick first, once, per workspace', () => {
    const store = memoryStore()
    rememberPick('w1', 'section:teams', store)
    rememberPick('w1', 'speaker:a', store)
    expect(rememberPick('w1', 'section:teams', store)).toEqual(['section:teams', 'speaker:a'])
    expect(readRecentPicks('w1', store)).toEqual(['section:teams', 'speaker:a'])
    expect(readRecentPicks('w2', store)).toEqual([])
  })

  it(`remembers at most ${RECENT_LIMIT}`, () => {
    const store = memoryStore()
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberPick('w', `k${i}`, store)
    const picks = readRecentPicks('w', store)
    expect(picks).toHaveLength(RECENT_LIMIT)
    expect(picks[0]).toBe(`k${RECENT_LIMIT + 2}`)
  })

  it('reads a damaged or missing store as no picks, and a refused write changes nothing else', () => {
    const store = memoryStore()
    store.values.set('stagehand.palette.recent.w', '{not json')
    expect(readRecentPicks('w', store)).toEqual([])
    store.values.set('stagehand.palette.recent.w', JSON.stringify({ a: 1 }))
    expect(readRecentPicks('w', store)).toEqual([])
    store.values.set('stagehand.palette.recent.w', JSON.stringify(['a', 3, 'b']))
    expect(readRecentPicks('w', store)).toEqual(['a', 'b'])
    expect(readRecentPicks('w', null)).toEqual([])
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberPick('w', 'x', full)).toEqual(['x'])
  })
})

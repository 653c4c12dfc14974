import { describe, expect, it } from 'vitest'
import { runSummary, takeEach } from './screenshot-run'

const screens = ['first', 'slow', 'broken', 'last'].map((name) => ({ name }))

describe('a screenshot run', () => {
  it('retries a failing screen, goes on after one that always fails, and names it', async () => {
    const tried: string[] = []
    const retried: string[] = []
    let slowTries = 0
    const failures = await takeEach(
      screens,
      async ({ name }) => {
        tried.push(name)
        if (name === 'slow' && ++slowTries < 3) throw new Error('ready state not reached')
        if (name === 'broken')
          throw new Error('locator.waitFor: Timeout 30000ms exceeded.\nCall log')
      },
      { onRetry: (screen, tries) => retried.push(`${screen.name} ${tries}`) },
    )
    expect(tried).toEqual(['first', 'slow', 'slow', 'slow', 'broken', 'broken', 'broken', 'last'])
    expect(retried).toEqual(['slow 1', 'slow 2', 'broken 1', 'broken 2'])
    expect(failures).toEqual([
      { name: 'broken', tries: 3, error: 'locator.waitFor: Timeout 30000ms exceeded.' },
    ])
    expect(runSummary(screens.length, failures)).toEqual([
      '3 of 4 screens taken; not taken:',
      '  broken (3 tries): locator.waitFor: Timeout 30000ms exceeded.',
    ])
  })

  it('says when every screen was taken', async () => {
    expect(await takeEach(screens, async () => undefined)).toEqual([])
    expect(runSummary(4, [])).toEqual(['all 4 screens taken'])
  })
})

import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

describe('query defaults', () => {
  it('never repeats a call to main, which repeats requests itself', async () => {
    const client = createQueryClient()
    let calls = 0
    const failure = { data: { kind: 'network', message: 'dropped', retryable: true } }
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          calls++
          return Promise.reject(failure)
        },
      }),
    ).rejects.toBe(failure)
    expect(calls).toBe(1)
    expect(client.getDefaultOptions().queries?.retry).toBe(false)
  })
})

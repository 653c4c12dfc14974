/**
 * The key check before a save, over real HTTP on both dialects: a Backend key
 * and one made for another use told apart by one attendee read, the first
 * listed event standing in where none is chosen, and nothing claimed where
 * the service offers no way to ask.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiRequests,
  keyOf,
  startTestEmulator,
  type RunningEmulator,
} from '@test-support/api-context'
import type { ApiClientConfig } from '../api/http-client'
import { checkKeyUsage } from './key-usage'

let emulator: RunningEmulator

afterEach(async () => {
  await emulator?.close()
})

const config = (apiKey: string, baseUrl = emulator.baseUrl): ApiClientConfig => ({
  baseUrl,
  apiKey,
  fetch: (input, init) => fetch(input, init),
})

describe('the key check before a save', () => {
  it('reads one attendee of the chosen event: a Backend key passes, another is told', async () => {
    emulator = await startTestEmulator({ dialect: 'documented', attendeesPerEvent: 3 })
    const eventId = emulator.events[0]!.id
    expect(await checkKeyUsage(config(keyOf(emulator, 'backend', 'READ')), eventId)).toEqual({
      usage: 'backend',
      requests: 1,
    })
    expect(await checkKeyUsage(config(keyOf(emulator, 'other', 'READ+WRITE')), eventId)).toEqual({
      usage: 'other',
      requests: 1,
    })
    const asked = apiRequests(emulator).map((r) => `${r.path}?${r.query}`)
    expect(asked).toEqual([
      `/v1/events/${eventId}/attendees?page=1&size=1`,
      `/v1/events/${eventId}/attendees?page=1&size=1`,
    ])
  })

  it('with no event chosen, asks about the first event the service lists', async () => {
    emulator = await startTestEmulator({ dialect: 'zuddl-docs', attendeesPerEvent: 3 })
    const first = emulator.events[0]!.id
    expect(await checkKeyUsage(config(keyOf(emulator, 'other', 'READ')), null)).toEqual({
      usage: 'other',
      requests: 2,
    })
    expect(apiRequests(emulator).map((r) => r.path)).toEqual([
      '/v1/events',
      `/v1/events/${first}/attendees`,
    ])
  })

  it('claims nothing where the service has no list of events and none is chosen', async () => {
    emulator = await startTestEmulator({ dialect: 'documented', attendeesPerEvent: 3 })
    expect(await checkKeyUsage(config(keyOf(emulator, 'other', 'READ')), null)).toEqual({
      usage: 'unknown',
      requests: 1,
    })
  })

  it('throws when the service cannot be reached, so the form can say so', async () => {
    emulator = await startTestEmulator({ dialect: 'documented', attendeesPerEvent: 3 })
    const address = emulator.baseUrl
    await emulator.close()
    await expect(
      checkKeyUsage(config('any-key', address), '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ data: { kind: 'network' } })
  })
})

/**
 * The `media:picture` channel through the core's router, over real HTTP
 * against the emulator: what the window gets (bytes and their type) and what
 * it is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '@emulator'
import { sniff } from '@shared/images/sniff'
import { startTestCore, type TestCore } from '@test-support/core'

let emulator: RunningEmulator
let testCore: TestCore
let workspaceId: string
const call = (channel: string, payload?: unknown) => testCore.call(channel, payload)

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
  testCore = await startTestCore('stagehand-pictures-')
  const saved = await testCore.value<{ id: string }>('workspaces:save', {
    name: 'Pictures',
    baseUrl: emulator.baseUrl,
    apiKey: emulator.demoKey,
  })
  workspaceId = saved.id
})
afterAll(async () => {
  await testCore.close()
  await emulator.close()
})

describe('media:picture', () => {
  it('hands the window the bytes of a picture of the workspace’s service', async () => {
    const result = await call('media:picture', {
      workspaceId,
      url: `${emulator.baseUrl}/media/demo/speaker-02.png`,
    })
    if (!result.ok) throw new Error(result.error.message)
    const picture = result.value as { bytes: Uint8Array; contentType: string }
    expect(picture.contentType).toBe('image/png')
    expect(picture.bytes).toBeInstanceOf(Uint8Array)
    expect(sniff(picture.bytes)).toEqual({ kind: 'accepted', format: 'png' })
  })

  it.each([
    ['a file address', 'file:///etc/passwd', /only http and https/],
    ['plain http to another host', 'http://pictures.example/a.png', /must use https/],
    ['a private address', 'https://192.168.0.10/a.png', /private address/],
  ])('refuses %s with the reason', async (_what, url, why) => {
    const result = await call('media:picture', { workspaceId, url })
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
    if (!result.ok) expect(result.error.message).toMatch(why)
  })

  it('refuses a call without an address before any work', async () => {
    const result = await call('media:picture', { workspaceId, url: ' ' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
  })
})

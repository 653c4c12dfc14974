/**
 * How many pictures are fetched at once, over real HTTP against the emulator.
 *
 * Also what happens to those asked for before the workspace's address or key
 * changed. Each request is held at a gate before it is sent, so the test
 * decides when it goes on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { caught, startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import type { FetchLike } from '../api/http-client'
import { createLimiter } from './picture-limiter'
import { createPictureService } from './picture-service'

let emu: RunningEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.close())
beforeEach(() => emu.state.reset())

const speaker = (n: number) => `/media/demo/speaker-0${n}.png`

/** Lets every pending promise chain run (no clock involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

function gatedSetup() {
  const gates: (() => void)[] = []
  const sent: { url: string; authorization: string | null }[] = []
  const gated: FetchLike = async (input, init) => {
    sent.push({ url: input, authorization: new Headers(init.headers).get('authorization') })
    await new Promise<void>((resolve) => gates.push(resolve))
    return fetch(input, init)
  }
  const config = { baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch: gated }
  const pictures = createPictureService({
    fetch: gated,
    clientConfig: async () => ({ ...config }),
  })
  const openAll = () => gates.splice(0).forEach((open) => open())
  return { pictures, sent, config, openAll, gates }
}

describe('pictures at once', () => {
  it('fetches at most four at once, the others in order as places free', async () => {
    const { pictures, sent, gates } = gatedSetup()
    const results = [1, 2, 3, 4, 5, 6].map((n) => pictures.picture('w1', speaker(n)))
    await settle()
    expect(sent.map((s) => s.url)).toEqual([1, 2, 3, 4].map((n) => emu.baseUrl + speaker(n)))
    gates.shift()!()
    await results[0]
    await settle()
    expect(sent).toHaveLength(5)
    expect(sent[4]!.url).toBe(emu.baseUrl + speaker(5))
    while (gates.length > 0 || sent.length < 6) {
      gates.splice(0).forEach((open) => open())
      await settle()
    }
    const shown = await Promise.all(results)
    expect(shown.every((p) => p.contentType === 'image/png')).toBe(true)
  })

  it('lets a waiting request whose caller gave up leave the queue unsent', async () => {
    const limiter = createLimiter(1)
    let release = () => {}
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)))
    const controller = new AbortController()
    let ran = false
    const second = limiter.run(async () => {
      ran = true
    }, controller.signal)
    controller.abort()
    const error = await caught(() => second)
    expect(error.data).toMatchObject({ kind: 'cancelled' })
    expect(limiter.counts()).toEqual({ running: 1, waiting: 0 })
    release()
    await first
    expect(ran).toBe(false)
    expect(limiter.counts()).toEqual({ running: 0, waiting: 0 })
  })
})

describe('a workspace whose address or key changed', () => {
  it('sends nothing asked for before the change, and keeps nothing fetched before it', async () => {
    const { pictures, sent, config, openAll } = gatedSetup()
    const results = [1, 2, 3, 4, 5].map((n) => pictures.picture('w1', speaker(n)))
    await settle()
    expect(sent).toHaveLength(4)
    config.apiKey = 'another-key'
    openAll()
    const errors = await Promise.all(results.map((r) => caught(() => r)))
    for (const error of errors) {
      expect(error.data).toMatchObject({ kind: 'cancelled' })
      expect(error.message).toBe(
        "The picture was not loaded: the workspace's address or key changed while it waited.",
      )
    }
    // The fifth never went out, and nothing was kept: asked again, each goes with the new key.
    expect(sent).toHaveLength(4)
    const again = pictures.picture('w1', speaker(1))
    await settle()
    openAll()
    await again
    expect(sent.at(-1)).toEqual({ url: emu.baseUrl + speaker(1), authorization: 'another-key' })
  })

  it('fetches again a picture kept from before the change', async () => {
    const { pictures, sent, config, openAll } = gatedSetup()
    const first = pictures.picture('w1', speaker(1))
    await settle()
    openAll()
    await first
    await pictures.picture('w1', speaker(1))
    expect(sent).toHaveLength(1)
    config.baseUrl = emu.baseUrl.replace('127.0.0.1', 'localhost')
    const after = pictures.picture('w1', speaker(1))
    await settle()
    openAll()
    await after
    expect(sent.map((s) => s.url)).toEqual([emu.baseUrl + speaker(1), config.baseUrl + speaker(1)])
  })
})

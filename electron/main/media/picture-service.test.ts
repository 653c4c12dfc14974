/**
 * Pictures over real HTTP against the emulator's media routes. Other hosts
 * are played by the emulator too: the test's fetch sends https://pictures.test
 * to it on loopback (as a resolver would), recording what each request carried.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PNG_SIGNATURE } from '../../../shared/images/png-header'
import { makeLargePng } from '../../../test-support/images-large'
import type { FetchLike } from '../api/http-client'
import { caught, startTestEmulator } from '../api/testing'
import type { RunningEmulator } from '../api/testing'
import { createPictureService, MAX_PICTURE_BYTES } from './picture-service'

const OTHER_HOST = 'https://pictures.test'
const SPEAKER = '/media/demo/speaker-01.png'

let emu: RunningEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.close())
beforeEach(() => emu.state.reset())

interface Sent {
  url: string
  authorization: string | null
}

function setup(options: { cacheEntries?: number; dropLength?: boolean } = {}) {
  const sent: Sent[] = []
  const fetchVia: FetchLike = async (input, init) => {
    sent.push({ url: input, authorization: new Headers(init.headers).get('authorization') })
    const target = input.startsWith(OTHER_HOST)
      ? emu.baseUrl + input.slice(OTHER_HOST.length)
      : input
    const response = await fetch(target, init)
    if (!options.dropLength) return response
    // As a server that streams without announcing the length.
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(response.body, { status: response.status, headers })
  }
  const pictures = createPictureService({
    fetch: fetchVia,
    clientConfig: async () => ({ baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch: fetchVia }),
    ...(options.cacheEntries ? { cacheEntries: options.cacheEntries } : {}),
  })
  return { pictures, sent }
}

const served = () => emu.state.requests().filter((r) => r.path.startsWith('/media/'))

function storedImage(bytes: Uint8Array): string {
  const image = emu.state.storeImage({
    bytes,
    contentType: 'image/png',
    width: 100,
    height: 100,
    target: 'test',
  })
  return `/media/${image.id}`
}

describe('picture service', () => {
  it("fetches a picture of the workspace's own service, with its key, as checked bytes", async () => {
    const { pictures, sent } = setup()
    const picture = await pictures.picture('w1', `${emu.baseUrl}${SPEAKER}`)
    expect(picture.contentType).toBe('image/png')
    expect([...picture.bytes.slice(0, 8)]).toEqual([...PNG_SIGNATURE])
    expect(sent).toEqual([{ url: `${emu.baseUrl}${SPEAKER}`, authorization: emu.demoKey }])
    expect(served().map((r) => r.path)).toEqual([SPEAKER])
  })

  it('never sends the key to another host', async () => {
    const { pictures, sent } = setup()
    const picture = await pictures.picture('w1', `${OTHER_HOST}${SPEAKER}`)
    expect(picture.contentType).toBe('image/png')
    expect(sent).toEqual([{ url: `${OTHER_HOST}${SPEAKER}`, authorization: null }])
    expect(served()).toHaveLength(1)
  })

  it('refuses a refused address before any request', async () => {
    const { pictures, sent } = setup()
    const other = `http://127.0.0.1:${emu.port === 1 ? 2 : 1}${SPEAKER}`
    const error = await caught(() => pictures.picture('w1', other))
    expect(error.data).toMatchObject({ kind: 'invalid-input' })
    expect(sent).toEqual([])
    expect(served()).toEqual([])
  })

  it('keeps recent pictures in memory and forgets the least recent', async () => {
    const { pictures, sent } = setup({ cacheEntries: 2 })
    const [a, b, c] = ['01', '02', '03'].map((n) => `${emu.baseUrl}/media/demo/speaker-${n}.png`)
    await pictures.picture('w1', a!)
    await pictures.picture('w1', b!)
    await pictures.picture('w1', a!) // a is now the most recent
    expect(sent).toHaveLength(2)
    await pictures.picture('w1', c!) // evicts b
    await pictures.picture('w1', a!)
    expect(sent).toHaveLength(3)
    await pictures.picture('w1', b!)
    expect(sent.map((s) => s.url)).toEqual([a, b, c, b])
  })

  it.each([
    ['announced', false],
    ['streamed without a length', true],
  ])('refuses a picture over the size cap (%s)', async (_how, dropLength) => {
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1)
    big.set(PNG_SIGNATURE)
    const path = storedImage(big)
    const { pictures } = setup({ dropLength })
    const error = await caught(() => pictures.picture('w1', `${emu.baseUrl}${path}`))
    expect(error.data).toMatchObject({ kind: 'invalid-response' })
    expect(error.message).toMatch(/larger than \d+ bytes/)
  })

  it('refuses bytes that are not a PNG, JPEG or GIF image', async () => {
    const path = storedImage(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))
    const { pictures } = setup()
    const error = await caught(() => pictures.picture('w1', `${emu.baseUrl}${path}`))
    expect(error.data).toMatchObject({ kind: 'invalid-response' })
    expect(error.message).toMatch(/not a PNG, JPEG or GIF image/)
  })

  it('refuses a picture too large to show (hundreds of megapixels in a few MB)', async () => {
    const path = storedImage(makeLargePng(20_000, 20_000))
    const { pictures } = setup()
    const error = await caught(() => pictures.picture('w1', `${emu.baseUrl}${path}`))
    expect(error.data).toMatchObject({ kind: 'invalid-response' })
    expect(error.message).toBe(
      'The picture could not be loaded: at 20000×20000 px it is too large to show here.',
    )
    // Just under the line, it is shown.
    const shown = await pictures.picture(
      'w1',
      `${emu.baseUrl}${storedImage(makeLargePng(10_000, 10_000))}`,
    )
    expect(shown.contentType).toBe('image/png')
  })

  it('says what the server answered for a missing picture, and caches no failure', async () => {
    const { pictures, sent } = setup()
    const missing = `${emu.baseUrl}/media/demo/nothing-here.png`
    const error = await caught(() => pictures.picture('w1', missing))
    expect(error.data).toMatchObject({ kind: 'invalid-response', status: 404 })
    await caught(() => pictures.picture('w1', missing))
    expect(sent).toHaveLength(2)
  })
})

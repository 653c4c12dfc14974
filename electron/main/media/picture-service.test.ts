/**
 * Pictures over real HTTP against the emulator's media routes.
 *
 * Other hosts are played by the emulator too: the test's resolver answers for
 * their names from a table (no real DNS), and the test's pinned connection
 * sends the request to the emulator on loopback, recording the address the
 * service checked and chose, and what each request carried.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PNG_SIGNATURE } from '@shared/images/png-header'
import type { Resolver } from '@shared/net/resolve-host'
import { makeLargePng } from '@test-support/images-large'
import { caught, startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import type { FetchLike } from '../api/http-client'
import type { PinnedGet } from '@shared/node/pinned-get'
import { createPictureService, MAX_PICTURE_BYTES } from './picture-service'

const OTHER_HOST = 'https://pictures.test'
const SPEAKER = '/media/demo/speaker-01.png'
/** A public address the test's connection stands in for: nothing is ever sent to it. */
const PUBLIC = '93.184.216.34'

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

interface Connected {
  url: string
  address: string
  authorization: string | null
}

interface SetupOptions {
  cacheEntries?: number
  dropLength?: boolean
  /** Name → addresses; a name not in it does not resolve. */
  dns?: Record<string, string[]>
  /** Redirects of the other hosts: address → Location. */
  redirects?: Record<string, string>
  baseUrl?: string
}

function setup(options: SetupOptions = {}) {
  const sent: Sent[] = []
  const connected: Connected[] = []
  const asked: string[] = []
  const streamed = (response: Response) => {
    if (!options.dropLength) return response
    // As a server that streams without announcing the length.
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(response.body, { status: response.status, headers })
  }
  const fetchOwn: FetchLike = async (input, init) => {
    sent.push({ url: input, authorization: new Headers(init.headers).get('authorization') })
    return streamed(await fetch(input, init))
  }
  const resolve: Resolver = async (host) => {
    asked.push(host)
    const addresses = (options.dns ?? { 'pictures.test': [PUBLIC] })[host]
    if (!addresses) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    }
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  const connect: PinnedGet = async (target, init) => {
    const authorization = new Headers(init.headers).get('authorization')
    connected.push({ url: target.url.href, address: target.address, authorization })
    const location = options.redirects?.[target.url.href]
    if (location) return new Response(null, { status: 302, headers: { location } })
    return streamed(await fetch(emu.baseUrl + target.url.pathname, { signal: init.signal }))
  }
  const config = { baseUrl: options.baseUrl ?? emu.baseUrl, apiKey: emu.demoKey, fetch: fetchOwn }
  const pictures = createPictureService({
    fetch: fetchOwn,
    resolve,
    connect,
    clientConfig: async () => ({ ...config }),
    ...(options.cacheEntries ? { cacheEntries: options.cacheEntries } : {}),
  })
  return { pictures, sent, connected, asked, config }
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

  it('never sends the key to another host, and connects to the address it checked', async () => {
    const { pictures, sent, connected } = setup()
    const picture = await pictures.picture('w1', `${OTHER_HOST}${SPEAKER}`)
    expect(picture.contentType).toBe('image/png')
    expect(sent).toEqual([])
    expect(connected).toEqual([
      { url: `${OTHER_HOST}${SPEAKER}`, address: PUBLIC, authorization: null },
    ])
    expect(served()).toHaveLength(1)
  })

  it.each([
    ['10.0.0.1', 'a private address'],
    ['127.0.0.1', 'a loopback address'],
    ['169.254.169.254', 'a link-local address'],
    ['0.0.0.0', 'an unspecified address'],
  ])('refuses a name that resolves to %s without connecting', async (address, words) => {
    const { pictures, sent, connected, asked } = setup({ dns: { 'pictures.test': [address] } })
    const error = await caught(() => pictures.picture('w1', `${OTHER_HOST}${SPEAKER}`))
    expect(error.data).toMatchObject({ kind: 'invalid-input' })
    expect(error.message).toBe(
      `The picture was not loaded: pictures.test resolves to ${address}, ${words}, not a public one.`,
    )
    expect(asked).toEqual(['pictures.test'])
    expect(connected).toEqual([])
    expect(sent).toEqual([])
    expect(served()).toEqual([])
  })

  it("fetches the workspace's own loopback service, while a name resolving to loopback is refused", async () => {
    const { pictures, sent, connected } = setup({ dns: { 'pictures.test': ['127.0.0.1'] } })
    await expect(pictures.picture('w1', SPEAKER)).resolves.toMatchObject({
      contentType: 'image/png',
    })
    await caught(() => pictures.picture('w1', `${OTHER_HOST}${SPEAKER}`))
    expect(sent.map((s) => s.url)).toEqual([`${emu.baseUrl}${SPEAKER}`])
    expect(connected).toEqual([])
  })

  it('says a name that does not resolve could not be reached', async () => {
    const { pictures, connected } = setup({ dns: {} })
    const error = await caught(() => pictures.picture('w1', `${OTHER_HOST}${SPEAKER}`))
    expect(error.data).toMatchObject({ kind: 'network', retryable: true })
    expect(error.message).toBe(
      'The picture at pictures.test could not be reached: its name does not resolve.',
    )
    expect(connected).toEqual([])
  })

  it('checks every redirect again, and refuses one to an inside address before connecting', async () => {
    const { pictures, connected } = setup({
      dns: { 'pictures.test': [PUBLIC], 'cdn.test': [PUBLIC], 'inside.test': ['10.0.0.1'] },
      redirects: {
        [`${OTHER_HOST}/a.png`]: `https://cdn.test${SPEAKER}`,
        [`${OTHER_HOST}/b.png`]: `https://inside.test${SPEAKER}`,
        [`${OTHER_HOST}/c.png`]: `${emu.baseUrl}${SPEAKER}`,
      },
    })
    await expect(pictures.picture('w1', `${OTHER_HOST}/a.png`)).resolves.toMatchObject({
      contentType: 'image/png',
    })
    expect(connected.map((c) => [c.url, c.address])).toEqual([
      [`${OTHER_HOST}/a.png`, PUBLIC],
      [`https://cdn.test${SPEAKER}`, PUBLIC],
    ])
    const inside = await caught(() => pictures.picture('w1', `${OTHER_HOST}/b.png`))
    expect(inside.message).toMatch(/inside\.test resolves to 10\.0\.0\.1, a private address/)
    // Not even to the workspace's own service: a redirect is judged as another host.
    const own = await caught(() => pictures.picture('w1', `${OTHER_HOST}/c.png`))
    expect(own.message).toMatch(/must use https/)
    expect(connected).toHaveLength(4)
  })

  it('follows at most three redirects', async () => {
    const hop = (n: number) => `${OTHER_HOST}/hop-${n}.png`
    const { pictures, connected } = setup({
      redirects: { [hop(0)]: hop(1), [hop(1)]: hop(2), [hop(2)]: hop(3), [hop(3)]: hop(4) },
    })
    const error = await caught(() => pictures.picture('w1', hop(0)))
    expect(error.message).toBe(
      'The picture could not be loaded: it was redirected more than 3 times.',
    )
    expect(connected).toHaveLength(4)
  })

  it("sends the key only under the workspace's base path", async () => {
    const { pictures, sent } = setup({ baseUrl: `${emu.baseUrl}/v1` })
    await pictures.picture('w1', SPEAKER)
    expect(sent).toEqual([{ url: `${emu.baseUrl}${SPEAKER}`, authorization: null }])
  })

  it('refuses a refused address before any request', async () => {
    const { pictures, sent, connected } = setup()
    const other = `http://127.0.0.1:${emu.port === 1 ? 2 : 1}${SPEAKER}`
    const error = await caught(() => pictures.picture('w1', other))
    expect(error.data).toMatchObject({ kind: 'invalid-input' })
    expect(sent).toEqual([])
    expect(connected).toEqual([])
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
    // Said in words; the status is in the details.
    expect(error.message).toBe(
      'The picture could not be loaded: there is no picture at that address.',
    )
    await caught(() => pictures.picture('w1', missing))
    expect(sent).toHaveLength(2)
  })
})

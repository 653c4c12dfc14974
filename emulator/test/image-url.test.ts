/**
 * imageUrl over the network — loopback only.
 *
 * An image server on 127.0.0.1 plays the "public" host; hostnames resolve
 * through an injected resolver (never real DNS). Addresses that must be refused
 * are refused before any connection, which the server's hit log confirms.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePng } from '@test-support/images'
import { startEmulator, type RunningEmulator } from '../index'
import type { Resolver } from '../net/fetch-image'
import { call } from './harness'

const PIC = makePng(96, 96)
const SMALL = makePng(40, 40)
let server: http.Server
let port = 0
const hits: { path: string; host: string }[] = []

const resolver: Resolver = async (host) => {
  if (host === 'images.test' || host === 'internal.test')
    return [{ address: '127.0.0.1', family: 4 }]
  if (host === 'metadata.test') return [{ address: '169.254.169.254', family: 4 }]
  if (host === 'six.test') return [{ address: '::ffff:10.0.0.8', family: 6 }]
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
}

let allowed: RunningEmulator
let strict: RunningEmulator

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', host: req.headers.host ?? '' })
    const u = new URL(req.url ?? '/', 'http://x')
    const hop = (to: string) => {
      res.writeHead(302, { location: to })
      res.end()
    }
    switch (u.pathname) {
      case '/pic.png':
        res.writeHead(200, { 'content-type': 'image/png' })
        return res.end(PIC)
      case '/small.png':
        res.writeHead(200, { 'content-type': 'image/png' })
        return res.end(SMALL)
      case '/chain': {
        const n = Number(u.searchParams.get('n'))
        return hop(n <= 1 ? '/pic.png' : `/chain?n=${n - 1}`)
      }
      case '/to-internal':
        return hop(`http://internal.test:${port}/pic.png`)
      case '/to-ftp':
        return hop('ftp://images.test/pic.png')
      case '/no-location':
        res.writeHead(302)
        return res.end()
      case '/big': {
        // Streams 5 MiB without a Content-Length; the emulator must stop at 4 MiB.
        res.writeHead(200, { 'content-type': 'image/png' })
        const chunk = Buffer.alloc(64 * 1024)
        let left = 80
        const pump = () => {
          while (left > 0) {
            left--
            if (!res.write(chunk)) return res.once('drain', pump)
          }
          res.end()
        }
        return pump()
      }
      case '/declared-big':
        res.writeHead(200, {
          'content-type': 'image/png',
          'content-length': String(5 * 1024 * 1024),
        })
        return res.end()
      default:
        res.writeHead(404)
        return res.end('not found')
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  const common = {
    attendeesPerEvent: 2,
    resolveHost: resolver,
    rateLimit: { burst: 1000, perSecond: 1000 },
  }
  allowed = await startEmulator({ ...common, allowImageHosts: ['127.0.0.1', 'images.test'] })
  strict = await startEmulator(common)
})

afterAll(async () => {
  await allowed?.close()
  await strict?.close()
  server?.closeAllConnections()
  await new Promise((r) => server?.close(r))
})

function upload(emu: RunningEmulator, imageUrl: string) {
  const ev = emu.events[0]!
  return call(
    emu,
    `/v1/events/${ev.id}/speakers/${ev.speakerIds[1]}/pic?imageUrl=${encodeURIComponent(imageUrl)}`,
    {
      method: 'POST',
    },
  )
}

describe('imageUrl with an allowed loopback host', () => {
  it('downloads, validates, stores and serves the image', async () => {
    const r = await upload(allowed, `http://127.0.0.1:${port}/pic.png`)
    expect(r.status, r.text).toBe(200)
    const served = await fetch((r.body as { picUrl: string }).picUrl)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PIC)
  })

  it('connects to the address it checked, keeping the Host header', async () => {
    hits.length = 0
    const r = await upload(allowed, `http://images.test:${port}/pic.png`)
    expect(r.status).toBe(200)
    expect(hits).toEqual([{ path: '/pic.png', host: `images.test:${port}` }])
  })

  it('follows up to 3 redirects and refuses a 4th with 400', async () => {
    expect((await upload(allowed, `http://127.0.0.1:${port}/chain?n=3`)).status).toBe(200)
    const r = await upload(allowed, `http://127.0.0.1:${port}/chain?n=4`)
    expect(r.status).toBe(400)
    expect((r.body as { description: string }).description).toMatch(/redirected more than 3/)
  })

  it('re-checks every redirect hop', async () => {
    hits.length = 0
    const r = await upload(allowed, `http://127.0.0.1:${port}/to-internal`)
    expect(r.status).toBe(422)
    expect(r.body).toMatchObject({ code: 'PRIVATE_ADDRESS' })
    expect(hits.map((h) => h.path)).toEqual(['/to-internal'])
    const ftp = await upload(allowed, `http://127.0.0.1:${port}/to-ftp`)
    expect(ftp.body).toMatchObject({ code: 'INVALID_URL' })
  })

  it.each([
    ['a 404', '/missing.png', /answered 404/],
    ['a redirect without Location', '/no-location', /Location/],
    ['a streamed body over 4 MiB', '/big', /larger than/],
    ['a declared body over 4 MiB', '/declared-big', /larger than/],
  ])('400 for %s', async (_n, path, message) => {
    const r = await upload(allowed, `http://127.0.0.1:${port}${path}`)
    expect(r.status).toBe(400)
    expect((r.body as { description: string }).description).toMatch(message)
  })

  it('applies the image rules to downloaded images', async () => {
    const r = await upload(allowed, `http://127.0.0.1:${port}/small.png`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'INVALID_IMAGE', params: { reason: 'dimensions' } })
  })

  it('works for sponsor images too', async () => {
    const ev = allowed.events[0]!
    const r = await call(
      allowed,
      `/v1/events/${ev.id}/sponsors/${ev.sponsorIds[0]}/image?imageType=LOGO&imageUrl=${encodeURIComponent(`http://127.0.0.1:${port}/pic.png`)}`,
      { method: 'POST' },
    )
    expect(r.status).toBe(400) // 96×96 is too small for a logo, but it was downloaded and checked
    expect(r.body).toMatchObject({ params: { reason: 'dimensions' } })
  })
})

describe('imageUrl refused before download (422)', () => {
  it.each([
    ['ftp://images.test/pic.png', 'INVALID_URL'],
    ['file:///etc/passwd', 'INVALID_URL'],
    ['javascript:alert(1)', 'INVALID_URL'],
    ['not a url', 'INVALID_URL'],
    ['/relative/pic.png', 'INVALID_URL'],
    ['http://user:secret@images.test/pic.png', 'INVALID_URL'],
    ['http://nothing.invalid/pic.png', 'UNRESOLVABLE'],
  ])('%s → %s', async (url, code) => {
    const r = await upload(allowed, url)
    expect(r.status).toBe(422)
    expect(r.body).toMatchObject({ code })
  })

  it.each([
    () => `http://127.0.0.1:${port}/pic.png`,
    () => `http://127.1.2.3:${port}/pic.png`,
    () => `http://2130706433:${port}/pic.png`, // 127.0.0.1 in decimal
    () => `http://0x7f.0.0.1:${port}/pic.png`,
    () => `http://[::1]:${port}/pic.png`,
    () => `http://[::ffff:127.0.0.1]:${port}/pic.png`,
    () => `http://images.test:${port}/pic.png`, // resolves to loopback, not allowed here
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://metadata.test/',
    () => 'http://six.test/',
    () => 'http://10.1.2.3/',
    () => 'http://0.0.0.0/',
  ])('PRIVATE_ADDRESS without an allowance: %#', async (url) => {
    hits.length = 0
    const r = await upload(strict, url())
    expect(r.status).toBe(422)
    expect(r.body).toMatchObject({ code: 'PRIVATE_ADDRESS' })
    expect(hits).toEqual([])
  })
})

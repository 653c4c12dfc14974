import dns from 'node:dns'
import { once } from 'node:events'
import http from 'node:http'
import https from 'node:https'
import { createRequire } from 'node:module'
import net from 'node:net'
import tls from 'node:tls'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  connectTarget,
  installOfflineGuard,
  isLoopbackHost,
  OFFLINE_ERROR_CODE,
} from './offline-guard'

/**
 * The code a request failed with: the guard's own means it was refused at once,
 * before any connect timeout or back-off could run out.
 */
async function failure(start: () => Promise<unknown>): Promise<{ code: unknown }> {
  try {
    await start()
  } catch (error) {
    const err = error as { code?: unknown; cause?: { code?: unknown } }
    return { code: err.code ?? err.cause?.code }
  }
  throw new Error('the request succeeded')
}

const request = (module: typeof http | typeof https, url: string) => () =>
  new Promise((resolve, reject) => module.get(url, resolve).on('error', reject))

const connection = (open: () => net.Socket) => () =>
  new Promise((resolve, reject) => open().on('connect', resolve).on('error', reject))

describe('which hosts count as this machine', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    'localhost',
    'LOCALHOST.',
  ])('%s is loopback', (host) => expect(isLoopbackHost(host)).toBe(true))
  it.each(['192.0.2.1', '10.0.0.1', '::', '0.0.0.0', 'example.com', 'localhost.example', '::2'])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  )

  it('reads the host of every Socket#connect call form', () => {
    expect(connectTarget([443, 'releases.example'])).toBe('releases.example')
    expect(connectTarget(['443', 'releases.example', () => undefined])).toBe('releases.example')
    expect(connectTarget([{ host: '192.0.2.7', port: 443 }])).toBe('192.0.2.7')
    expect(connectTarget([[{ host: '192.0.2.8', port: 80 }, null]])).toBe('192.0.2.8')
    expect(connectTarget([{ port: 80 }])).toBe('localhost')
    expect(connectTarget([8080])).toBe('localhost')
    expect(connectTarget([{ path: '/run/app.sock' }])).toBeNull()
    expect(connectTarget(['/run/app.sock'])).toBeNull()
  })
})

describe('the offline guard, installed over a recording backstop', () => {
  // The backstop stands where the real connect and lookup were: whatever the guard lets
  // through is recorded and refused there, so a broken guard fails the test without traffic.
  const socketPrototype = net.Socket.prototype as unknown as {
    connect: (...a: unknown[]) => unknown
  }
  const dnsModule = dns as unknown as { lookup: (...a: unknown[]) => unknown }
  const real = { connect: socketPrototype.connect, lookup: dnsModule.lookup }
  const passedThrough: string[] = []
  /** Every connection the guard was asked for: a retry would ask again. */
  const attempts: string[] = []
  let uninstall: () => void = () => undefined

  beforeAll(() => {
    socketPrototype.connect = function backstop(this: net.Socket, ...args: unknown[]) {
      passedThrough.push(connectTarget(args) ?? 'local socket')
      process.nextTick(() =>
        this.destroy(Object.assign(new Error('backstop'), { code: 'BACKSTOP' })),
      )
      return this
    }
    dnsModule.lookup = (hostname: unknown, ...rest: unknown[]) => {
      passedThrough.push(`lookup ${String(hostname)}`)
      const callback = rest.at(-1) as (error: Error) => void
      process.nextTick(() => callback(Object.assign(new Error('backstop'), { code: 'BACKSTOP' })))
      return {}
    }
  })
  beforeEach(() => {
    passedThrough.length = 0
    attempts.length = 0
    const takeOff = installOfflineGuard()
    const guarded = socketPrototype.connect
    socketPrototype.connect = function counted(this: net.Socket, ...args: unknown[]) {
      attempts.push(connectTarget(args) ?? 'local socket')
      return guarded.apply(this, args)
    }
    uninstall = () => {
      socketPrototype.connect = guarded
      takeOff()
    }
  })
  afterEach(() => uninstall())
  afterAll(() => {
    socketPrototype.connect = real.connect
    dnsModule.lookup = real.lookup
  })

  it.each([
    ['https.get to a name', request(https, 'https://releases.example/index.json')],
    ['http.get to an address', request(http, 'http://192.0.2.10/')],
    ['fetch', () => fetch('https://translations.example/en-US.json')],
    ['net.connect', connection(() => net.connect(443, '203.0.113.5'))],
    ['tls.connect', connection(() => tls.connect({ host: 'releases.example', port: 443 }))],
    ['dns.lookup', () => dns.promises.lookup('releases.example')],
  ])('refuses %s at once and lets nothing through', async (_name, start) => {
    const { code } = await failure(start)
    expect(code).toBe(OFFLINE_ERROR_CODE)
    expect(attempts.length).toBeLessThanOrEqual(1)
    expect(passedThrough).toEqual([])
  })

  it('makes the scanner’s own HTTP client give up at once, without retries', async () => {
    const scanner = createRequire(import.meta.url).resolve('@doyensec/electronegativity')
    const fromScanner = createRequire(scanner)
    const got = fromScanner('got') as (url: string, options: object) => Promise<unknown>
    // Its own timeout ends a request it waited on with another code.
    const { code } = await failure(() =>
      got('https://translations.example/en-US.json', { timeout: { request: 1000 } }),
    )
    expect(code).toBe(OFFLINE_ERROR_CODE)
    expect(attempts).toEqual(['translations.example'])
    expect(passedThrough).toEqual([])
  })

  it('passes loopback connections on to the real connect', async () => {
    await failure(request(http, 'http://127.0.0.1:9/'))
    await failure(connection(() => net.connect({ host: '::1', port: 9 })))
    expect(passedThrough).toEqual(['127.0.0.1', '::1'])
  })

  it('comes off again', async () => {
    uninstall()
    await failure(request(http, 'http://192.0.2.10/'))
    expect(passedThrough).toEqual(['192.0.2.10'])
  })
})

describe('the offline guard over the real network stack', () => {
  it('still lets a loopback server answer', async () => {
    const server = http.createServer((_req, res) => res.end('here'))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as net.AddressInfo
    const uninstall = installOfflineGuard()
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      expect(await response.text()).toBe('here')
    } finally {
      uninstall()
      server.close()
    }
  })
})

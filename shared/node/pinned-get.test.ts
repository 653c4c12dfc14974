/**
 * The pinned GET against a small server on loopback: the connection goes to
 * the address given, whatever the name (these names resolve nowhere), and a
 * redirect is handed back, not followed.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifyAddress } from '@shared/net/address-class'
import { pinnedGet, systemResolver } from './pinned-get'

let server: Server
let port: number
const hosts: (string | undefined)[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host)
    if (request.url === '/stalls') {
      // Half an answer, then silence: only the idle timeout ends it.
      response.writeHead(200, { 'content-type': 'text/plain' })
      return response.write('half')
    }
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/here' })
      return response.end('moved')
    }
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('here')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const target = (path: string) => ({
  url: new URL(`http://pictures.invalid:${port}${path}`),
  address: '127.0.0.1',
  family: 4 as const,
})
const init = () => ({ headers: { Accept: 'image/png' }, signal: new AbortController().signal })

describe('pinnedGet', () => {
  it('connects to the address given, keeping the name in the Host header', async () => {
    const response = await pinnedGet(target('/here'), init())
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('here')
    expect(hosts.at(-1)).toBe(`pictures.invalid:${port}`)
  })

  it('hands a redirect back without following it', async () => {
    const before = hosts.length
    const response = await pinnedGet(target('/moved'), init())
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/here')
    await response.body?.cancel()
    expect(hosts.length - before).toBe(1)
  })

  it('fails with "timed out" when the body stalls past the idle timeout', async () => {
    const response = await pinnedGet(target('/stalls'), { headers: {}, idleTimeoutMs: 50 })
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow('timed out')
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      pinnedGet(target('/here'), { headers: {}, signal: controller.signal }),
    ).rejects.toThrow()
  })
})

describe('systemResolver', () => {
  it('answers every address of a name, as the system resolves it', async () => {
    const addresses = await systemResolver('localhost')
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses.map((a) => classifyAddress(a.address))).not.toContain('public')
    expect(addresses.map((a) => classifyAddress(a.address))).toContain('loopback')
  })
})

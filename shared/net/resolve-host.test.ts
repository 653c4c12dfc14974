/** Resolve-then-check on fake DNS answers: nothing here touches the network. */
import { describe, expect, it } from 'vitest'
import { checkHost, type ResolvedAddress, type Resolver } from './resolve-host'

/** A resolver answering from a table, recording each name asked. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = []
  const resolve: Resolver = async (host) => {
    asked.push(host)
    const answer = table[host]
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    return answer.map((address): ResolvedAddress => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
  }
  return { resolve, asked }
}

describe('checkHost', () => {
  it('passes a name whose every address is public, with the address to connect to', async () => {
    const dns = fakeDns({ 'cdn.example': ['93.184.216.34', '2606:2800:220:1::1'] })
    expect(await checkHost('cdn.example', dns.resolve)).toEqual({
      ok: true,
      address: { address: '93.184.216.34', family: 4 },
    })
  })

  it.each([
    ['10.0.0.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['::1', 'loopback'],
    ['fd00::1', 'unique-local'],
    ['::ffff:192.168.1.1', 'private'],
  ])('refuses a name that resolves to %s (%s)', async (address, cls) => {
    const dns = fakeDns({ 'inside.example': [address] })
    expect(await checkHost('inside.example', dns.resolve)).toEqual({
      ok: false,
      problem: 'not-public',
      address,
      cls,
    })
  })

  it('refuses a name when any one of its addresses is not public', async () => {
    const dns = fakeDns({ 'mixed.example': ['93.184.216.34', '10.0.0.1'] })
    expect(await checkHost('mixed.example', dns.resolve)).toMatchObject({
      ok: false,
      address: '10.0.0.1',
    })
  })

  it('says a name that does not resolve, or resolves to nothing, is unresolvable', async () => {
    const dns = fakeDns({ 'empty.example': [] })
    expect(await checkHost('nowhere.example', dns.resolve)).toEqual({
      ok: false,
      problem: 'unresolvable',
    })
    expect(await checkHost('empty.example', dns.resolve)).toEqual({
      ok: false,
      problem: 'unresolvable',
    })
  })

  it('judges an address literal as it is, without asking the resolver', async () => {
    const dns = fakeDns({})
    expect(await checkHost('10.0.0.1', dns.resolve)).toMatchObject({ ok: false, cls: 'private' })
    expect(await checkHost('::1', dns.resolve)).toMatchObject({ ok: false, cls: 'loopback' })
    expect(await checkHost('8.8.8.8', dns.resolve)).toEqual({
      ok: true,
      address: { address: '8.8.8.8', family: 4 },
    })
    expect(dns.asked).toEqual([])
  })

  it('lets an allowed host reach any address it resolves to', async () => {
    const dns = fakeDns({ 'images.test': ['127.0.0.1'] })
    expect(await checkHost('images.test', dns.resolve, { allowAnyAddress: true })).toEqual({
      ok: true,
      address: { address: '127.0.0.1', family: 4 },
    })
  })
})

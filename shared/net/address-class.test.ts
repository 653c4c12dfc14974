import { describe, expect, it } from 'vitest'
import { addressClassWords, classifyAddress, isPublicAddress, parseIpv6 } from './address-class'

// Literal addresses only: nothing here touches the network.
describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.216.34', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['192.169.0.1', 'public'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
  ])('IPv4 %s is %s', (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls)
  })

  it.each([
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:82a::200e', 'public'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['64:ff9b:1::a00:1', 'private'],
    // IPv4 embedded in IPv6 is judged by the IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:192.168.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:0808:0808::1', 'public'],
  ])('IPv6 %s is %s', (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls)
  })

  it.each([
    '',
    'localhost',
    '256.0.0.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    '::1::',
    'gggg::1',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:1.2.3.999',
    '0x7f.0.0.1',
    '2130706433',
  ])('%j is invalid', (ip) => {
    expect(classifyAddress(ip)).toBe('invalid')
  })

  it('expands IPv6 forms', () => {
    expect(parseIpv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0])
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304])
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(parseIpv6('1:2:3:4:5:6:7::8')).toBeNull()
  })

  it('calls only public addresses public', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true)
    expect(isPublicAddress('127.0.0.1')).toBe(false)
    expect(isPublicAddress('not an ip')).toBe(false)
  })
})

describe('addressClassWords', () => {
  it('puts the article each class takes before it', () => {
    expect(addressClassWords(classifyAddress('0.0.0.0'))).toBe('an unspecified address')
    expect(addressClassWords(classifyAddress('not an address'))).toBe('an invalid address')
    expect(addressClassWords(classifyAddress('10.0.0.1'))).toBe('a private address')
    // "a unique…": the article follows the sound, not the letter.
    expect(addressClassWords(classifyAddress('fd00::1'))).toBe('a unique-local address')
    expect(addressClassWords(classifyAddress('::'))).toBe('an unspecified address')
  })
})

/**
 * Classifies literal IP addresses.
 *
 * Only `public` addresses may be fetched by the emulator's imageUrl uploads
 * (unless its configuration allows the host) and by the app's picture fetcher
 * (other than the workspace's own service). Pure and table-driven so it can be
 * tested on literals without any traffic. IPv6 forms that embed an IPv4 address
 * (mapped, NAT64, 6to4, compatible) are judged by the embedded address, so
 * `::ffff:127.0.0.1` is loopback.
 */

export type AddressClass =
  | 'public'
  | 'private' // RFC 1918, IPv6 site-local, local-use NAT64
  | 'loopback'
  | 'link-local'
  | 'unique-local' // fc00::/7
  | 'unspecified' // 0.0.0.0/8, ::
  | 'cgnat' // 100.64.0.0/10 shared address space
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved' // benchmarking, protocol assignments, future use, discard, Teredo...
  | 'invalid'

type V4Rule = [base: number, bits: number, cls: AddressClass]

const v4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0

// Most specific first where ranges nest (192.0.0.0/24 inside nothing else, etc.).
const V4_RULES: V4Rule[] = [
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'cgnat'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'documentation'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'documentation'],
  [v4(203, 0, 113, 0), 24, 'documentation'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(255, 255, 255, 255), 32, 'broadcast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
]

/** Dotted quad → 32-bit number; strict: four decimal parts 0-255, no leading zeros. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null
    n = n * 256 + Number(p)
  }
  return n >>> 0
}

/** IPv6 text (optionally bracketed, with zone id, with trailing dotted quad) → 8 groups. */
export function parseIpv6(text: string): number[] | null {
  let t = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text
  t = t.replace(/%[^%]*$/, '') // a zone id (fe80::1%eth0) does not change the class
  if (!t.includes(':')) return null
  const lastColon = t.lastIndexOf(':')
  const last = t.slice(lastColon + 1)
  if (last.includes('.')) {
    // Rewrite a trailing dotted quad as two hex groups, then parse hex only.
    const four = parseIpv4(last)
    if (four === null) return null
    t = `${t.slice(0, lastColon + 1)}${(four >>> 16).toString(16)}:${(four & 0xffff).toString(16)}`
  }
  const halves = t.split('::')
  if (halves.length > 2) return null
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const head = groups(halves[0])
  const tail = groups(halves[1])
  if (![...head, ...tail].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  const nums = (gs: string[]) => gs.map((g) => parseInt(g, 16))
  if (halves.length === 1) return head.length === 8 ? nums(head) : null
  const missing = 8 - head.length - tail.length
  if (missing < 1) return null
  return [...nums(head), ...new Array<number>(missing).fill(0), ...nums(tail)]
}

function classifyV4(n: number): AddressClass {
  for (const [base, bits, cls] of V4_RULES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0
    if ((n & mask) >>> 0 === base) return cls
  }
  return 'public'
}

function classifyV6(g: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g
  const embedded = () => ((g6 << 16) | g7) >>> 0
  const zeroTo = (k: number) => g.slice(0, k).every((x) => x === 0)
  if (zeroTo(8)) return 'unspecified'
  if (zeroTo(7) && g7 === 1) return 'loopback'
  if (zeroTo(5) && g5 === 0xffff) return classifyV4(embedded()) // ::ffff:a.b.c.d (mapped)
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return classifyV4(embedded()) // ::ffff:0:a.b.c.d (translated)
  if (zeroTo(6)) return classifyV4(embedded()) // ::a.b.c.d (deprecated compatible)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyV4(embedded()) // 64:ff9b::/96 NAT64
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private' // 64:ff9b:1::/48 local-use NAT64
  if (g0 === 0x2002) return classifyV4(((g1 << 16) | g2) >>> 0) // 6to4 embeds the IPv4 address
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved' // 100::/64 discard
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation'
  if (g0 === 0x3fff && g1 < 0x1000) return 'documentation' // 3fff::/20
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved' // 2001::/23 incl. Teredo 2001::/32
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local'
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local'
  if ((g0 & 0xffc0) === 0xfec0) return 'private' // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'multicast'
  // Only 2000::/3 is allocated as global unicast; everything else is reserved.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved'
  return 'public'
}

export function classifyAddress(ip: string): AddressClass {
  const four = parseIpv4(ip)
  if (four !== null) return classifyV4(four)
  const six = parseIpv6(ip)
  if (six !== null) return classifyV6(six)
  return 'invalid'
}

export const isPublicAddress = (ip: string) => classifyAddress(ip) === 'public'

/**
 * Each class as a sentence names it, its article included.
 *
 * Built here, whole, so that no sentence puts "a" before a class that needs
 * "an" ("an unspecified address"), nor shows a bare label such as `cgnat`.
 */
const CLASS_WORDS: Readonly<Record<AddressClass, string>> = {
  public: 'a public address',
  private: 'a private address',
  loopback: 'a loopback address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local address',
  unspecified: 'an unspecified address',
  cgnat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  documentation: 'a documentation address',
  reserved: 'a reserved address',
  invalid: 'an invalid address',
}

/** "an unspecified address", "a loopback address": the class with its article. */
export const addressClassWords = (cls: AddressClass): string => CLASS_WORDS[cls]

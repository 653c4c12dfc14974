/**
 * Resolve a host name, then judge every address it resolves to.
 *
 * A name cannot be judged by its spelling: `pictures.example` may resolve to
 * 10.0.0.1 or 127.0.0.1. Whoever fetches an address named in outside data
 * (the emulator's imageUrl downloads, the app's pictures) asks this first
 * and then connects to the address it returned, never resolving again, so a
 * second DNS answer cannot swap in an internal address. The resolver is
 * passed in (node:dns in the app and the emulator, a table in tests), which
 * keeps this pure.
 */
import { classifyAddress, type AddressClass } from './address-class'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** A host name's addresses (node:dns lookup with `all: true`, in that shape). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export type HostCheck =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; problem: 'unresolvable' }
  | { ok: false; problem: 'not-public'; address: string; cls: AddressClass }

export interface CheckHostOptions {
  /** Any address is allowed (a host the configuration trusts); it must still resolve. */
  allowAnyAddress?: boolean
}

/**
 * The address to connect to for `host` (a bare name or literal: no brackets).
 *
 * Or why there is none: it does not resolve, or one of its addresses is not
 * public. An address literal is judged as it is, without resolving.
 */
export async function checkHost(
  host: string,
  resolve: Resolver,
  options: CheckHostOptions = {},
): Promise<HostCheck> {
  let addresses: ResolvedAddress[]
  if (classifyAddress(host) !== 'invalid') {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }]
  } else {
    addresses = await resolve(host).catch(() => [])
    if (addresses.length === 0) return { ok: false, problem: 'unresolvable' }
  }
  if (!options.allowAnyAddress) {
    for (const { address } of addresses) {
      const cls = classifyAddress(address)
      if (cls !== 'public') return { ok: false, problem: 'not-public', address, cls }
    }
  }
  return { ok: true, address: addresses[0]! }
}

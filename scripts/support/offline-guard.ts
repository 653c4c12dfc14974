/**
 * Keeps a tool that reaches for the internet on its own (electronegativity
 * asks for translations and Electron release data) on this machine: every
 * connection or name lookup that would leave it fails at once with
 * ERR_OFFLINE_GUARD, before any packet or DNS query is sent. Loopback
 * (127.0.0.0/8, ::1, localhost) and local sockets pass. The error code is one
 * no HTTP client retries on, so a refused request costs no back-off delay.
 *
 * The hook is the socket's connect(): http, https, tls, net and the global
 * fetch all open their connections through it.
 */
import dns from 'node:dns'
import net from 'node:net'
import { classifyAddress } from '@emulator/net/address-class'

export const OFFLINE_ERROR_CODE = 'ERR_OFFLINE_GUARD'

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  return classifyAddress(name) === 'loopback'
}

export function offlineError(host: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`Network access is off here: ${host} is not a loopback address`), {
    code: OFFLINE_ERROR_CODE,
  })
}

/** Where a Socket#connect call goes: a host name, or null for a local (Unix/pipe) socket. */
export function connectTarget(args: unknown[]): string | null {
  // net.connect() hands over its already normalised [options, callback] pair.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (first !== null && typeof first === 'object') {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return null
    return typeof options.host === 'string' && options.host !== '' ? options.host : 'localhost'
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null
  return typeof args[1] === 'string' ? args[1] : 'localhost'
}

type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket
type Lookup = (hostname: string, ...rest: unknown[]) => unknown
type PromisesLookup = (hostname: string, ...rest: unknown[]) => Promise<unknown>

/** Installs the guard on this process; returns the function that takes it off again. */
export function installOfflineGuard(): () => void {
  const socketPrototype = net.Socket.prototype as unknown as { connect: Connect }
  const dnsModule = dns as unknown as { lookup: Lookup }
  const dnsPromises = dns.promises as unknown as { lookup: PromisesLookup }
  const originals = {
    connect: socketPrototype.connect,
    lookup: dnsModule.lookup,
    promisesLookup: dnsPromises.lookup,
  }

  socketPrototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = connectTarget(args)
    if (host === null || isLoopbackHost(host)) return originals.connect.apply(this, args)
    // Asynchronously, as a failed connection would: callers attach their error listeners first.
    process.nextTick(() => this.destroy(offlineError(host)))
    return this
  }
  dnsModule.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
    if (net.isIP(hostname) !== 0 || isLoopbackHost(hostname))
      return originals.lookup.call(dns, hostname, ...rest)
    const callback = rest.at(-1)
    if (typeof callback === 'function') process.nextTick(() => callback(offlineError(hostname)))
    return {}
  }
  dnsPromises.lookup = async function guardedPromisesLookup(hostname: string, ...rest: unknown[]) {
    if (net.isIP(hostname) !== 0 || isLoopbackHost(hostname))
      return originals.promisesLookup.call(dns.promises, hostname, ...rest)
    throw offlineError(hostname)
  }

  return () => {
    socketPrototype.connect = originals.connect
    dnsModule.lookup = originals.lookup
    dnsPromises.lookup = originals.promisesLookup
  }
}

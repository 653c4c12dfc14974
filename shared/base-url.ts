/**
 * The rules for a service's base address, without the workspace's schemas.
 *
 * workspace.ts builds its schemas on these; a link (links/stagehand-link.ts)
 * checks an address with them in the window's first screen, which loads no zod.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

const isLoopbackHost = (hostname: string): boolean =>
  LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname)

/** Whether an address is on this computer (the demo's emulator is, on a port of each start). */
export function isLoopbackBaseUrl(value: string): boolean {
  return URL.canParse(value) && isLoopbackHost(new URL(value).hostname)
}

/** https anywhere; plain http only on a loopback address (local emulator, tunnels). */
export function checkBaseUrl(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address such as https://api.example.com'
  }
  if (url.username || url.password) return 'The address must not contain a user name or password'
  if (url.search || url.hash) return 'The address must not contain a query (?) or fragment (#)'
  if (url.protocol === 'https:') return null
  const loopback = isLoopbackHost(url.hostname)
  if (url.protocol === 'http:' && loopback) return null
  if (url.protocol === 'http:') {
    return 'Use https:// (plain http:// is only allowed for this computer: localhost or 127.0.0.1)'
  }
  return `Unsupported address type "${url.protocol}": use https://`
}

export function normaliseBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '')
}

/** Whether two base addresses name the same service (case of the host, trailing slashes aside). */
export function sameBaseUrl(a: string, b: string): boolean {
  const href = (value: string) => {
    const normalised = normaliseBaseUrl(value)
    return URL.canParse(normalised) ? new URL(normalised).href : normalised
  }
  return href(a) === href(b)
}

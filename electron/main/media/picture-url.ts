/**
 * Which picture addresses from API data the app may fetch.
 *
 * Pictures are fetched by main and handed to the window as bytes, so a picture
 * URL in the data cannot make the app call a host of its choosing with the key,
 * nor reach this computer or its network: the workspace's own service is
 * trusted (and gets the key under its base path only); any other host must be
 * https and must not be a private, loopback or link-local address literal. Its
 * name is resolved and every address it resolves to judged before connecting
 * (picture-fetch.ts, shared/net/resolve-host.ts).
 */
import { appError } from '@shared/errors'
import { addressClassWords, classifyAddress } from '@shared/net/address-class'

export interface PictureTarget {
  url: URL
  /** The workspace's own origin: fetched whatever it resolves to (the demo is on loopback). */
  ownOrigin: boolean
  /** Under the workspace's own base path: the only addresses the API key is sent to. */
  sendKey: boolean
}

export const pictureRefused = (why: string) =>
  appError('invalid-input', `The picture was not loaded: ${why}.`)

/** The host of `url` bare: no brackets, no final dot, lower-case. */
export function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase()
}

/** The path a URL of the workspace must start with to get the key: its base path, ending in `/`. */
function basePath(own: URL): string {
  return own.pathname.endsWith('/') ? own.pathname : `${own.pathname}/`
}

/**
 * The rules for an address that is not the workspace's own (or is reached by a redirect).
 *
 * http(s), no user name or password, https only, and no name or literal that is
 * always this computer or an inside address. Throws why not.
 */
export function checkOtherHostUrl(url: URL): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw pictureRefused(`only http and https addresses are fetched, not ${url.protocol}`)
  }
  if (url.username || url.password) {
    throw pictureRefused('its address contains a user name or password')
  }
  if (url.protocol !== 'https:') {
    throw pictureRefused(`pictures from hosts other than the workspace's service must use https`)
  }
  const host = bareHost(url)
  if (host === 'localhost' || host.endsWith('.localhost')) {
    throw pictureRefused(`${host} is this computer`)
  }
  const literal = classifyAddress(host)
  if (literal !== 'invalid' && literal !== 'public') {
    throw pictureRefused(`${host} is ${addressClassWords(literal)}, not a public one`)
  }
}

/** `raw` as a fetchable picture address, or an invalid-input AppError saying why not. */
export function pictureTarget(raw: string, workspaceBaseUrl: string): PictureTarget {
  const own = new URL(workspaceBaseUrl)
  let url: URL
  try {
    // Relative addresses (the service's own `/media/...`) are read against the service.
    url = new URL(raw.trim(), own)
  } catch {
    throw pictureRefused('its address is not a valid URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw pictureRefused(`only http and https addresses are fetched, not ${url.protocol}`)
  }
  if (url.username || url.password) {
    throw pictureRefused('its address contains a user name or password')
  }
  if (url.origin === own.origin) {
    // URL parsing has resolved dot segments already, so a prefix test cannot be walked out of.
    const sendKey = `${url.pathname}/`.startsWith(basePath(own))
    return { url, ownOrigin: true, sendKey }
  }
  checkOtherHostUrl(url)
  return { url, ownOrigin: false, sendKey: false }
}

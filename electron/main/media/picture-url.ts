/**
 * Which picture addresses from API data the app may fetch. Pictures are
 * fetched by main and handed to the window as bytes, so a picture URL in the
 * data cannot make the app call a host of its choosing with the key, nor reach
 * this computer or its network: the workspace's own service is trusted (and
 * gets the key); any other host must be https and must not be a private,
 * loopback or link-local address literal (a name cannot be judged before it
 * is resolved, so only names that always mean this computer are refused).
 */
import { appError } from '../../../shared/errors'
import { classifyAddress } from '../../../shared/net/address-class'

export interface PictureTarget {
  url: URL
  /** The workspace's own service: the only address the API key is sent to. */
  ownOrigin: boolean
}

const refused = (why: string) => appError('invalid-input', `The picture was not loaded: ${why}.`)

/** `raw` as a fetchable picture address, or an invalid-input AppError saying why not. */
export function pictureTarget(raw: string, workspaceBaseUrl: string): PictureTarget {
  const own = new URL(workspaceBaseUrl)
  let url: URL
  try {
    // Relative addresses (the service's own `/media/...`) are read against the service.
    url = new URL(raw.trim(), own)
  } catch {
    throw refused('its address is not a valid URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refused(`only http and https addresses are fetched, not ${url.protocol}`)
  }
  if (url.username || url.password) throw refused('its address contains a user name or password')
  if (url.origin === own.origin) return { url, ownOrigin: true }
  if (url.protocol !== 'https:') {
    throw refused(`pictures from hosts other than the workspace's service must use https`)
  }
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) {
    throw refused(`${host} is this computer`)
  }
  const literal = classifyAddress(host)
  if (literal !== 'invalid' && literal !== 'public') {
    throw refused(`${host} is a ${literal} address, not a public one`)
  }
  return { url, ownOrigin: false }
}

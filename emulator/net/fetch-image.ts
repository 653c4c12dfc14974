/**
 * Downloads an `imageUrl` under the rules of the API's 422 codes.
 *
 * http(s) only (INVALID_URL), the host must resolve (UNRESOLVABLE), and every
 * resolved address must be public (PRIVATE_ADDRESS) unless the configuration
 * allows the host. The connection goes to the address that was checked (the
 * app's own pinned GET, shared/node/pinned-get.ts), so a second DNS answer
 * cannot swap in an internal address.
 * Redirects are followed by hand, at most 3, each hop checked again; the body
 * is capped while it streams.
 */
import { concatBytes } from '@shared/images/bytes'
import { checkHost, type Resolver } from '@shared/net/resolve-host'
import { pinnedGet, systemResolver } from '@shared/node/pinned-get'

/** Resolves a hostname to its addresses (node:dns lookup shape). Injectable for tests. */
export type { Resolver }

/** The system's resolver, as the app's pictures use it. */
export const defaultResolver: Resolver = systemResolver

export type UrlRejection = 'INVALID_URL' | 'PRIVATE_ADDRESS' | 'UNRESOLVABLE'

/** The URL is refused before (or instead of) downloading: 422 with `code`. */
export class ImageUrlRejected extends Error {
  constructor(
    readonly code: UrlRejection,
    message: string,
  ) {
    super(message)
  }
}

/** The download itself failed (status, size, timeout, redirects): 400. */
export class ImageDownloadFailed extends Error {}

export interface FetchImageOptions {
  allowHosts: ReadonlySet<string>
  resolve: Resolver
  maxBytes: number
  maxRedirects?: number
  timeoutMs?: number
}

export interface CheckedUrl {
  url: URL
  address: string
  family: 4 | 6
}

export async function checkImageUrl(raw: string, opts: FetchImageOptions): Promise<CheckedUrl> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ImageUrlRejected('INVALID_URL', `imageUrl "${raw}" is not a valid absolute URL.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImageUrlRejected(
      'INVALID_URL',
      `imageUrl must use http or https, not ${url.protocol.replace(':', '')}.`,
    )
  }
  if (url.username || url.password) {
    throw new ImageUrlRejected('INVALID_URL', 'imageUrl must not contain a user name or password.')
  }
  // WHATWG URL parsing has already normalized numeric hosts (http://2130706433/ → 127.0.0.1).
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (!host) throw new ImageUrlRejected('INVALID_URL', 'imageUrl has no host.')
  const checked = await checkHost(host, opts.resolve, {
    allowAnyAddress: opts.allowHosts.has(host),
  })
  if (!checked.ok && checked.problem === 'unresolvable') {
    throw new ImageUrlRejected('UNRESOLVABLE', `The host "${host}" of imageUrl does not resolve.`)
  }
  if (!checked.ok) {
    throw new ImageUrlRejected(
      'PRIVATE_ADDRESS',
      `The host "${host}" of imageUrl resolves to ${checked.address} (${checked.cls}); only public addresses are fetched.`,
    )
  }
  return { url, ...checked.address }
}

interface Hop {
  status: number
  location: string | undefined
  bytes: Uint8Array
  contentType: string
}

async function requestOnce(target: CheckedUrl, opts: FetchImageOptions): Promise<Hop> {
  const failed = (e: unknown) =>
    new ImageDownloadFailed(`Downloading imageUrl failed: ${(e as Error).message}`)
  let res: Response
  try {
    res = await pinnedGet(target, {
      headers: { accept: 'image/*', 'user-agent': 'StagehandEmulator/1.0' },
      idleTimeoutMs: opts.timeoutMs ?? 10_000,
    })
  } catch (e) {
    throw failed(e)
  }
  const status = res.status
  if (status >= 300 && status < 400) {
    await res.body?.cancel()
    const location = res.headers.get('location') ?? undefined
    return { status, location, bytes: new Uint8Array(0), contentType: '' }
  }
  if (status < 200 || status >= 300) {
    await res.body?.cancel()
    throw new ImageDownloadFailed(`Downloading imageUrl failed: the server answered ${status}.`)
  }
  const tooBig = () =>
    new ImageDownloadFailed(
      `The image at imageUrl is larger than ${opts.maxBytes} bytes (4 MiB), the upload limit.`,
    )
  if (Number(res.headers.get('content-length')) > opts.maxBytes) {
    await res.body?.cancel()
    throw tooBig()
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = res.body?.getReader()
  while (reader) {
    const part = await reader.read().catch((e: unknown) => {
      throw failed(e)
    })
    if (part.done) break
    total += part.value.length
    if (total > opts.maxBytes) {
      await reader.cancel()
      throw tooBig()
    }
    chunks.push(part.value)
  }
  return {
    status,
    location: undefined,
    bytes: concatBytes(chunks),
    contentType: res.headers.get('content-type') ?? '',
  }
}

/** Checks and downloads; throws ImageUrlRejected (422) or ImageDownloadFailed (400). */
export async function downloadImage(raw: string, opts: FetchImageOptions): Promise<Uint8Array> {
  const maxRedirects = opts.maxRedirects ?? 3
  let current = raw
  for (let hop = 0; ; hop++) {
    let checked: CheckedUrl
    try {
      checked = await checkImageUrl(current, opts)
    } catch (e) {
      // Say that the refused address came from a redirect, or the message would puzzle.
      if (hop > 0 && e instanceof ImageUrlRejected) {
        throw new ImageUrlRejected(e.code, `imageUrl redirected to ${current}: ${e.message}`)
      }
      throw e
    }
    const res = await requestOnce(checked, opts)
    if (res.status >= 300 && res.status < 400) {
      if (!res.location) {
        throw new ImageDownloadFailed(`imageUrl answered ${res.status} without a Location header.`)
      }
      if (hop >= maxRedirects) {
        throw new ImageDownloadFailed(`imageUrl redirected more than ${maxRedirects} times.`)
      }
      current = new URL(res.location, checked.url).href
      continue
    }
    return res.bytes
  }
}

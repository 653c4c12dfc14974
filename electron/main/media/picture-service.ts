/**
 * Pictures named in API data (attendee avatars), fetched by main for the
 * window, which shows them from blob: URLs: the window's CSP allows no remote
 * image source, so a picture URL cannot turn the app into a beacon. The
 * address rules are in picture-url.ts; here: size cap, image sniffing, the
 * key for the workspace's own service only, and a small in-memory cache.
 */
import { AppError, appError } from '../../../shared/errors'
import { inspectImage, isVeryLarge } from '../../../shared/images/precheck'
import { sniff } from '../../../shared/images/sniff'
import type { Picture } from '../../../shared/ipc/channels/media'
import type { ImageFormat } from '../../../shared/images/types'
import type { ApiClientConfig, FetchLike } from '../api/http-client'
import { readCapped } from '../../../shared/net/read-capped'
import { pictureTarget } from './picture-url'

/** An upload may be 4 MiB; a little more for what the service adds when it stores one. */
export const MAX_PICTURE_BYTES = 4 * 1024 * 1024 + 64 * 1024
const CACHE_ENTRIES = 64
const TIMEOUT_MS = 15_000

const CONTENT_TYPES: Record<ImageFormat, Picture['contentType']> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
}

export interface PictureServiceDeps {
  fetch: FetchLike
  /** The workspace's address and key (the key goes to that address only). */
  clientConfig(workspaceId: string): Promise<ApiClientConfig>
  cacheEntries?: number
  timeoutMs?: number
}

const failed = (why: string, extra: { status?: number; retryable?: boolean } = {}) =>
  appError('invalid-response', `The picture could not be loaded: ${why}.`, extra)

/** The body, read up to `max` bytes; a longer body is refused without reading the rest. */
async function readBodyCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'))
  const bytes = declared > max ? null : await readCapped(response.body?.getReader(), max)
  if (bytes === null) throw failed(`it is larger than ${max} bytes`)
  return bytes
}

export function createPictureService(deps: PictureServiceDeps) {
  const capacity = deps.cacheEntries ?? CACHE_ENTRIES
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recent.
  const cache = new Map<string, Picture>()

  function remember(key: string, picture: Picture): void {
    cache.delete(key)
    cache.set(key, picture)
    while (cache.size > capacity) cache.delete(cache.keys().next().value as string)
  }

  async function download(
    workspaceId: string,
    raw: string,
    signal?: AbortSignal,
  ): Promise<Picture> {
    const config = await deps.clientConfig(workspaceId)
    const target = pictureTarget(raw, config.baseUrl)
    const timeout = AbortSignal.timeout(deps.timeoutMs ?? TIMEOUT_MS)
    const headers: Record<string, string> = { Accept: 'image/png, image/jpeg, image/gif' }
    if (target.ownOrigin) headers.Authorization = config.apiKey
    let response: Response
    try {
      response = await deps.fetch(target.url.href, {
        method: 'GET',
        headers,
        // A redirect could lead anywhere, past the address rules: a picture behind one is not shown.
        redirect: 'error',
        credentials: 'omit',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch {
      if (signal?.aborted) throw appError('cancelled', 'The operation was cancelled.')
      throw appError('network', `The picture at ${target.url.host} could not be reached.`, {
        retryable: true,
      })
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw failed(`the server answered ${response.status}`, {
        status: response.status,
        retryable: response.status >= 500,
      })
    }
    const bytes = await readBodyCapped(response, MAX_PICTURE_BYTES)
    const sniffed = sniff(bytes)
    if (sniffed.kind !== 'accepted') {
      const found = sniffed.kind === 'other' && sniffed.label ? ` (found: ${sniffed.label})` : ''
      throw failed(`it is not a PNG, JPEG or GIF image${found}`)
    }
    // A few MB can hold a picture of hundreds of megapixels: the window would need
    // gigabytes to show it, so it gets the initials instead.
    const header = inspectImage(bytes, { deep: false })
    if (header.ok && isVeryLarge(header.info.width, header.info.height)) {
      const { width, height } = header.info
      throw failed(`at ${width}×${height} px it is too large to show here`)
    }
    return { bytes, contentType: CONTENT_TYPES[sniffed.format] }
  }

  return {
    /** The picture at `url` (absolute, or relative to the service) for the workspace's window. */
    async picture(workspaceId: string, url: string, signal?: AbortSignal): Promise<Picture> {
      const key = `${workspaceId}\n${url.trim()}`
      const cached = cache.get(key)
      if (cached) {
        remember(key, cached)
        return cached
      }
      try {
        const picture = await download(workspaceId, url, signal)
        remember(key, picture)
        return picture
      } catch (error) {
        if (error instanceof AppError) throw error
        throw failed('reading it failed', { retryable: true })
      }
    },
    /** Forgets every picture (a workspace's address or key changed). */
    clear(): void {
      cache.clear()
    },
  }
}

export type PictureService = ReturnType<typeof createPictureService>

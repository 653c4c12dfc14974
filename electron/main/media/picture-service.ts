/**
 * Pictures named in API data (attendee avatars, speaker pictures), fetched by main for the window.
 *
 * The window shows them from blob: URLs: the window's CSP allows no remote
 * image source, so a picture URL cannot turn the app into a beacon. The address
 * rules are in picture-url.ts and picture-fetch.ts; here: a few requests at
 * once, nothing sent for a workspace whose address or key changed since the
 * picture was asked for, size cap, image sniffing, and a small in-memory cache.
 */
import { AppError, appError } from '@shared/errors'
import { inspectImage, isVeryLarge } from '@shared/images/precheck'
import { sniff } from '@shared/images/sniff'
import { CONTENT_TYPES } from '@shared/images/types'
import type { Picture } from '@shared/ipc/channels/media'
import type { Resolver } from '@shared/net/resolve-host'
import type { ApiClientConfig, FetchLike } from '../api/http-client'
import { readCapped } from '@shared/net/read-capped'
import { pinnedGet, systemResolver, type PinnedGet } from '@shared/node/pinned-get'
import { pictureFailed as failed, requestPicture } from './picture-fetch'
import { createLimiter, PICTURES_AT_ONCE } from './picture-limiter'
import { pictureTarget } from './picture-url'

/** An upload may be 4 MiB; a little more for what the service adds when it stores one. */
export const MAX_PICTURE_BYTES = 4 * 1024 * 1024 + 64 * 1024
const CACHE_ENTRIES = 64
const TIMEOUT_MS = 15_000

export interface PictureServiceDeps {
  /** The app's fetch, for the workspace's own service. */
  fetch: FetchLike
  /** The workspace's address and key (the key goes under that address only). */
  clientConfig(workspaceId: string): Promise<ApiClientConfig>
  /** Resolves other hosts' names before they are judged (the system's by default). */
  resolve?: Resolver
  /** Connects to another host at the address checked (node:http(s) by default). */
  connect?: PinnedGet
  cacheEntries?: number
  timeoutMs?: number
  /** Requests at once; the others wait. */
  atOnce?: number
}

/** The body, read up to `max` bytes; a longer body is refused without reading the rest. */
async function readBodyCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'))
  const bytes = declared > max ? null : await readCapped(response.body?.getReader(), max)
  if (bytes === null) throw failed(`it is larger than ${max} bytes`)
  return bytes
}

/** What a request was planned with: when either changes, nothing planned before is sent. */
const sameWorkspace = (a: ApiClientConfig, b: ApiClientConfig) =>
  a.baseUrl === b.baseUrl && a.apiKey === b.apiKey

/**
 * Why a picture's server did not send it, in an organizer's words.
 *
 * The status itself stays in the error's details.
 */
function notSentWhy(status: number): string {
  if (status === 404 || status === 410) return 'there is no picture at that address'
  if (status === 401 || status === 403) return 'its server refused to send it'
  if (status >= 500) return 'its server had a problem; it may work later'
  return 'its server did not send it'
}

const changed = () =>
  appError(
    'cancelled',
    "The picture was not loaded: the workspace's address or key changed while it waited.",
  )

export function createPictureService(deps: PictureServiceDeps) {
  const capacity = deps.cacheEntries ?? CACHE_ENTRIES
  const fetchDeps = {
    fetch: deps.fetch,
    resolve: deps.resolve ?? systemResolver,
    connect: deps.connect ?? pinnedGet,
  }
  const limiter = createLimiter(deps.atOnce ?? PICTURES_AT_ONCE)
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recent.
  const cache = new Map<string, Picture>()
  /** The address and key each workspace's cached pictures were fetched with. */
  const cachedWith = new Map<string, ApiClientConfig>()

  function remember(key: string, picture: Picture): void {
    cache.delete(key)
    cache.set(key, picture)
    while (cache.size > capacity) cache.delete(cache.keys().next().value as string)
  }

  /** Forgets a workspace's pictures once its address or key is no longer the one they came with. */
  function forgetIfChanged(workspaceId: string, config: ApiClientConfig): void {
    const before = cachedWith.get(workspaceId)
    if (before && sameWorkspace(before, config)) return
    cachedWith.set(workspaceId, config)
    for (const key of [...cache.keys()]) {
      if (key.startsWith(`${workspaceId}\n`)) cache.delete(key)
    }
  }

  async function download(
    workspaceId: string,
    config: ApiClientConfig,
    raw: string,
    signal?: AbortSignal,
  ): Promise<Picture> {
    const target = pictureTarget(raw, config.baseUrl)
    return limiter.run(async () => {
      // It may have waited: a request planned for the old address or key is dropped.
      if (!sameWorkspace(config, await deps.clientConfig(workspaceId))) throw changed()
      const timeout = AbortSignal.timeout(deps.timeoutMs ?? TIMEOUT_MS)
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout
      let response: Response
      try {
        response = await requestPicture(target, config, fetchDeps, both)
      } catch (error) {
        if (signal?.aborted) throw appError('cancelled', 'The operation was cancelled.')
        throw error
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw failed(notSentWhy(response.status), {
          status: response.status,
          retryable: response.status >= 500,
        })
      }
      return readPicture(await readBodyCapped(response, MAX_PICTURE_BYTES))
    }, signal)
  }

  return {
    /** The picture at `url` (absolute, or relative to the service) for the workspace's window. */
    async picture(workspaceId: string, url: string, signal?: AbortSignal): Promise<Picture> {
      const config = await deps.clientConfig(workspaceId)
      forgetIfChanged(workspaceId, config)
      const key = `${workspaceId}\n${url.trim()}`
      const cached = cache.get(key)
      if (cached) {
        remember(key, cached)
        return cached
      }
      try {
        const picture = await download(workspaceId, config, url, signal)
        // Fetched for an address or key that has changed since: not shown, not kept.
        if (!sameWorkspace(config, await deps.clientConfig(workspaceId))) throw changed()
        remember(key, picture)
        return picture
      } catch (error) {
        if (error instanceof AppError) throw error
        throw failed('reading it failed', { retryable: true })
      }
    },
    /** Forgets every picture. */
    clear(): void {
      cache.clear()
      cachedWith.clear()
    },
  }
}

/** The checked picture in `bytes`: a PNG, JPEG or GIF small enough to show. */
function readPicture(bytes: Uint8Array<ArrayBuffer>): Picture {
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

export type PictureService = ReturnType<typeof createPictureService>

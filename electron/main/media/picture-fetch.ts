/**
 * The request for one picture, under the address rules of picture-url.ts.
 *
 * The workspace's own origin goes through the app's fetch, as the API does
 * (the user chose that address; the demo's is on loopback), with the key
 * under its base path only and no redirect followed. Any other host is
 * resolved first and refused unless every address it resolves to is public;
 * the connection then goes to the address checked (shared/node/pinned-get.ts). Its
 * redirects are followed by hand, at most three, each target judged again
 * as another host, without the key.
 */
import { AppError, appError } from '@shared/errors'
import { addressClassWords } from '@shared/net/address-class'
import { checkHost, type Resolver } from '@shared/net/resolve-host'
import type { ApiClientConfig, FetchLike } from '../api/http-client'
import type { PinnedGet } from '@shared/node/pinned-get'
import { bareHost, checkOtherHostUrl, pictureRefused, type PictureTarget } from './picture-url'

export const MAX_REDIRECTS = 3
const ACCEPT = 'image/png, image/jpeg, image/gif'

export interface PictureFetchDeps {
  /** The app's fetch, for the workspace's own origin. */
  fetch: FetchLike
  resolve: Resolver
  connect: PinnedGet
}

export const pictureFailed = (
  why: string,
  extra: { status?: number; retryable?: boolean } = {},
): AppError => appError('invalid-response', `The picture could not be loaded: ${why}.`, extra)

const unreachable = (host: string, why: string) =>
  appError('network', `The picture at ${host} could not be reached${why}.`, { retryable: true })

/** One request to another host, at the address its check chose; refused before connecting. */
async function getOtherHost(url: URL, deps: PictureFetchDeps, signal: AbortSignal) {
  const host = bareHost(url)
  const checked = await checkHost(host, deps.resolve)
  if (!checked.ok && checked.problem === 'unresolvable') {
    throw unreachable(host, ': its name does not resolve')
  }
  if (!checked.ok) {
    throw pictureRefused(
      `${host} resolves to ${checked.address}, ${addressClassWords(checked.cls)}, not a public one`,
    )
  }
  return deps.connect({ url, ...checked.address }, { headers: { Accept: ACCEPT }, signal })
}

function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from)
  } catch {
    throw pictureFailed('it was redirected to an address that is not a valid URL')
  }
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status)

/** The answer for `target`, redirects followed; network failures are AppErrors. */
export async function requestPicture(
  target: PictureTarget,
  config: ApiClientConfig,
  deps: PictureFetchDeps,
  signal: AbortSignal,
): Promise<Response> {
  try {
    if (target.ownOrigin) {
      const headers: Record<string, string> = { Accept: ACCEPT }
      if (target.sendKey) headers.Authorization = config.apiKey
      return await deps.fetch(target.url.href, {
        method: 'GET',
        headers,
        // A redirect of the service's own would leave the rules above: not followed.
        redirect: 'error',
        credentials: 'omit',
        signal,
      })
    }
    let url = target.url
    for (let hop = 0; ; hop++) {
      const response = await getOtherHost(url, deps, signal)
      const location = response.headers.get('location')
      if (!isRedirect(response.status) || !location) return response
      await response.body?.cancel()
      if (hop >= MAX_REDIRECTS) {
        throw pictureFailed(`it was redirected more than ${MAX_REDIRECTS} times`)
      }
      url = redirectTarget(location, url)
      checkOtherHostUrl(url)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreachable(target.url.host, '')
  }
}

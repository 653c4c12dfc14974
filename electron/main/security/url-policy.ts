/**
 * Every decision the Electron shell takes on a URL, as plain functions of strings.
 *
 * No Electron here, so each rule is unit-tested on real URLs.
 *
 * The app scheme is compared by protocol and host, never by `URL.origin`:
 * WHATWG URL parsing (Node's and Chromium's) gives the origin `"null"` for
 * any scheme it does not know as special, `app:` included, so an origin
 * comparison refuses everything or, worse, matches other opaque origins.
 */

export const APP_SCHEME = 'app'
export const APP_HOST = 'stagehand'
export const APP_BASE_URL = `${APP_SCHEME}://${APP_HOST}/`
export const APP_ENTRY_URL = `${APP_BASE_URL}index.html`

function parse(url: string | null | undefined): URL | null {
  if (!url) return null
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** A URL of the app itself: `app://stagehand/…`, with no port, user or password. */
export function isAppUrl(url: string | null | undefined): boolean {
  const parsed = parse(url)
  return (
    parsed !== null &&
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === ''
  )
}

/**
 * The origin of the Vite dev server (`npm run dev`).
 *
 * Null when the given address is not an http(s) URL. http and https are special schemes, so
 * their `origin` is the real scheme+host+port triple.
 */
export function devServerOrigin(devRendererUrl: string | null | undefined): string | null {
  const parsed = parse(devRendererUrl)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null
  return parsed.origin
}

/** Whether a document at `url` is the app: its own scheme, or (unpackaged runs only) the dev server. */
export function isAppDocument(
  url: string | null | undefined,
  devRendererUrl: string | null,
): boolean {
  if (isAppUrl(url)) return true
  const devOrigin = devServerOrigin(devRendererUrl)
  if (devOrigin === null) return false
  const parsed = parse(url)
  return (
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.origin === devOrigin
  )
}

export interface SenderFacts {
  /** The URL of the frame that sent the IPC message (null when the frame is gone). */
  frameUrl: string | null | undefined
  /** The sender is the main frame of its page, not an iframe. */
  isMainFrame: boolean
  /** The sender's webContents is our window's. */
  sameWebContents: boolean
  /** The dev server address, passed only in unpackaged runs. */
  devRendererUrl: string | null
}

/** Only our window's main frame showing the app may call into the main process. */
export function isTrustedSender(facts: SenderFacts): boolean {
  return (
    facts.sameWebContents &&
    facts.isMainFrame &&
    isAppDocument(facts.frameUrl, facts.devRendererUrl)
  )
}

/** The window may navigate (or be redirected) only within the app itself. */
export function isAllowedNavigation(url: string, devRendererUrl: string | null): boolean {
  return isAppDocument(url, devRendererUrl)
}

/** The URL to open in the user's browser for a link or `window.open`: https only, else nothing. */
export function externalLinkTarget(url: string): string | null {
  const parsed = parse(url)
  if (!parsed || parsed.protocol !== 'https:' || parsed.hostname === '') return null
  if (parsed.username !== '' || parsed.password !== '') return null
  return parsed.href
}

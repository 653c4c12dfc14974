/**
 * Which file of the built renderer an `app://stagehand/…` request may read.
 *
 * The protocol handler serves nothing else: other hosts are unknown, and a
 * path that could leave the renderer folder is refused whatever encoding
 * hides it (`..%2f`, `%2e%2e`, double encoding, backslashes, NUL, drive
 * letters). Percent-decoding happens once, here; whatever still looks
 * encoded afterwards is refused rather than decoded again.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { APP_HOST, APP_SCHEME } from './url-policy'

export type AppAsset = { ok: true; file: string } | { ok: false; status: 403 | 404; reason: string }

/** Two dots, each plain or percent-encoded, anywhere in the path. */
const DOT_DOT = /(?:\.|%2e)(?:\.|%2e)/i

const refused = (reason: string): AppAsset => ({ ok: false, status: 403, reason })

/** A path segment that names a file or folder inside the root and nothing more. */
function unsafeSegment(segment: string): string | null {
  if (segment === '') return 'empty path segment'
  if (segment === '.' || segment === '..') return 'dot segment'
  if (segment.includes('\\')) return 'backslash'
  if (segment.includes('\0')) return 'NUL byte'
  if (segment.includes('%')) return 'still percent-encoded after decoding'
  // A drive letter or an alternate data stream on Windows.
  if (segment.includes(':')) return 'colon'
  return null
}

export function resolveAppAsset(rootDir: string, requestUrl: string): AppAsset {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return refused('not a URL')
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username || url.password)
    return { ok: false, status: 404, reason: 'not the app host' }

  // The URL parser silently folds `..`, `.%2e` and `%2e%2e` segments; a request
  // that carried one is refused before that folding can hide it.
  const rawRequestPath = requestUrl.split(/[?#]/, 1)[0] ?? ''
  if (DOT_DOT.test(rawRequestPath)) return refused('dot-dot segment')

  const rawPath = url.pathname === '/' || url.pathname === '' ? '/index.html' : url.pathname
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return refused('malformed percent-encoding')
  }
  if (!decoded.startsWith('/')) return refused('relative path')
  const segments = decoded.slice(1).split('/')
  for (const segment of segments) {
    const problem = unsafeSegment(segment)
    if (problem) return refused(problem)
  }

  const root = resolve(rootDir)
  const file = join(root, ...segments)
  // Belt and braces: whatever the checks above missed, the file must lie inside the root.
  const inside = relative(root, file)
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    return refused('outside the renderer folder')
  return { ok: true, file }
}

/**
 * The renderer is served from `app://stagehand/` rather than file://, so it
 * has a real origin, a CSP header on every response, and no access to the
 * rest of the file system.
 */
import { net, protocol } from 'electron'
import { join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { rendererCsp } from '../security/csp'

export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://stagehand`

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
}

export function serveRenderer(rendererDir: string): void {
  const root = normalize(rendererDir + sep)
  const csp = rendererCsp(rendererDir)
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== 'stagehand') return new Response('Not found', { status: 404 })
    const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)
    const file = normalize(join(root, relative))
    if (!file.startsWith(root)) return new Response('Forbidden', { status: 403 })
    const response = await net.fetch(pathToFileURL(file).toString())
    const headers = new Headers(response.headers)
    headers.set('Content-Security-Policy', csp)
    headers.set('X-Content-Type-Options', 'nosniff')
    return new Response(response.body, { status: response.status, headers })
  })
}

/**
 * The renderer is served from `app://stagehand/` rather than file://, so it
 * has a real origin, a CSP header on every response, and no access to the
 * rest of the file system (../security/app-asset.ts decides which file).
 */
import { net, protocol } from 'electron'
import { pathToFileURL } from 'node:url'
import { resolveAppAsset } from '../security/app-asset'
import { rendererCsp } from '../security/csp'
import { APP_SCHEME } from '../security/url-policy'

/**
 * Must run before app 'ready'.
 *
 * `codeCache` lets V8 keep the renderer's compiled scripts between starts,
 * as Chromium does for a web page; without it every start compiles them
 * afresh (docs/architecture.md, "The window's data layer", has the figures).
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ])
}

export function serveRenderer(rendererDir: string): void {
  const csp = rendererCsp(rendererDir)
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405 })
    const asset = resolveAppAsset(rendererDir, request.url)
    if (!asset.ok)
      return new Response(asset.status === 404 ? 'Not found' : 'Forbidden', {
        status: asset.status,
      })
    let response: Response
    try {
      response = await net.fetch(pathToFileURL(asset.file).toString())
    } catch {
      // net.fetch rejects for a file that does not exist.
      return new Response('Not found', { status: 404 })
    }
    const headers = new Headers(response.headers)
    headers.set('Content-Security-Policy', csp)
    headers.set('X-Content-Type-Options', 'nosniff')
    return new Response(response.body, { status: response.status, headers })
  })
}

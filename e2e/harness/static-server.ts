/**
 * Serves the built renderer (out/renderer) on a loopback port with the same
 * Content-Security-Policy the Electron protocol handler sends, and the calls
 * of harnesses attached to pages it serves (invoke-route.ts).
 *
 * A spec may add test tools (axe-core) under /__tools/: same-origin, so the
 * page's policy lets them load as scripts, and kept by the browser like the
 * app's own assets.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { rendererCsp } from '@main/security/csp'
import { INVOKE_PATH, invokeHandler, setServed } from './invoke-route'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A call of the page's bridge: only a POST under a registered token reaches a core. */
async function invoke(path: string, request: IncomingMessage, response: ServerResponse) {
  const handler = invokeHandler(path.slice(INVOKE_PATH.length))
  if (request.method !== 'POST' || !handler) {
    response.writeHead(404).end('not found')
    return
  }
  const answer = await handler(await readBody(request))
  response
    .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(answer)
}

/** Where test tools are served; a tool's name carries its version, as an asset's carries its content. */
export const TOOLS_PATH = '/__tools/'

/**
 * How long the browser may keep a file.
 *
 * The build names each asset after its content, as a web host would serve it: a
 * page that loads the app again (the accessibility spec, once a screen) then
 * reuses the script it compiled, not 1 MB parsed anew. The page itself is never
 * kept, so a new build is always the one loaded. A test tool is kept too: the
 * accessibility spec loads axe-core once a screen, compiled once.
 */
export function cachePolicy(path: string): string {
  return /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(path) || path.startsWith(TOOLS_PATH)
    ? 'public, max-age=31536000, immutable'
    : 'no-store'
}

export interface StaticOptions {
  /** Test tools by name (with its version), each the path of a file on disk. */
  tools?: Record<string, string>
}

export async function serveStatic(dir: string, options: StaticOptions = {}): Promise<StaticServer> {
  const root = normalize(dir + sep)
  const csp = rendererCsp(dir)
  const tools = new Map(Object.entries(options.tools ?? {}))
  const fileFor = (path: string): string | null => {
    if (path.startsWith(TOOLS_PATH)) return tools.get(path.slice(TOOLS_PATH.length)) ?? null
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    return file.startsWith(root) ? file : null
  }
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
      if (path.startsWith(INVOKE_PATH)) {
        await invoke(path, request, response).catch(() => {
          if (!response.headersSent) response.writeHead(500)
          response.end()
        })
        return
      }
      const file = fileFor(path)
      const info = file ? await stat(file).catch(() => null) : null
      if (!file || !info?.isFile()) {
        response.writeHead(404).end('not found')
        return
      }
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': csp,
        'Cache-Control': cachePolicy(path),
      })
      createReadStream(file).pipe(response)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  setServed(url, true)
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        setServed(url, false)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

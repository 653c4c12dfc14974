/**
 * The renderer's Content-Security-Policy has one source.
 *
 * The meta tag of renderer/index.html. The Electron protocol handler and the
 * test harness send the same policy as a header, read from the built page.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function cspFromHtml(html: string): string {
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)
  if (!match?.[1]) throw new Error('renderer/index.html has no Content-Security-Policy meta tag')
  return match[1]
}

export function rendererCsp(rendererDir: string): string {
  return cspFromHtml(readFileSync(join(rendererDir, 'index.html'), 'utf8'))
}

/**
 * The renderer's Content-Security-Policy allows inline <style> only by hash.
 * sonner injects its stylesheet at run time; if an upgrade changes it, the
 * hash in index.html must follow (the styles still load from the imported
 * CSS file, but the console shows a CSP violation).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8')
const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? ''
const directive = (name: string): string[] =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? []

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('renderer CSP', () => {
  it('is strict: no unsafe-inline or unsafe-eval anywhere', () => {
    expect(csp).not.toBe('')
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(directive('script-src')).toEqual(["'self'"])
    expect(directive('object-src')).toEqual(["'none'"])
    expect(directive('base-uri')).toEqual(["'none'"])
    expect(directive('form-action')).toEqual(["'none'"])
  })

  it('loads no image from another host: pictures come from main as blob: URLs', () => {
    // A remote (or loopback) image source would let a picture URL in API data
    // make the window call any host: a tracking beacon, or a local port.
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    for (const source of directive('img-src')) {
      expect(source).not.toMatch(/^(https?:|\*|http|ws)/)
    }
    expect(directive('default-src')).toEqual(["'self'"])
  })

  it("allows sonner's injected stylesheet by its hash", () => {
    const require = createRequire(import.meta.url)
    const entry = require.resolve('sonner').replace(/index\.js$/, 'index.mjs')
    const source = readFileSync(entry, 'utf8')
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
    expect(literal, 'sonner no longer injects CSS this way: review the CSP').toBeDefined()
    const css = JSON.parse(literal ?? '""') as string
    expect(directive('style-src')).toContain(sha256(css))
    expect(directive('style-src')).toContain(sha256(''))
  })
})

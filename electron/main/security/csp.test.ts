import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { cspFromHtml, rendererCsp } from './csp'

describe('renderer CSP source', () => {
  it('reads the policy of renderer/index.html, the one source for header and meta', () => {
    const csp = rendererCsp(resolve(import.meta.dirname, '../../../renderer'))
    expect(csp).toMatch(/^default-src 'self'/)
    expect(csp).toContain("script-src 'self'")
  })
  it('refuses a page without a policy rather than serving it unprotected', () => {
    expect(() => cspFromHtml('<html><head></head></html>')).toThrow(/no Content-Security-Policy/)
  })
})

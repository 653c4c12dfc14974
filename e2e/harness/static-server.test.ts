import { describe, expect, it } from 'vitest'
import { cachePolicy } from './static-server'

describe('cachePolicy', () => {
  it('lets the browser keep an asset named after its content', () => {
    expect(cachePolicy('/assets/index-B6OWbu6Q.js')).toBe('public, max-age=31536000, immutable')
    expect(cachePolicy('/assets/image-check.worker-PsHJBqGt.js')).toMatch(/immutable/)
    expect(cachePolicy('/assets/index-BYh3oM7G.css')).toMatch(/immutable/)
  })

  it('never keeps the page, or a file whose name does not change with it', () => {
    expect(cachePolicy('/index.html')).toBe('no-store')
    expect(cachePolicy('/')).toBe('no-store')
    expect(cachePolicy('/assets/logo.svg')).toBe('no-store')
    expect(cachePolicy('/assets/sub/index-B6OWbu6Q.js')).toBe('no-store')
  })
})

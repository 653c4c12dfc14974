import { describe, expect, it } from 'vitest'
import { createObjectUrls } from './object-urls'

function registry() {
  const made: string[] = []
  const revoked: string[] = []
  const queued: (() => void)[] = []
  const urls = createObjectUrls(
    () => {
      made.push(`blob:test/${made.length + 1}`)
      return made.at(-1)!
    },
    (url) => revoked.push(url),
    (run) => queued.push(run),
  )
  const flush = () => queued.splice(0).forEach((run) => run())
  return { urls, made, revoked, flush }
}

describe('object URLs', () => {
  it('makes one URL per blob, however often it is asked for', () => {
    const { urls, made } = registry()
    const blob = new Blob(['a'])
    expect(urls.urlOf(blob)).toBe(urls.urlOf(blob))
    expect(urls.urlOf(new Blob(['b']))).not.toBe(urls.urlOf(blob))
    expect(made).toHaveLength(2)
  })

  it('revokes a URL once its last holder lets go', () => {
    const { urls, revoked, flush } = registry()
    const blob = new Blob(['a'])
    const url = urls.urlOf(blob)
    const first = urls.hold(blob)
    const second = urls.hold(blob)
    first()
    flush()
    expect(revoked).toEqual([])
    second()
    second() // a second release changes nothing
    flush()
    expect(revoked).toEqual([url])
    expect(urls.urlOf(blob)).not.toBe(url) // shown again: a fresh URL
  })

  it('keeps the URL when a holder lets go and holds again at once (StrictMode remount)', () => {
    const { urls, revoked, flush } = registry()
    const blob = new Blob(['a'])
    const url = urls.urlOf(blob)
    urls.hold(blob)()
    const again = urls.hold(blob)
    flush()
    expect(revoked).toEqual([])
    expect(urls.urlOf(blob)).toBe(url)
    again()
    flush()
    expect(revoked).toEqual([url])
  })
})

import { describe, expect, it } from 'vitest'
import {
  APP_ENTRY_URL,
  externalLinkTarget,
  isAllowedNavigation,
  isAppUrl,
  isTrustedSender,
} from './url-policy'

const DEV = 'http://localhost:5173/'

/** Our window's main frame, showing `frameUrl`. */
const mainFrameAt = (frameUrl: string | null, devRendererUrl: string | null = null) =>
  isTrustedSender({ frameUrl, isMainFrame: true, sameWebContents: true, devRendererUrl })

describe('why the app scheme is never compared by origin', () => {
  it('URL parsing gives every app:// URL the opaque origin "null"', () => {
    expect(new URL('app://stagehand/index.html').origin).toBe('null')
    expect(new URL('app://evil/index.html').origin).toBe('null')
  })
})

describe('isAppUrl', () => {
  it.each([APP_ENTRY_URL, 'app://stagehand/', 'app://stagehand/assets/index-3f2a.js?v=1#top'])(
    'accepts %s',
    (url) => expect(isAppUrl(url)).toBe(true),
  )

  it.each([
    'app://evil/index.html',
    'app://stagehand.evil.com/',
    'app://stagehand:8080/index.html',
    'app://user@stagehand/index.html',
    'app://user:pw@stagehand/index.html',
    'https://stagehand/index.html',
    'http://stagehand/',
    'file:///app/stagehand/index.html',
    'stagehand://app/index.html',
    'app:stagehand/index.html',
    'app:///stagehand/index.html',
    'about:blank',
    'data:text/html,<h1>app://stagehand/</h1>',
    'javascript:alert(1)',
    '',
    'not a url',
  ])('refuses %s', (url) => expect(isAppUrl(url)).toBe(false))
})

describe('isTrustedSender', () => {
  it('trusts our window main frame on the app page', () => {
    expect(mainFrameAt('app://stagehand/index.html')).toBe(true)
    expect(mainFrameAt('app://stagehand/index.html#/attendees')).toBe(true)
  })

  it('refuses another webContents or a subframe even on the app page', () => {
    const facts = { frameUrl: APP_ENTRY_URL, devRendererUrl: null }
    expect(isTrustedSender({ ...facts, isMainFrame: true, sameWebContents: false })).toBe(false)
    expect(isTrustedSender({ ...facts, isMainFrame: false, sameWebContents: true })).toBe(false)
  })

  it.each([
    'app://evil/index.html',
    'app://stagehand.evil.com/',
    'https://stagehand/index.html',
    'https://example.com/',
    'file:///etc/passwd',
    'about:blank',
    'data:text/html,hi',
  ])('refuses the main frame on %s', (url) => expect(mainFrameAt(url)).toBe(false))

  it('refuses a frame whose URL is unknown (navigated away or destroyed)', () => {
    expect(mainFrameAt(null)).toBe(false)
    expect(mainFrameAt('')).toBe(false)
  })

  it('trusts the dev server origin only when one is given', () => {
    expect(mainFrameAt('http://localhost:5173/index.html', DEV)).toBe(true)
    expect(mainFrameAt('http://localhost:5173/index.html', null)).toBe(false)
  })

  it('matches the dev server by exact origin, not by string prefix', () => {
    expect(mainFrameAt('http://localhost:517/', DEV)).toBe(false)
    expect(mainFrameAt('http://localhost/', DEV)).toBe(false)
    expect(mainFrameAt('https://localhost:5173/', DEV)).toBe(false)
    expect(mainFrameAt('http://localhost:5173.evil.com/', DEV)).toBe(false)
  })

  it('ignores a dev server address that is not http(s)', () => {
    expect(mainFrameAt('file:///srv/index.html', 'file:///srv/index.html')).toBe(false)
    expect(mainFrameAt('app://evil/', 'app://evil/')).toBe(false)
  })
})

describe('isAllowedNavigation', () => {
  it('allows moving within the app', () => {
    expect(isAllowedNavigation('app://stagehand/index.html#/sessions', null)).toBe(true)
  })

  it.each([
    'https://example.com/',
    'app://evil/index.html',
    'app://stagehand.evil.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://localhost:5173/',
  ])('prevents %s', (url) => expect(isAllowedNavigation(url, null)).toBe(false))

  it('allows the dev server page only in a dev run', () => {
    expect(isAllowedNavigation('http://localhost:5173/', DEV)).toBe(true)
    expect(isAllowedNavigation('http://localhost:5174/', DEV)).toBe(false)
  })
})

describe('externalLinkTarget', () => {
  it('opens https links in the browser', () => {
    expect(externalLinkTarget('https://example.com/docs?x=1')).toBe('https://example.com/docs?x=1')
  })

  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'app://stagehand/index.html',
    'javascript:alert(1)',
    'mailto:a@example.com',
    'smb://server/share',
    'ms-settings:privacy',
    'https://user:pw@example.com/',
    'https:',
    'not a url',
  ])('opens nothing for %s', (url) => expect(externalLinkTarget(url)).toBeNull())
})

describe('stagehand:// links', () => {
  // A link is only ever read by the link parser and followed inside the window
  // (docs/links.md): clicked in the page it neither loads nor leaves for the browser.
  const link =
    'stagehand://open/w1/3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b/session/S-1?service=https%3A%2F%2Fa.example'

  it('is neither a navigation of the window nor a page for the browser', () => {
    expect(isAllowedNavigation(link, null)).toBe(false)
    expect(isAllowedNavigation(link, DEV)).toBe(false)
    expect(externalLinkTarget(link)).toBeNull()
    expect(isAppUrl(link)).toBe(false)
  })
})

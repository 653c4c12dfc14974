import { describe, expect, it } from 'vitest'
import { join, resolve } from 'node:path'
import { resolveAppAsset } from './app-asset'

const root = resolve('/srv/stagehand/renderer')

describe('resolveAppAsset', () => {
  it('serves index.html for the root and files below the renderer folder', () => {
    expect(resolveAppAsset(root, 'app://stagehand/')).toEqual({
      ok: true,
      file: join(root, 'index.html'),
    })
    expect(resolveAppAsset(root, 'app://stagehand/index.html?x=1#top')).toEqual({
      ok: true,
      file: join(root, 'index.html'),
    })
    expect(resolveAppAsset(root, 'app://stagehand/assets/index-3f2a.js')).toEqual({
      ok: true,
      file: join(root, 'assets', 'index-3f2a.js'),
    })
  })

  it('decodes an ordinary escaped name once', () => {
    expect(resolveAppAsset(root, 'app://stagehand/assets/demo%20image.png')).toEqual({
      ok: true,
      file: join(root, 'assets', 'demo image.png'),
    })
  })

  it.each([
    'app://evil/index.html',
    'app://stagehand.evil.com/index.html',
    'app://stagehand:80/index.html',
    'app://user@stagehand/index.html',
    'https://stagehand/index.html',
    'file:///srv/stagehand/renderer/index.html',
  ])('does not know %s', (url) => {
    expect(resolveAppAsset(root, url)).toMatchObject({ ok: false, status: 404 })
  })

  it.each([
    'app://stagehand/..%2f..%2fetc%2fpasswd',
    'app://stagehand/assets/..%2F..%2F..%2Fetc/passwd',
    'app://stagehand/%2e%2e%2f%2e%2e%2fetc/passwd',
    'app://stagehand/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    'app://stagehand/.%2e/.%2e/etc/passwd',
    'app://stagehand/%252e%252e%252fetc%252fpasswd',
    'app://stagehand/..%252f..%252fetc/passwd',
    'app://stagehand/..\\..\\etc\\passwd',
    'app://stagehand/..%5c..%5cetc%5cpasswd',
    'app://stagehand/assets%5C..%5C..%5Cpackage.json',
    'app://stagehand/index.html%00.png',
    'app://stagehand/%00',
    'app://stagehand//etc/passwd',
    'app://stagehand/%2fetc%2fpasswd',
    'app://stagehand/C:%5cWindows%5cwin.ini',
    'app://stagehand/C:/Windows/win.ini',
    'app://stagehand/assets/.%2findex.js',
    'app://stagehand/%e0%a4%a',
  ])('refuses the traversal %s', (url) => {
    expect(resolveAppAsset(root, url)).toMatchObject({ ok: false, status: 403 })
  })

  it.each([
    'app://stagehand/../../etc/passwd',
    'app://stagehand/assets/../../../etc/passwd',
    'app://stagehand/%2e%2e/%2e%2e/etc/passwd',
    'app://stagehand/%2E%2E/etc/passwd',
    'app://stagehand/%2e./etc/passwd',
  ])('refuses %s, which the URL parser would fold into the root unnoticed', (url) => {
    expect(new URL(url).pathname).not.toMatch(/\.\.|%2e/i)
    expect(resolveAppAsset(root, url)).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses nothing for dots that are not a dot-dot segment', () => {
    expect(resolveAppAsset(root, 'app://stagehand/assets/app.min.js')).toMatchObject({ ok: true })
  })
})

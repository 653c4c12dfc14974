import { describe, expect, it } from 'vitest'
import { isPermissionGranted } from './permission-policy'

describe('isPermissionGranted', () => {
  it('lets the app page write text to the clipboard (its copy buttons)', () => {
    expect(
      isPermissionGranted('clipboard-sanitized-write', 'app://stagehand/index.html', null),
    ).toBe(true)
    // Permission checks pass the origin, which Chromium serialises without a path.
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://stagehand', null)).toBe(true)
  })

  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'fullscreen',
    'hid',
    'usb',
    'serial',
    'fileSystem',
    'unknown',
  ])('denies %s even to the app page', (permission) => {
    expect(isPermissionGranted(permission, 'app://stagehand/index.html', null)).toBe(false)
  })

  it.each(['https://example.com/', 'app://evil/', 'file:///tmp/x.html', '', null])(
    'denies the clipboard to %s',
    (url) => {
      expect(isPermissionGranted('clipboard-sanitized-write', url, null)).toBe(false)
    },
  )

  it('grants the dev server page only in a dev run', () => {
    const dev = 'http://localhost:5173/'
    expect(isPermissionGranted('clipboard-sanitized-write', 'http://localhost:5173', dev)).toBe(
      true,
    )
    expect(isPermissionGranted('clipboard-sanitized-write', 'http://localhost:5173', null)).toBe(
      false,
    )
  })
})

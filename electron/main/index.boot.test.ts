/**
 * Boots the built main bundle on the Electron stand-in.
 *
 * The bundle (out/main/index.js, from `npx electron-vite build`) is driven as
 * Electron would drive it: the window, the IPC gate, the app:// protocol and
 * the guards on the page. Launch options, second instances and window bounds:
 * index.launch.boot.test.ts.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import { cspFromHtml } from './security/csp'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const REFUSED = { name: 'AppError', data: { kind: 'internal', message: 'Refused.' } }

describe('the built main process on Electron', () => {
  let booted: BootedApp
  beforeAll(async () => {
    booted = await bootBuiltMain(stage)
  })
  afterAll(() => booted.shutdown())

  it('registers app:// as a privileged scheme before ready', () => {
    expect(booted.electron.protocol.privilegedRegistrations).toEqual([
      {
        schemes: [
          {
            scheme: 'app',
            privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
          },
        ],
        beforeReady: true,
      },
    ])
  })

  it('opens exactly one sandboxed, isolated window on app://stagehand/index.html', () => {
    const windows = booted.electron.BrowserWindow.getAllWindows()
    expect(windows).toHaveLength(1)
    expect(windows[0]?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      // Chromium's spellchecker downloads its dictionaries from Google's servers.
      spellcheck: false,
    })
    expect(booted.window.webContents.loadedUrls).toEqual(['app://stagehand/index.html'])
    expect(booted.window.webContents.mainFrame.url).toBe('app://stagehand/index.html')
  })

  it("answers calls from the window's main frame", async () => {
    const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
    await expect(stagehand.app.info()).resolves.toMatchObject({ version: '0.0.0-test' })
    await expect(stagehand.workspaces.list()).resolves.toMatchObject({ workspaces: [] })
  })

  it('refuses calls from a subframe, even one showing the app', async () => {
    const frame = booted.window.webContents.mainFrame.addChildFrame('app://stagehand/index.html')
    await expect(booted.bridgeFrom(frame).app.info()).rejects.toMatchObject(REFUSED)
  })

  it('refuses calls from another webContents showing the app', async () => {
    const other = new booted.electron.BrowserWindow({ show: false })
    await other.loadURL('app://stagehand/index.html')
    await expect(
      booted.bridgeFrom(other.webContents.mainFrame).workspaces.list(),
    ).rejects.toMatchObject(REFUSED)
    other.destroy()
  })

  it('serves index.html with the CSP header and the files of the built renderer', async () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../out/renderer/index.html'), 'utf8')
    for (const url of ['app://stagehand/index.html', 'app://stagehand/']) {
      const response = await booted.electron.protocol.request(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toBe(cspFromHtml(html))
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await response.text()).toBe(html)
    }
    const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await booted.electron.protocol.request(`app://stagehand/${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript')
    const missing = await booted.electron.protocol.request('app://stagehand/assets/missing.js')
    expect(missing.status).toBe(404)
  })

  it.each([
    'app://evil/index.html',
    'app://stagehand.evil.com/index.html',
    'app://stagehand:1/index.html',
  ])('serves nothing to another host: %s', async (url) => {
    const response = await booted.electron.protocol.request(url)
    expect(response.status).toBe(404)
  })

  // out/main sits beside out/renderer: the bundle itself is the file a traversal would read.
  it.each([
    'app://stagehand/..%2fmain%2findex.js',
    'app://stagehand/..%2Fmain%2Findex.js',
    'app://stagehand/%2e%2e%2fmain%2findex.js',
    'app://stagehand/%2E%2E%2Fmain%2Findex.js',
    'app://stagehand/%252e%252e%252fmain%252findex.js',
    'app://stagehand/..\\main\\index.js',
    'app://stagehand/..%5cmain%5cindex.js',
    'app://stagehand/index.html%00',
    'app://stagehand//etc/passwd',
    `app://stagehand/${encodeURIComponent(resolve(import.meta.dirname, '../../out/main/index.js'))}`,
  ])('refuses the traversal %s', async (url) => {
    const response = await booted.electron.protocol.request(url)
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('import')
  })

  // A Request's URL is parsed, which folds these dot segments into the root before the handler runs.
  it.each(['app://stagehand/../main/index.js', 'app://stagehand/%2e%2e/main/index.js'])(
    'finds nothing outside the renderer for %s',
    async (url) => {
      const response = await booted.electron.protocol.request(url)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('import')
    },
  )

  it('keeps the window in the app: navigations and redirects elsewhere are prevented', () => {
    const contents = booted.window.webContents
    expect(contents.navigate('app://stagehand/index.html#/attendees')).toEqual({ prevented: false })
    for (const url of [
      'https://example.com/',
      'app://evil/index.html',
      'file:///etc/passwd',
      'http://127.0.0.1:5173/',
    ]) {
      expect(contents.navigate(url), url).toEqual({ prevented: true })
      expect(contents.redirect(url), url).toEqual({ prevented: true })
    }
    expect(contents.mainFrame.url).toBe('app://stagehand/index.html#/attendees')
  })

  it('denies every new window and opens only https links in the browser', () => {
    const contents = booted.window.webContents
    const { shell } = booted.electron
    expect(contents.openWindow('https://example.com/docs')).toEqual({ action: 'deny' })
    for (const url of [
      'http://example.com/',
      'file:///etc/passwd',
      'app://stagehand/index.html',
      'javascript:alert(1)',
      'smb://server/share',
    ])
      expect(contents.openWindow(url), url).toEqual({ action: 'deny' })
    expect(shell.openedExternally).toEqual(['https://example.com/docs'])
    expect(booted.electron.BrowserWindow.getAllWindows()).toHaveLength(1)
  })

  it('denies permission requests and checks (the app page may only write the clipboard)', async () => {
    const session = booted.electron.session.defaultSession
    const page = booted.window.webContents.mainFrame
    const embedded = page.addChildFrame('https://example.com/embed')
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid']) {
      await expect(session.requestPermission(page, permission), permission).resolves.toBe(false)
      expect(session.checkPermission(page, permission), permission).toBe(false)
    }
    expect(session.checkPermission(page, 'clipboard-sanitized-write')).toBe(true)
    await expect(session.requestPermission(embedded, 'clipboard-sanitized-write')).resolves.toBe(
      false,
    )
    expect(session.checkPermission(embedded, 'clipboard-sanitized-write')).toBe(false)
  })

  it('refuses to attach a webview', () => {
    expect(booted.window.webContents.attachWebview('https://example.com/')).toEqual({
      prevented: true,
    })
  })
})

describe('a window whose page was replaced by another origin', () => {
  it('is refused once its main frame shows something else', async () => {
    const booted = await bootBuiltMain(stage)
    try {
      const contents = booted.window.webContents
      await expect(booted.bridgeFrom(contents.mainFrame).app.info()).resolves.toBeDefined()
      await contents.loadURL('https://example.com/')
      await expect(booted.bridgeFrom(contents.mainFrame).app.info()).rejects.toMatchObject(REFUSED)
      await contents.loadURL('app://evil/index.html')
      await expect(booted.bridgeFrom(contents.mainFrame).app.info()).rejects.toMatchObject(REFUSED)
    } finally {
      await booted.shutdown()
    }
  })
})

/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and hands it stagehand:// links as each system does:
 * the first start's arguments, a second start's, and macOS's 'open-url'.
 */
import { describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNEL } from '@shared/ipc/constants'
import {
  type BootedApp,
  type BootOptions,
  type Stage,
  withBootedMain,
} from '@test-support/electron-stand-in/boot'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const WS = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d'
const EVENT = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const SPEAKER = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'
const SERVICE = 'https://api.zuddl.com'
const SETTINGS = {
  version: 1,
  workspaces: [{ id: WS, name: 'Main', baseUrl: SERVICE, keyLast4: '1234', eventId: EVENT }],
  activeWorkspaceId: WS,
}
const link = (kind: string, id: string) =>
  `stagehand://open/${WS}/${EVENT}/${kind}/${id}?service=${encodeURIComponent(SERVICE)}`
const opened = (kind: string, id: string) => ({
  outcome: 'open',
  workspaceId: WS,
  eventId: EVENT,
  kind,
  id,
})

const withBootedApp = (options: BootOptions, check: (app: BootedApp) => Promise<void> | void) =>
  withBootedMain(stage, { isPackaged: true, settings: SETTINGS, ...options }, check)

/** The `links:arrived` events the window was sent. */
function arrivals(booted: BootedApp): number {
  return booted.window.webContents.sent.filter(
    (s) => s.channel === EVENT_CHANNEL && s.args[0] === 'links:arrived',
  ).length
}

describe('stagehand:// links', () => {
  it('an installed app registers itself as the handler of the scheme; a run from source does not', async () => {
    await withBootedApp({}, (booted) => {
      expect([...booted.electron.app.protocolClients.keys()]).toEqual(['stagehand'])
      expect(booted.electron.app.protocolClients.get('stagehand')).toEqual({})
    })
    await withBootedApp({ isPackaged: false }, (booted) => {
      expect(booted.electron.app.protocolClients.size).toBe(0)
    })
  })

  it('keeps the link of the first start until the window takes it, once', () =>
    withBootedApp({ argv: ['--no-sandbox', link('speaker', SPEAKER)] }, async (booted) => {
      const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
      await expect(stagehand.links.take()).resolves.toEqual({
        links: [opened('speaker', SPEAKER)],
      })
      await expect(stagehand.links.take()).resolves.toEqual({ links: [] })
    }))

  it("follows a second start's link and macOS's open-url: the window is told, restored and focused", () =>
    withBootedApp({}, async (booted) => {
      const { app } = booted.electron
      const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
      booted.window.minimize()
      app.launchSecondInstance(['/opt/Stagehand/stagehand', link('session', 'S-1')], '/home/u', {})
      expect(arrivals(booted)).toBe(1)
      expect(booted.window.isMinimized()).toBe(false)
      expect(booted.window.isFocused()).toBe(true)
      await expect(stagehand.links.take()).resolves.toEqual({ links: [opened('session', 'S-1')] })

      const focused = booted.window.calls.focus
      app.openUrl(link('location', SPEAKER))
      expect(arrivals(booted)).toBe(2)
      expect(booted.window.calls.focus).toBe(focused + 1)
      await expect(stagehand.links.take()).resolves.toEqual({
        links: [opened('location', SPEAKER)],
      })
      expect(app.listeners('open-url')).toHaveLength(1)
    }))

  it('refuses a hostile link with a sentence, and opens nothing outside the window', () =>
    withBootedApp({}, async (booted) => {
      const { app, shell } = booted.electron
      const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
      app.openUrl('javascript:alert(1)')
      app.launchSecondInstance(['stagehand', `stagehand://open/${WS}/${EVENT}/session/%2E%2E`])
      app.openUrl(
        `stagehand://open/${WS}/${EVENT}/speaker/${SPEAKER}?service=https%3A%2F%2Fx.example`,
      )
      const { links } = await stagehand.links.take()
      expect(links).toEqual([
        { outcome: 'refused', message: 'The link was not opened: it is not a stagehand:// link.' },
        { outcome: 'refused', message: 'The link was not opened: its session ID is not one.' },
        { outcome: 'refused', message: expect.stringMatching(/this computer has it at/) },
      ])
      expect(shell.openedExternally).toEqual([])
      expect(booted.window.webContents.loadedUrls).toEqual(['app://stagehand/index.html'])
    }))

  it("copies a place's link to the system clipboard", () =>
    withBootedApp({}, async (booted) => {
      const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
      const place = { workspaceId: WS, eventId: EVENT, kind: 'speaker' as const, id: SPEAKER }
      await expect(stagehand.links.copy(place)).resolves.toEqual({ link: link('speaker', SPEAKER) })
      expect(booted.electron.clipboard.readText()).toBe(link('speaker', SPEAKER))
    }))
})

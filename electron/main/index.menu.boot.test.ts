/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and uses the app menu as a person would: the Edit
 * roles, File → Recent Events after choosing events, and Help's Keyboard
 * Shortcuts, About, Show Logs Folder and Copy Diagnostics, whose text names the workspace by
 * its address and holds no key. On a Windows stand-in, the jump list lists
 * the recent events, each starting the app with the event's link.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNEL } from '@shared/ipc/constants'
import type { StagehandBridge } from '@shared/ipc/bridge'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import type { StandInJumpListItem } from '@test-support/electron-stand-in'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const KEY = `sk-MENU-${randomUUID()}+x/y-4e2d`
let emu: RunningEmulator
let booted: BootedApp
let stagehand: StagehandBridge
let workspaceId: string
/** One app booted at a time: each describe boots its own. */
function bootedWithWorkspace() {
  beforeAll(async () => {
    emu = await startTestEmulator()
    emu.state.keys.push({ key: KEY, scopes: ['READ', 'WRITE'], kind: 'backend', label: 'menu' })
    booted = await bootBuiltMain(stage)
    stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
    const saved = await stagehand.workspaces.save({
      name: 'Menu',
      baseUrl: emu.baseUrl,
      apiKey: KEY,
    })
    workspaceId = saved.id
  })
  afterAll(async () => {
    await booted.shutdown()
    await emu.close()
  })
}

const menu = () => {
  const built = booted.electron.Menu.applicationMenu
  if (!built) throw new Error('no application menu')
  return built
}

/** What the menu asked of the window (`app:menu`), in order. */
const asked = () =>
  booted.window.webContents.sent
    .filter((m) => m.channel === EVENT_CHANNEL && m.args[0] === 'app:menu')
    .map((m) => m.args[1])

function click(label: string): void {
  const item = menu().find(label)
  if (!item?.click) throw new Error(`no menu item "${label}"`)
  item.click()
}

describe('the app menu', () => {
  bootedWithWorkspace()

  it('has no jump list where Electron has none (here, not Windows)', () => {
    expect(booted.electron.app.setJumpList).toBeUndefined()
  })

  it('has every Edit role, so copy, paste and undo work in fields on macOS', () => {
    const edit = menu().find('Edit')
    expect(edit?.submenu?.flatMap((i) => (i.role ? [i.role] : []))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ])
  })

  it('asks the window for the shortcuts and About, and brings it forward', () => {
    const before = asked().length
    booted.window.blur()
    click('Keyboard Shortcuts')
    expect(booted.window.isFocused()).toBe(true)
    click('About Stagehand')
    click('Preferences…')
    expect(asked().slice(before)).toEqual([
      { command: 'shortcuts' },
      { command: 'about' },
      { command: 'preferences' },
    ])
  })

  it("shows the log file in the system's file manager", () => {
    click('Show Logs Folder')
    expect(booted.electron.shell.shownInFolder).toEqual([
      join(booted.envProfile, 'logs', 'stagehand.log'),
    ])
  })

  it('lists the events opened last under File → Recent Events and opens the one chosen', async () => {
    expect(menu().find('No recent events')).toBeDefined()
    const [first, second] = emu.events
    await stagehand.workspaces.setEvent({ workspaceId, eventId: first!.id })
    await stagehand.workspaces.setEvent({ workspaceId, eventId: second!.id })
    const recent = menu().find('Recent Events')
    expect(recent?.submenu?.map((i) => i.label)).toEqual([second!.id, first!.id])
    const before = asked().length
    click(first!.id)
    expect(asked().slice(before)).toEqual([
      { command: 'openEvent', workspaceId, eventId: first!.id },
    ])
  })

  it('copies diagnostics with the workspace address and no key, and the window says so', async () => {
    const before = asked().length
    click('Copy Diagnostics')
    const text = await vi.waitFor(() => {
      const copied = booted.electron.clipboard.readText()
      if (!copied) throw new Error('nothing copied yet')
      return copied
    })
    expect(text).toContain('Stagehand: 0.0.0-test')
    expect(text).toContain(`Workspaces: 1\n- ${emu.baseUrl}\n`)
    for (const piece of [KEY, KEY.slice(0, 16), encodeURIComponent(KEY), KEY.slice(-12)])
      expect(text).not.toContain(piece)
    expect(asked().slice(before)).toEqual([{ command: 'diagnosticsCopied' }])
  })
})

describe("Windows' jump list", () => {
  const WS = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d'
  const event = (n: number) => `3f2b8c1e-9a4d-4e6f-8b1a-00000000000${n}`
  const [E1, E2, E3] = [event(1), event(2), event(3)]
  const SERVICE = 'https://api.zuddl.com'
  const eventLink = (eventId: string) =>
    `stagehand://open/${WS}/${eventId}?service=${encodeURIComponent(SERVICE)}`
  const settings = {
    version: 1,
    workspaces: [
      { id: WS, name: 'Main', baseUrl: SERVICE, keyLast4: '1234', recentEventIds: [E1] },
    ],
    activeWorkspaceId: WS,
  }
  let win: BootedApp
  beforeAll(async () => {
    win = await bootBuiltMain(stage, { isPackaged: true, platform: 'win32', settings })
  })
  afterAll(() => win.shutdown())

  const recent = () => win.electron.app.jumpList!.category('Recent events')
  /** What Windows passes the app for an item: its program, then its one quoted argument. */
  const argvOf = (item: StandInJumpListItem) => [item.program!, /^"([^"]+)"$/.exec(item.args!)![1]!]

  it('lists the recent events, each starting the app with its link, and follows the changes', async () => {
    expect(recent()).toEqual([
      {
        type: 'task',
        title: E1,
        description: `Open the event ${E1} of the workspace “Main”.`,
        program: process.execPath,
        args: `"${eventLink(E1)}"`,
        iconPath: process.execPath,
        iconIndex: 0,
      },
    ])
    const stagehand = win.bridgeFrom(win.window.webContents.mainFrame)
    await stagehand.workspaces.setEvent({ workspaceId: WS, eventId: E2 })
    await vi.waitFor(() => expect(recent()?.map((i) => i.title)).toEqual([E2, E1]))

    // Chosen, the item starts the app again: the running one gets the link and opens the event.
    win.window.blur()
    win.electron.app.launchSecondInstance(argvOf(recent()![0]!))
    expect(win.window.isFocused()).toBe(true)
    await expect(stagehand.links.take()).resolves.toEqual({
      links: [{ outcome: 'open', workspaceId: WS, eventId: E2, kind: null, id: null }],
    })
  })

  it('leaves out an item the user removed, so Windows keeps the category', async () => {
    const removed = win.electron.app.jumpList!.removeItem((item) => item.title === E1)
    const stagehand = win.bridgeFrom(win.window.webContents.mainFrame)
    await stagehand.workspaces.setEvent({ workspaceId: WS, eventId: E3 })
    await vi.waitFor(() => expect(recent()?.map((i) => i.title)).toEqual([E3, E2]))
    expect(win.electron.app.jumpList!.calls.at(-1)![0]!.items).not.toContainEqual(removed)
  })
})

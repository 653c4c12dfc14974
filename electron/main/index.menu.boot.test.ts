/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and uses the app menu as a person would: the Edit
 * roles, File → Recent Events after choosing events, and Help's Keyboard
 * Shortcuts, About and Copy Diagnostics, whose text names the workspace by
 * its address and holds no key.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNEL } from '@shared/ipc/constants'
import type { StagehandBridge } from '@shared/ipc/bridge'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
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
beforeAll(async () => {
  emu = await startTestEmulator()
  emu.state.keys.push({ key: KEY, scopes: ['READ', 'WRITE'], kind: 'backend', label: 'menu' })
  booted = await bootBuiltMain(stage)
  stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
  const saved = await stagehand.workspaces.save({ name: 'Menu', baseUrl: emu.baseUrl, apiKey: KEY })
  workspaceId = saved.id
})
afterAll(async () => {
  await booted.shutdown()
  await emu.close()
})

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

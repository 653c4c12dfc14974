/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and makes the window's page crash or hang: the user is
 * offered a reload, the reload happens only on accept, and what main holds
 * (the workspaces and which one is active) is there for the reloaded page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventually, until } from '@test-support/eventually'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import type { MessageBoxOptions } from '@test-support/electron-stand-in/services'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const workspace = (id: string) => ({
  id,
  name: `Workspace ${id}`,
  baseUrl: 'https://api.example.test',
  keyLast4: 'abcd',
})
const SETTINGS = {
  version: 1,
  workspaces: [workspace('one'), workspace('two')],
  activeWorkspaceId: 'one',
}

let booted: BootedApp
beforeEach(async () => {
  booted = await bootBuiltMain(stage, { settings: SETTINGS })
})
afterEach(() => booted.shutdown())

const messageBoxes = (): MessageBoxOptions[] =>
  booted.electron.dialog.shown
    .filter((shown) => shown.kind === 'message')
    .map((shown) => shown.options as MessageBoxOptions)

/** The `count`th reload offer, while it is open; throws before. */
function openMessageBox(count: number): MessageBoxOptions {
  const box = messageBoxes()[count - 1]
  if (!box || booted.electron.dialog.openMessageBoxes === 0) throw new Error('no reload offer yet')
  return box
}

const waitForMessageBox = (count: number) => eventually(() => openMessageBox(count))

describe('the window offers a reload when its page fails', () => {
  it('after a crash: reloads on accept, and main still holds the workspaces', async () => {
    const contents = booted.window.webContents
    await booted.bridgeFrom(contents.mainFrame).workspaces.activate({ workspaceId: 'two' })

    contents.renderProcessGone('crashed')
    const offer = await waitForMessageBox(1)
    expect(offer.message).toBe('The Stagehand window stopped unexpectedly.')
    expect(offer.detail).toMatch(/workspaces, saved views and any export in progress are kept/)
    expect(offer.buttons).toEqual(['Reload the window', 'Quit Stagehand'])
    expect(contents.reloads).toBe(0)

    booted.electron.dialog.answerMessageBox(0)
    await until(() => contents.reloads === 1, 'the window to reload')
    const listed = await booted.bridgeFrom(contents.mainFrame).workspaces.list()
    expect(listed.workspaces.map((w) => w.id)).toEqual(['one', 'two'])
    expect(listed.activeWorkspaceId).toBe('two')
    expect(booted.electron.app.quitCalls).toBe(0)
  })

  it('says when the page ran out of memory; one offer however often it is told', async () => {
    const contents = booted.window.webContents
    contents.renderProcessGone('oom')
    contents.renderProcessGone('oom')
    const offer = await waitForMessageBox(1)
    expect(offer.message).toBe('The Stagehand window ran out of memory.')
    expect(booted.electron.dialog.openMessageBoxes).toBe(1)
    booted.electron.dialog.answerMessageBox(0)
    await until(() => contents.reloads === 1, 'the window to reload')
  })

  it('a page that closed cleanly is not a failure', async () => {
    booted.window.webContents.renderProcessGone('clean-exit', 0)
    // A failure told after it is offered first: an offer for the clean close would have come before.
    booted.window.webContents.renderProcessGone('oom')
    const offer = await waitForMessageBox(1)
    expect(offer.message).toBe('The Stagehand window ran out of memory.')
    expect(messageBoxes()).toHaveLength(1)
  })

  it('when hung: "Wait" leaves the page alone, "Reload the window" reloads it', async () => {
    const contents = booted.window.webContents
    booted.window.setResponsive(false)
    const offer = await waitForMessageBox(1)
    expect(offer.message).toBe('The Stagehand window is not responding.')
    expect(offer.buttons).toEqual(['Reload the window', 'Wait'])
    booted.electron.dialog.answerMessageBox(1)
    // The shell offers again only once it has acted on "Wait": until then it ignores a new hang.
    await eventually(() => {
      booted.window.setResponsive(true)
      booted.window.setResponsive(false)
      return openMessageBox(2)
    })
    expect(contents.reloads).toBe(0)
    booted.electron.dialog.answerMessageBox(0)
    await until(() => contents.reloads === 1, 'the window to reload')
    const stagehand = booted.bridgeFrom(contents.mainFrame)
    await expect(stagehand.workspaces.list()).resolves.toMatchObject({ activeWorkspaceId: 'one' })
  })

  it('a page that crashed while the user chose to wait is offered the reload again', async () => {
    const contents = booted.window.webContents
    booted.window.setResponsive(false)
    await waitForMessageBox(1)
    contents.renderProcessGone('crashed')
    booted.electron.dialog.answerMessageBox(1)
    const again = await waitForMessageBox(2)
    expect(again.message).toBe('The Stagehand window stopped unexpectedly.')
    booted.electron.dialog.answerMessageBox(0)
    await until(() => contents.reloads === 1, 'the window to reload')
  })

  it('quits when the user chooses to after a crash', async () => {
    booted.window.webContents.renderProcessGone('killed')
    await waitForMessageBox(1)
    booted.electron.dialog.answerMessageBox(1)
    await until(() => booted.electron.app.ended, 'the app to end')
    expect(booted.window.webContents.reloads).toBe(0)
  })
})

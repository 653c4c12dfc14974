/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and makes the window's page crash or hang: the user is
 * offered a reload, the reload happens only on accept, and what main holds
 * (the workspaces and which one is active) is there for the reloaded page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

async function waitForMessageBox(count: number): Promise<MessageBoxOptions> {
  return vi.waitFor(
    () => {
      const box = messageBoxes()[count - 1]
      if (!box || booted.electron.dialog.openMessageBoxes === 0)
        throw new Error('no reload offer yet')
      return box
    },
    { timeout: 5_000, interval: 10 },
  )
}

/** Lets the shell act on an answer (the dialog's promise settles on a later tick). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

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
    await vi.waitFor(() => expect(contents.reloads).toBe(1))
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
    await vi.waitFor(() => expect(contents.reloads).toBe(1))
  })

  it('a page that closed cleanly is not a failure', async () => {
    booted.window.webContents.renderProcessGone('clean-exit', 0)
    await settle()
    expect(messageBoxes()).toEqual([])
  })

  it('when hung: "Wait" leaves the page alone, "Reload the window" reloads it', async () => {
    const contents = booted.window.webContents
    booted.window.setResponsive(false)
    const offer = await waitForMessageBox(1)
    expect(offer.message).toBe('The Stagehand window is not responding.')
    expect(offer.buttons).toEqual(['Reload the window', 'Wait'])
    booted.electron.dialog.answerMessageBox(1)
    await settle()
    expect(contents.reloads).toBe(0)

    booted.window.setResponsive(true)
    booted.window.setResponsive(false)
    await waitForMessageBox(2)
    booted.electron.dialog.answerMessageBox(0)
    await vi.waitFor(() => expect(contents.reloads).toBe(1))
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
    await vi.waitFor(() => expect(contents.reloads).toBe(1))
  })

  it('quits when the user chooses to after a crash', async () => {
    booted.window.webContents.renderProcessGone('killed')
    await waitForMessageBox(1)
    booted.electron.dialog.answerMessageBox(1)
    await vi.waitFor(() => expect(booted.electron.app.ended).toBe(true))
    expect(booted.window.webContents.reloads).toBe(0)
  })
})

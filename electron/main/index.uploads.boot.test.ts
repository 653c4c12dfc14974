/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and replaces a speaker's picture from the window, as
 * the app does: the key saved in the OS keychain, the upload sent with
 * `net.request` (whose count follows the wire, where `net.fetch` reads a
 * body whole first), and `uploads:progress` sent to the window part-way and
 * at the end while the body crosses a slow uplink.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNEL } from '@shared/ipc/constants'
import { eventSchemas } from '@shared/ipc/events'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import { makeJpeg, padToSize } from '@test-support/images'
import { apiRequests, startTestEmulator, type RunningEmulator } from '@test-support/api-context'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

/** Near the 4 MB limit. */
const PHOTO_BYTES = 4_000_000

let emu: RunningEmulator
let booted: BootedApp
beforeAll(async () => {
  emu = await startTestEmulator()
  booted = await bootBuiltMain(stage)
})
afterAll(async () => {
  await booted.shutdown()
  await emu.close()
})

const progressSent = () =>
  booted.window.webContents.sent
    .filter((m) => m.channel === EVENT_CHANNEL && m.args[0] === 'uploads:progress')
    .map((m) => eventSchemas['uploads:progress'].parse(m.args[1]))

describe("a speaker's picture from the window", () => {
  it('goes out with net.request, its bytes sent reported part-way and whole', async () => {
    const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
    const workspace = await stagehand.workspaces.save({
      name: 'Emulator',
      baseUrl: emu.baseUrl,
      apiKey: emu.demoKey,
    })
    try {
      const ev = emu.events[0]!
      const speakerId = ev.speakerIds[0]!
      const photo = new Uint8Array(padToSize(makeJpeg(800, 600), PHOTO_BYTES))
      // A photo sent over about a second, whatever the loopback buffers would take.
      booted.electron.net.uplink.bytesPerSecond = 4_000_000
      const result = await stagehand.speakers.uploadPicture({
        workspaceId: workspace.id,
        eventId: ev.id,
        speakerId,
        uploadId: 'card-1',
        source: { kind: 'file', bytes: photo, fileName: 'portrait.jpg' },
      })

      const { net } = booted.electron
      const upload = `${emu.baseUrl}/v1/events/${ev.id}/speakers/${speakerId}/pic`
      expect(net.requested).toEqual([upload])
      expect(net.fetched).not.toContain(upload)

      const progress = progressSent()
      const [post] = apiRequests(emu).filter((r) => r.method === 'POST')
      const total = post!.bodySize
      expect(progress.every((p) => p.uploadId === 'card-1' && p.totalBytes === total)).toBe(true)
      expect(progress.every((p, i) => i === 0 || p.sentBytes > progress[i - 1]!.sentBytes)).toBe(
        true,
      )
      expect(progress.some((p) => p.sentBytes > 0 && p.sentBytes < total)).toBe(true)
      expect(progress.at(-1)!.sentBytes).toBe(total)

      const served = new Uint8Array(await (await fetch(result.picUrl)).arrayBuffer())
      expect(Buffer.compare(served, photo)).toBe(0)
    } finally {
      await stagehand.workspaces.remove({ workspaceId: workspace.id })
    }
  })
})

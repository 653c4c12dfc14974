/**
 * Upload progress through the channels, as the renderer sees it.
 *
 * The real router and core, the emulator over real HTTP. A named upload sends
 * `uploads:progress` events that pass the event's schema, carry its name and
 * workspace, grow, and end at the whole body; an unnamed one sends none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventSchemas } from '@shared/ipc/events'
import { writeJpeg } from '@test-support/images-jpeg'
import { writePng } from '@test-support/images-png'
import { startTestCore, type TestCore } from '@test-support/core'
import type { Core } from '@main/app/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let core: Core
let workspaceId: string
let events: TestCore['events']
let testCore: TestCore

async function value(channel: string, payload: unknown): Promise<Record<string, unknown>> {
  const result = await core.router.handle({ channel, callId: `c${events.length}`, payload })
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`)
  return result.value as Record<string, unknown>
}

const progressEvents = () =>
  events
    .filter((e) => e.name === 'uploads:progress')
    .map((e) => eventSchemas['uploads:progress'].parse(e.payload))

beforeAll(async () => {
  emu = await startTestEmulator()
  testCore = await startTestCore('stagehand-upload-progress-')
  ;({ core, events } = testCore)
  const saved = await value('workspaces:save', {
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
  workspaceId = saved.id as string
})
afterAll(async () => {
  await testCore.close()
  await emu.close()
})

describe('uploads:progress', () => {
  it('follows a named speaker picture upload to its whole body', async () => {
    events.length = 0
    const ev = emu.events[0]!
    await value('speakers:uploadPicture', {
      workspaceId,
      eventId: ev.id,
      speakerId: ev.speakerIds[0],
      uploadId: 'card-1',
      source: { kind: 'file', bytes: writeJpeg(600, 600), fileName: 'me.jpg' },
    })
    const progress = progressEvents()
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every((p) => p.uploadId === 'card-1' && p.workspaceId === workspaceId)).toBe(
      true,
    )
    expect(progress.every((p, i) => i === 0 || p.sentBytes > progress[i - 1]!.sentBytes)).toBe(true)
    const last = progress.at(-1)!
    expect(last.sentBytes).toBe(last.totalBytes)
    const [request] = emu.state.requests().filter((r) => r.method === 'POST')
    expect(request!.bodySize).toBe(last.totalBytes)
  })

  it('names a sponsor image upload too, and sends nothing for an unnamed upload', async () => {
    const ev = emu.events[0]!
    events.length = 0
    await value('sponsors:uploadImage', {
      workspaceId,
      eventId: ev.id,
      sponsorId: ev.sponsorIds[0],
      imageType: 'LOGO',
      uploadId: 'logo-1',
      source: { kind: 'file', bytes: writePng(400, 200), fileName: 'logo.png' },
    })
    expect(progressEvents().map((p) => p.uploadId)).toContain('logo-1')
    events.length = 0
    await value('speakers:uploadPicture', {
      workspaceId,
      eventId: ev.id,
      speakerId: ev.speakerIds[0],
      source: { kind: 'file', bytes: writePng(100, 100), fileName: 'me.png' },
    })
    expect(progressEvents()).toEqual([])
  })

  it('sends the whole body again when a 503 is repeated, counting from the start', async () => {
    const ev = emu.events[0]!
    emu.state.clearRequests()
    emu.state.setFaults([{ kind: 'error', status: 503, method: 'POST', times: 1 }])
    events.length = 0
    try {
      await value('speakers:uploadPicture', {
        workspaceId,
        eventId: ev.id,
        speakerId: ev.speakerIds[0],
        uploadId: 'again',
        source: { kind: 'file', bytes: writeJpeg(500, 500), fileName: 'me.jpg' },
      })
    } finally {
      emu.state.setFaults([])
    }
    const posts = emu.state.requests().filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.status)).toEqual([503, 200])
    const last = progressEvents().at(-1)!
    expect(last).toMatchObject({ uploadId: 'again', sentBytes: last.totalBytes })
    expect(posts[1]!.bodySize).toBe(last.totalBytes)
  })

  it('refuses an upload name of other characters than letters, digits, _ and -', async () => {
    const ev = emu.events[0]!
    const result = await core.router.handle({
      channel: 'speakers:uploadPicture',
      callId: 'bad-name',
      payload: {
        workspaceId,
        eventId: ev.id,
        speakerId: ev.speakerIds[0],
        uploadId: 'a b"c',
        source: { kind: 'file', bytes: writePng(100, 100), fileName: 'me.png' },
      },
    })
    expect(result.ok).toBe(false)
  })
})

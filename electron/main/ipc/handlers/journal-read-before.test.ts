/**
 * The speaker read before its picture is replaced: once when the picture is
 * not known from the last few minutes, never when it is, and stopped with
 * the upload when the window cancels it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { CANCEL_CHANNEL } from '@shared/ipc/contract'
import { writePng } from '@test-support/images-png'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore
let workspaceId: string

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-journal-read-')
  workspaceId = (await saveEmulatorWorkspace(t, emu)).id
})
afterAll(async () => {
  await t.close()
  await emu.close()
})

const speakerRequests = (speakerId: string) =>
  emu.state
    .requests()
    .filter((r) => r.path.startsWith(`/v1/events/${ev.id}/speakers/${speakerId}`))
    .map((r) => r.method)
const upload = (speakerId: string) => ({
  workspaceId,
  eventId: ev.id,
  speakerId,
  source: { kind: 'file', bytes: writePng(100, 100), fileName: 'p.png' },
})

describe('the speaker read before a picture is replaced', () => {
  it('reads the speaker first only when its picture is not known from the last minutes', async () => {
    const speakerId = ev.speakerIds[0]!
    emu.state.clearRequests()
    await t.value('speakers:uploadPicture', upload(speakerId))
    expect(speakerRequests(speakerId)).toEqual(['GET', 'POST'])
    // The first upload's answer is the picture now: the second needs no read.
    await t.value('speakers:uploadPicture', upload(speakerId))
    expect(speakerRequests(speakerId)).toEqual(['GET', 'POST', 'POST'])
  })

  it('stops with the upload when the window cancels it, sending nothing', async () => {
    const speakerId = ev.speakerIds[1]!
    emu.state.setFaults([{ kind: 'hang', method: 'GET', holdMs: 60_000 }])
    emu.state.clearRequests()
    const call = t.core.router.handle({
      channel: 'speakers:uploadPicture',
      callId: 'up-1',
      payload: upload(speakerId),
    })
    // The read is out (the emulator logs a request once it is answered).
    await expect.poll(() => t.core.client.scheduler.status(workspaceId).inFlight).toBe(1)
    await t.core.router.handle({
      channel: CANCEL_CHANNEL,
      callId: 'c-1',
      payload: { callId: 'up-1' },
    })
    expect(await call).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
    emu.state.setFaults([])
    expect(speakerRequests(speakerId)).not.toContain('POST')
  })
})

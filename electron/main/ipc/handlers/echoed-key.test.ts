/**
 * A service that echoes the key in its successful answers.
 *
 * The key is taken out of every answer before it is read, so it reaches no
 * file of the user-data folder (the catalog, the change journal, the log) and
 * nothing the window receives (an answer of the bridge, an event). Over real
 * HTTP against the emulator, whose `echo-key` fault puts the key in its answers.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-echoed-key-')
})
afterAll(async () => {
  await t.close()
  await emu.close()
})

/** Every file under `dir`, with its text. */
async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(path, 'latin1') })))
}

/** The key as it is, and as JSON writes it. */
const forms = () => [emu.demoKey, JSON.stringify(emu.demoKey).slice(1, -1)]

describe('a key echoed in successful answers', () => {
  it('is in no stored file and in nothing the window receives', async () => {
    const { id: workspaceId } = await saveEmulatorWorkspace(t, emu)
    await t.value('workspaces:setEvent', { workspaceId, eventId: ev.id })
    emu.state.setFaults([{ kind: 'echo-key', pathPrefix: `/v1/events/${ev.id}/` }])

    // The emulator does echo it: the search below cannot pass for want of a key.
    const sessionId = ev.sessionIds[0]!
    const direct = await fetch(`${emu.baseUrl}/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}`, {
      headers: { Authorization: emu.demoKey },
    })
    expect(await direct.text()).toContain(emu.demoKey)

    const answers = [
      await t.value('sessions:update', {
        workspaceId,
        eventId: ev.id,
        sessionId,
        changes: { title: 'Echoed', description: 'Told twice' },
      }),
      await t.value('speakers:get', { workspaceId, eventId: ev.id, speakerId: ev.speakerIds[0] }),
      await t.value('journal:list', { workspaceId, filter: {} }),
      await t.value('catalog:list', { workspaceId, eventId: ev.id }),
    ]
    emu.state.setFaults([])

    const files = await filesUnder(t.dir)
    expect(files.length).toBeGreaterThan(0)
    const leaking = files.filter((f) => forms().some((form) => f.text.includes(form)))
    expect(leaking.map((f) => f.path.slice(t.dir.length))).toEqual([])
    const received = JSON.stringify({ answers, events: t.events })
    expect(forms().filter((form) => received.includes(form))).toEqual([])
  })
})

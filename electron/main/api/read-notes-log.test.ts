/**
 * Notes of reads no screen tells about: handed on by the client over real
 * HTTP (a speaker, the teams list), and logged once per field.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ReadNotes } from '@shared/api/read-notes'
import { createReadNotesLog } from './read-notes-log'
import { getSpeaker } from './speakers'
import { listTeams } from './teams'
import { startTestEmulator, testContext, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(async () => {
  await emu.close()
})

const note = (path: string, types: string[]) => ({ path, types })

describe('reads whose caller keeps only the value', () => {
  it('hand what the tolerant read changed to the listener, for a speaker and for teams', async () => {
    const event = emu.state.event(emu.events[0]!.id)!
    const speaker = event.speakers[0]!
    Object.assign(speaker, { speakerOrder: 'first' })
    emu.state.teams.push({ id: randomUUID(), name: 42, isGeneral: false, active: true } as never)
    const told: [string, ReadNotes][] = []
    const onReadNotes = (operation: string, notes: ReadNotes) => told.push([operation, notes])

    const ctx = testContext(emu)
    await getSpeaker(
      { ...ctx, config: { ...ctx.config, onReadNotes } },
      { eventId: event.id, speakerId: speaker.id },
    )
    await listTeams({ ...ctx.config, onReadNotes })

    expect(told).toEqual([
      // A speaker order that is not a number is left out; a team's name is kept as text.
      ['get the speaker', { asText: [], leftOut: [note('speakerOrder', ['text'])], skipped: 0 }],
      ['list teams', { asText: [note('data[].name', ['number'])], leftOut: [], skipped: 0 }],
    ])
  })
})

describe('the log of read notes', () => {
  it('tells each field once per workspace and operation, by path and type only', () => {
    const info = vi.fn()
    const log = createReadNotesLog({ info })
    const notes: ReadNotes = {
      asText: [note('speakerOrder', ['text'])],
      leftOut: [note('profile', ['list'])],
      skipped: 0,
    }
    log.of('w1')('get the speaker', notes)
    log.of('w1')('get the speaker', notes)
    expect(info).toHaveBeenCalledTimes(1)
    expect(info).toHaveBeenCalledWith('an answer was read tolerantly', {
      workspaceId: 'w1',
      operation: 'get the speaker',
      asText: notes.asText,
      leftOut: notes.leftOut,
    })
    // Another workspace, another operation, or a new field is told.
    log.of('w2')('get the speaker', notes)
    log.of('w1')('list teams', notes)
    log.of('w1')('get the speaker', { ...notes, asText: [note('profile.company', ['number'])] })
    expect(info).toHaveBeenCalledTimes(4)
    expect(info.mock.calls[3]![1]).toMatchObject({
      asText: [note('profile.company', ['number'])],
      leftOut: [],
    })
    // Skipped records are told once too.
    log.of('w1')('list teams', { asText: [], leftOut: [], skipped: 2 })
    log.of('w1')('list teams', { asText: [], leftOut: [], skipped: 3 })
    expect(info).toHaveBeenCalledTimes(5)
    expect(info.mock.calls[4]![1]).toMatchObject({ skipped: 2 })
  })
})

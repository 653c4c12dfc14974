/**
 * One event or attendee read back through the core, over real HTTP: read
 * where the service offers it (zuddl-docs), learnt once as not offered where
 * it does not (documented), and a missing attendee told as such.
 */
import { describe, expect, it } from 'vitest'
import type { DialectName } from '@emulator'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { WorkspaceSummary } from '@shared/workspace'
import { apiRequests, type RunningEmulator } from '@test-support/api-context'
import { coreOnDialect, type TestCore } from '@test-support/core'

let emulator: RunningEmulator
let t: TestCore

async function rig(dialect: DialectName) {
  const started = await coreOnDialect(dialect)
  ;({ t, emulator } = started)
  const event = emulator.events[0]!
  const attendeeId = emulator.state.attendees(event.id)!.ids[2]!
  return { workspaceId: started.workspaceId, event, attendeeId }
}

type EventRead = ChannelOutput<'listings:event'>
type AttendeeRead = ChannelOutput<'listings:attendee'>

describe('an event read back', () => {
  it('gives its name, days and time zone, and keeps its name for the workspace', async () => {
    const { workspaceId, event } = await rig('zuddl-docs')
    const read = await t.value<EventRead>('listings:event', { workspaceId, eventId: event.id })
    expect(read).toEqual({
      offered: true,
      event: {
        id: event.id,
        name: event.name,
        startDate: expect.stringMatching(/^\d{4}-/),
        endDate: expect.stringMatching(/^\d{4}-/),
        timezone: emulator.state.event(event.id)!.timezone,
      },
    })
    await expect
      .poll(async () => {
        const { workspaces } = await t.value<{ workspaces: WorkspaceSummary[] }>('workspaces:list')
        return workspaces.find((w) => w.id === workspaceId)?.eventNames?.[event.id]
      })
      .toBe(event.name)
  })

  it('is learnt as not offered once, in words', async () => {
    const { workspaceId, event } = await rig('documented')
    const ref = { workspaceId, eventId: event.id }
    const first = await t.value<EventRead>('listings:event', ref)
    expect(first).toMatchObject({ offered: false, why: 'not-offered' })
    if (!first.offered) expect(first.sentence).toMatch(/does not read an event's details/)
    await t.value('listings:event', ref)
    const asked = apiRequests(emulator).filter((r) => r.path === `/v1/events/${event.id}`)
    expect(asked).toHaveLength(1)
  })
})

describe('an attendee read back', () => {
  it('is the attendee as the service holds them now', async () => {
    const { workspaceId, event, attendeeId } = await rig('zuddl-docs')
    emulator.state.overrideAttendee(event.id, attendeeId, { profile: { firstName: 'Renamed' } })
    const read = await t.value<AttendeeRead>('listings:attendee', {
      workspaceId,
      eventId: event.id,
      attendeeId,
    })
    expect(read).toMatchObject({
      offered: true,
      attendee: { id: attendeeId, profile: { firstName: 'Renamed' } },
    })
  })

  it('tells a missing attendee as a failure, not as a read the service lacks', async () => {
    const { workspaceId, event, attendeeId } = await rig('zuddl-docs')
    const ref = { workspaceId, eventId: event.id }
    const result = await t.call('listings:attendee', { ...ref, attendeeId: crypto.randomUUID() })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.error.message).toBe(
        'The attendee was not found. It may have been removed from the event, or the attendee ID is wrong.',
      )
    // The read is still asked of the service: a missing attendee is no missing read.
    const next = await t.value<AttendeeRead>('listings:attendee', { ...ref, attendeeId })
    expect(next.offered).toBe(true)
  })

  it('is learnt as not offered where the service has no such read', async () => {
    const { workspaceId, event, attendeeId } = await rig('documented')
    const read = await t.value<AttendeeRead>('listings:attendee', {
      workspaceId,
      eventId: event.id,
      attendeeId,
    })
    expect(read).toMatchObject({ offered: false, why: 'not-offered' })
  })
})

/**
 * A Check of a change that may have been applied, through the core over real
 * HTTP: where the service reads a session or a sponsor back (zuddl-docs), the
 * read settles it, and so does the sponsor card's own read; where it does not
 * (documented), the Check says so and the change stays as it was.
 */
import { describe, expect, it } from 'vitest'
import type { DialectName } from '@emulator'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { JournalEntry } from '@shared/journal/entry'
import { makePng } from '@test-support/images'
import { coreOnDialect, type TestCore } from '@test-support/core'
import { type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let t: TestCore

type Checked = ChannelOutput<'journal:check'>

async function rig(dialect: DialectName) {
  const started = await coreOnDialect(dialect)
  ;({ t, emulator: emu } = started)
  const { workspaceId } = started
  const event = emu.events[0]!
  const eventId = event.id
  /** The next write's answer lost: after the service applied it, or before it did. */
  const loseAnswer = (method: string, pathPrefix: string, afterHandling: boolean) =>
    emu.state.setFaults([{ kind: 'drop', afterHandling, method, pathPrefix, times: 1 }])
  const newest = async () => {
    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
      limit: 1,
    })
    return entries[0]!
  }
  const check = async () =>
    t.value<Checked>('journal:check', { workspaceId, entryId: (await newest()).id })
  const sessionId = event.sessionIds[1]!
  const editSession = async (title: string, afterHandling: boolean) => {
    loseAnswer('PUT', `/v1/events/${eventId}/sessions/${sessionId}`, afterHandling)
    await expect(
      t.value('sessions:update', { workspaceId, eventId, sessionId, changes: { title } }),
    ).rejects.toThrow()
    expect((await newest()).outcome.status).toBe('uncertain')
  }
  const sponsorId = event.sponsorIds[0]!
  const uploadLogo = async (afterHandling: boolean) => {
    loseAnswer('POST', `/v1/events/${eventId}/sponsors/${sponsorId}/image`, afterHandling)
    const source = { kind: 'file', bytes: makePng(320, 160), fileName: 'logo.png' }
    await expect(
      t.value('sponsors:uploadImage', {
        workspaceId,
        eventId,
        sponsorId,
        imageType: 'LOGO',
        source,
      }),
    ).rejects.toThrow()
    expect((await newest()).outcome.status).toBe('uncertain')
  }
  const readSponsor = () => t.value('listings:sponsor', { workspaceId, eventId, sponsorId })
  return { editSession, uploadLogo, readSponsor, check, newest }
}

describe('on a service that reads sessions and sponsors back', () => {
  it('finds a session update applied when the session holds what was sent', async () => {
    const { editSession, check } = await rig('zuddl-docs')
    await editSession('Applied, answer lost', true)
    const checked = await check()
    expect(checked).toMatchObject({
      settled: true,
      sentence: null,
      entry: {
        outcome: { status: 'applied' },
        change: { after: { title: 'Applied, answer lost' } },
      },
    })
  })

  it('finds one not applied when the session does not hold it', async () => {
    const { editSession, check } = await rig('zuddl-docs')
    await editSession('Never arrived', false)
    const checked = await check()
    expect(checked.settled).toBe(true)
    expect(checked.entry.outcome).toMatchObject({
      status: 'refused',
      sentence: expect.stringMatching(
        /^A check found the session without the values sent \(Title\)/,
      ),
    })
  })

  it('settles a sponsor logo by reading the sponsor, compared with the one read before', async () => {
    const { readSponsor, uploadLogo, check } = await rig('zuddl-docs')
    await readSponsor()
    await uploadLogo(true)
    expect(await check()).toMatchObject({
      settled: true,
      entry: { outcome: { status: 'applied' } },
    })
  })

  it('finds a sponsor logo not applied when the sponsor keeps the one before', async () => {
    const { readSponsor, uploadLogo, check } = await rig('zuddl-docs')
    await readSponsor()
    await uploadLogo(false)
    const checked = await check()
    expect(checked.entry.outcome).toMatchObject({
      status: 'refused',
      sentence: 'A check found the logo unchanged: the upload was not applied.',
    })
  })
})

describe("the sponsor card's own read", () => {
  it('settles a logo upload as a Check would, so History finds it settled', async () => {
    const { readSponsor, uploadLogo, check, newest } = await rig('zuddl-docs')
    await readSponsor()
    await uploadLogo(true)
    await readSponsor()
    expect((await newest()).outcome).toMatchObject({
      status: 'applied',
      settledAt: expect.any(String),
    })
    expect(await check()).toMatchObject({ settled: false, sentence: null })
  })

  it('finds it not applied with the words of a Check', async () => {
    const { readSponsor, uploadLogo, newest } = await rig('zuddl-docs')
    await readSponsor()
    await uploadLogo(false)
    await readSponsor()
    expect((await newest()).outcome).toMatchObject({
      status: 'refused',
      sentence: 'A check found the logo unchanged: the upload was not applied.',
    })
  })

  it('leaves it as it is where the service does not read a sponsor back', async () => {
    const { readSponsor, uploadLogo, newest } = await rig('documented')
    await uploadLogo(true)
    expect(await readSponsor()).toMatchObject({ offered: false })
    expect((await newest()).outcome).toMatchObject({ status: 'uncertain', settledAt: null })
  })
})

describe('on a service that does not', () => {
  it('says so for a session, and leaves the change as it is', async () => {
    const { editSession, check, newest } = await rig('documented')
    await editSession('Unknown fate', true)
    const checked = await check()
    expect(checked.settled).toBe(false)
    expect(checked.sentence).toBe(
      "This workspace's service does not read a session back, so Stagehand knows only the values it last saw. It stays marked “May have been applied”.",
    )
    expect((await newest()).outcome).toMatchObject({ status: 'uncertain', settledAt: null })
  })

  it('says so for a sponsor image', async () => {
    const { uploadLogo, check, newest } = await rig('documented')
    await uploadLogo(true)
    const checked = await check()
    expect(checked).toMatchObject({ settled: false })
    expect(checked.sentence).toMatch(/^This workspace's service does not read a sponsor back/)
    expect((await newest()).outcome.status).toBe('uncertain')
  })
})

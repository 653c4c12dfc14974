/**
 * The app against every dialect of the emulator (emulator/dialect/).
 *
 * The attendee grid through the core, the CSV export read back and compared
 * with the emulator's state, and every write. A decision the client takes for
 * granted fails here where a reading of the contract differs from its own. Each
 * dialect's cases run at once, so the `slow` one costs a few of its 5–8 s
 * waits, not one per case.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECT_NAMES } from '@emulator'
import type { SortKey } from '@shared/api/filter-grammar'
import { servedAttendees } from '@test-support/attendees'
import { makePng } from '@test-support/images'
import { readCsv } from '@test-support/export'
import { dialectRig, type DialectRig } from '@test-support/dialect-rig'

const COUNT = 45
const SORT: SortKey[] = [{ field: 'createdAt', direction: 'asc' }]
const CASE_MS = 90_000

type Served = {
  id: string
  profile: { email: string }
  customFieldsData: { fieldSlug: string; value: unknown }[]
}
type GridPage = { items: { id: string }[]; page: number; pageSize: number; hasNext: boolean }

describe.each(DIALECT_NAMES)('against the %s dialect', (dialect) => {
  let rig: DialectRig
  beforeAll(async () => {
    rig = await dialectRig(dialect, COUNT)
  })
  afterAll(() => rig.close())

  const served = () => servedAttendees(rig.emulator, rig.eventId, [], SORT) as Served[]
  const ev = () => rig.emulator.events[0]!
  // A service that sends `next` on its last page too: only the empty page after it ends the list.
  const nextOnEveryPage = () => rig.emulator.state.dialect.nextOnLastPage
  const grid = (page: number, pageSize: number) =>
    rig.value<GridPage>('attendees:list', {
      workspaceId: rig.workspaceId,
      eventId: rig.eventId,
      sort: SORT,
      page,
      pageSize,
    })

  it.concurrent(
    'the grid shows pages of 20 in the emulator’s order, and knows the last one',
    async () => {
      const ids = served().map((a) => a.id)
      const pages = await Promise.all([1, 2, 3].map((p) => grid(p, 20)))
      for (const [i, page] of pages.entries()) {
        expect(
          page.items.map((a) => a.id),
          `page ${i + 1}`,
        ).toEqual(ids.slice(i * 20, i * 20 + 20))
        expect(page.hasNext, `page ${i + 1}`).toBe(i < 2 || nextOnEveryPage())
      }
      if (nextOnEveryPage()) {
        const past = await grid(4, 20)
        expect(past.items).toEqual([])
        expect(past.hasNext).toBe(false)
      }
    },
    CASE_MS,
  )

  it.concurrent(
    'the grid says more rows follow when the service keeps a smaller page than asked',
    async () => {
      const ids = served().map((a) => a.id)
      const page = await grid(1, 50)
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.items.map((a) => a.id)).toEqual(ids.slice(0, page.items.length))
      expect(page.hasNext).toBe(page.items.length < COUNT || nextOnEveryPage())
    },
    CASE_MS,
  )

  it.concurrent(
    'the export writes every attendee, in order, as the emulator holds them',
    async () => {
      const started = await rig.value<{ started: boolean; status: { exportId: string } }>(
        'exports:start',
        {
          workspaceId: rig.workspaceId,
          eventId: rig.eventId,
          filter: [],
          sort: SORT,
          columns: ['id', 'profile.email'],
          allColumns: true,
          suggestedName: `attendees-${dialect}.csv`,
        },
      )
      expect(started.started).toBe(true)
      const done = await rig.finished(started.status.exportId, CASE_MS - 10_000)
      expect(done.error).toBeNull()
      expect(done.state).toBe('done')
      const { rows } = await readCsv(join(rig.outDir, `attendees-${dialect}.csv`))
      const [header, ...body] = rows
      const col = (name: string) => header!.indexOf(name)
      const expected = served()
      expect(body.map((r) => r[col('ID')])).toEqual(expected.map((a) => a.id))
      expect(body.map((r) => r[col('Profile · Email')])).toEqual(
        expected.map((a) => a.profile.email),
      )
      const ages = expected.map((a) =>
        String(a.customFieldsData.find((f) => f.fieldSlug === 'age')?.value ?? ''),
      )
      if (ages.some((v) => v !== '')) {
        expect(col('Custom · age')).toBeGreaterThan(-1)
        expect(body.map((r) => r[col('Custom · age')])).toEqual(ages)
      }
    },
    CASE_MS,
  )

  it.concurrent(
    'a session update is applied and answered',
    async () => {
      const sessionId = ev().sessionIds[0]!
      const title = `Keynote (${dialect})`
      const session = await rig.value<{ id: string; title: string }>('sessions:update', {
        workspaceId: rig.workspaceId,
        eventId: rig.eventId,
        sessionId,
        changes: { title },
      })
      expect(session).toMatchObject({ id: sessionId, title })
      const stored = rig.emulator.state.event(rig.eventId)!.sessions.find((s) => s.id === sessionId)
      expect(stored!.title).toBe(title)
    },
    CASE_MS,
  )

  it.concurrent(
    'a refused session update names the field',
    async () => {
      const result = await rig.call('sessions:update', {
        workspaceId: rig.workspaceId,
        eventId: rig.eventId,
        sessionId: ev().sessionIds[1]!,
        changes: { title: '   ' },
      })
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.error).toMatchObject({
        kind: 'http',
        status: 400,
        fieldErrors: { title: expect.any(String) },
      })
    },
    CASE_MS,
  )

  it.concurrent(
    'a speaker picture is uploaded and stored',
    async () => {
      const speakerId = ev().speakerIds[0]!
      const result = await rig.value<{ speakerId: string; picUrl: string }>(
        'speakers:uploadPicture',
        {
          workspaceId: rig.workspaceId,
          eventId: rig.eventId,
          speakerId,
          source: { kind: 'file', bytes: makePng(80, 80), fileName: 'portrait.png' },
        },
      )
      expect(result.speakerId).toBe(speakerId)
      const stored = rig.emulator.state.event(rig.eventId)!.speakers.find((s) => s.id === speakerId)
      expect(result.picUrl).toBe(rig.emulator.baseUrl + stored!.picUrl)
    },
    CASE_MS,
  )

  it.concurrent(
    'a sponsor logo is uploaded and stored',
    async () => {
      const sponsorId = ev().sponsorIds[0]!
      const result = await rig.value<{ sponsorId: string; imageType: string; imageUrl: string }>(
        'sponsors:uploadImage',
        {
          workspaceId: rig.workspaceId,
          eventId: rig.eventId,
          sponsorId,
          imageType: 'LOGO',
          source: { kind: 'file', bytes: makePng(320, 160), fileName: 'logo.png' },
        },
      )
      expect(result).toMatchObject({ sponsorId, imageType: 'LOGO' })
      const stored = rig.emulator.state.event(rig.eventId)!.sponsors.find((s) => s.id === sponsorId)
      expect(result.imageUrl).toBe(rig.emulator.baseUrl + stored!.logoUrl)
    },
    CASE_MS,
  )

  it.concurrent(
    'a location is deleted, and the default one is refused with the reason',
    async () => {
      const locationId = ev().locationIds.find((id) => id !== ev().defaultLocationId)!
      const [deleted, refused] = await Promise.all([
        rig.value('locations:delete', {
          workspaceId: rig.workspaceId,
          eventId: rig.eventId,
          locationId,
        }),
        rig.call('locations:delete', {
          workspaceId: rig.workspaceId,
          eventId: rig.eventId,
          locationId: ev().defaultLocationId,
        }),
      ])
      expect(deleted).toEqual({ locationId, deleted: true })
      const stored = rig.emulator.state.event(rig.eventId)!.locations.map((l) => l.id)
      expect(stored).not.toContain(locationId)
      expect(refused.ok).toBe(false)
      if (refused.ok) return
      expect(refused.error).toMatchObject({ kind: 'http', status: 409 })
      expect(refused.error.message).toMatch(/default locations cannot be deleted/)
    },
    CASE_MS,
  )
})

/**
 * The demo workspace's first run: its event's speakers, sponsors, sessions
 * and locations are in the catalog with their names as labels; a restart
 * does not bring back what the user removed.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { startTestCore, type TestCore } from '@test-support/core'
import type { SecretStore } from '../secrets/secret-store'
import { demoCatalogItems } from './demo-catalog'

const open: TestCore[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((testCore) => testCore.close()))
})

async function startDemo(userDataDir: string, secrets?: SecretStore) {
  const testCore = await startTestCore('stagehand-demo-', {
    userDataDir,
    demo: true,
    ...(secrets ? { secrets } : {}),
  })
  open.push(testCore)
  const { core, value } = testCore
  const { workspaces } = await value<{
    workspaces: { id: string; eventId: string | null; eventNames: Record<string, string> }[]
  }>('workspaces:list')
  const demo = workspaces[0]!
  const list = async (kind?: string) =>
    (
      await value<{ entries: CatalogEntry[] }>('catalog:list', {
        workspaceId: demo.id,
        eventId: demo.eventId,
        ...(kind ? { kind } : {}),
      })
    ).entries
  return { core, value, demo, list, secrets: testCore.secrets }
}

describe('demo catalog', () => {
  it('labels every ID of the event by its name, and knows each session as the service gives it', () => {
    const opening = {
      id: 's1',
      title: 'Opening',
      description: '',
      startDateTime: '2026-01-01T09:00:00Z',
      endDateTime: '2026-01-01T10:00:00Z',
      locationId: 'l1',
      link: '',
      speakerIds: [],
      sponsorIds: [],
      tags: [],
      files: [],
      totalCapacity: null,
      registered: 0,
      externalRefId: '',
      parentSessionId: '',
    }
    const items = demoCatalogItems(
      {
        id: 'e',
        name: 'E',
        teamId: 't',
        startDate: '2026-01-01',
        endDate: '2026-01-01',
        timezone: 'UTC',
        locations: [{ id: 'l1', name: 'Main Stage', type: 'STAGE', isDefault: true }],
        sessions: [opening],
        speakers: [{ id: 'p1', firstName: 'Ada', lastName: 'Lovelace' } as never],
        sponsors: [{ id: 'o1', name: 'Acme', tier: 'Gold', logoUrl: '', coverUrl: '' }],
      },
      'http://127.0.0.1:1',
    )
    expect(items.map((k) => k.kind)).toEqual(['speaker', 'sponsor', 'session', 'location'])
    expect(items[0]!.items).toEqual([{ id: 'p1', label: 'Ada Lovelace' }])
    expect(items[1]!.items).toEqual([{ id: 'o1', label: 'Acme' }])
    expect(items[2]!.items).toEqual([
      {
        id: 's1',
        label: 'Opening',
        state: expect.objectContaining({
          title: 'Opening',
          startDateTime: '2026-01-01T09:00:00Z',
          endDateTime: '2026-01-01T10:00:00Z',
          location: [expect.objectContaining({ locationId: 'l1', locationName: 'Main Stage' })],
        }),
      },
    ])
    expect(items[3]!.items).toEqual([
      { id: 'l1', label: 'Main Stage', state: { locationName: 'Main Stage', type: 'STAGE' } },
    ])
  })

  it('starts a new demo workspace with its event in the catalog, and keeps removals', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'stagehand-demo-'))
    const first = await startDemo(userDataDir)
    // The event is named as a list of the service's events would name it.
    expect(first.demo.eventNames).toEqual({ [first.demo.eventId!]: 'Stagehand Summit 2026' })
    const entries = await first.list()
    const counts = Object.fromEntries(
      ['speaker', 'sponsor', 'session', 'location'].map((kind) => [
        kind,
        entries.filter((e) => e.kind === kind).length,
      ]),
    )
    // The demo event's plan: 12 speakers, 7 sponsors, 14 sessions, 6 locations.
    expect(counts).toEqual({ speaker: 12, sponsor: 7, session: 14, location: 6 })
    expect(entries.every((e) => e.label && e.origin === 'imported' && e.status === 'active')).toBe(
      true,
    )
    expect(entries.find((e) => e.kind === 'location')?.label).toBe('Main Stage')

    const speaker = entries.find((e) => e.kind === 'speaker')!
    await first.value('catalog:remove', {
      workspaceId: first.demo.id,
      eventId: first.demo.eventId,
      kind: 'speaker',
      ids: [speaker.id],
    })
    await Promise.all(open.splice(0).map((testCore) => testCore.close()))

    const second = await startDemo(userDataDir, first.secrets)
    const speakers = await second.list('speaker')
    expect(speakers).toHaveLength(11)
    expect(speakers.map((e) => e.id)).not.toContain(speaker.id)
  })
})

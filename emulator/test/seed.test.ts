import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { UUID_PATTERN } from '@shared/api/schemas'
import { precheckImage, type ImageTarget } from '@shared/images/precheck'
import { sessionMode } from '../model'
import { demoImage, demoImageNames } from '../seed/demo-images'
import { EmulatorState } from '../state'

describe('seed data', () => {
  const state = new EmulatorState({ attendeesPerEvent: 10 })

  it('has three events with linked speakers, sessions, sponsors and one default location each', () => {
    expect(state.eventRecords).toHaveLength(3)
    const modes = new Set<string>()
    for (const e of state.eventRecords) {
      expect(e.locations.filter((l) => l.isDefault)).toHaveLength(1)
      const ids = [
        e.id,
        ...e.locations.map((l) => l.id),
        ...e.speakers.map((s) => s.id),
        ...e.sponsors.map((s) => s.id),
        ...e.sessions.map((s) => s.id),
      ]
      for (const id of ids) expect(id).toMatch(UUID_PATTERN)
      for (const s of e.sessions) {
        modes.add(sessionMode(e, s))
        expect(s.speakerIds.length).toBeGreaterThan(0)
        for (const id of s.speakerIds) expect(e.speakers.some((sp) => sp.id === id)).toBe(true)
        for (const id of s.sponsorIds) expect(e.sponsors.some((sp) => sp.id === id)).toBe(true)
        expect(Date.parse(s.endDateTime)).toBeGreaterThan(Date.parse(s.startDateTime))
      }
      for (const sp of e.speakers) {
        expect(
          e.sessions.some((s) => s.speakerIds.includes(sp.id)),
          `${sp.firstName} speaks`,
        ).toBe(true)
      }
    }
    expect([...modes].sort()).toEqual(['HYBRID', 'IN_PERSON', 'VIRTUAL'])
  })

  it('has active and inactive teams and six keys, one per scope set × kind', () => {
    expect(state.teams.filter((t) => t.active).length).toBeGreaterThanOrEqual(5)
    expect(state.teams.some((t) => !t.active)).toBe(true)
    expect(state.keys.map((k) => `${k.kind}:${k.scopes.join('+')}`).sort()).toEqual([
      'backend:READ',
      'backend:READ+WRITE',
      'backend:WRITE',
      'other:READ',
      'other:READ+WRITE',
      'other:WRITE',
    ])
  })

  it('is deterministic per seed', () => {
    const again = new EmulatorState({ attendeesPerEvent: 10 })
    expect(again.snapshot()).toEqual(state.snapshot())
    expect(new EmulatorState({ seed: 2 }).eventRecords[0]!.id).not.toBe(state.eventRecords[0]!.id)
  })

  // How fast: bench/emulator-attendees.bench.ts (a time is no test's verdict).
  it('generates 100,000 attendees for an event, each with its own ID', () => {
    const big = new EmulatorState({ attendeesPerEvent: 100_000 })
    const table = big.attendees(big.eventRecords[0]!.id)!
    expect(table.count).toBe(100_000)
    expect(new Set(table.ids).size).toBe(100_000)
  })
})

describe('demo images', () => {
  const target = (name: string): ImageTarget =>
    name.startsWith('speaker')
      ? 'speaker-picture'
      : name.startsWith('logo')
        ? 'sponsor-logo'
        : 'sponsor-cover'

  it.each(demoImageNames())('%s passes the upload rules of its use', (name) => {
    const verdict = precheckImage(demoImage(name)!, target(name), { deep: true })
    expect(verdict).toMatchObject({ ok: true })
  })

  it('are the files shipped in resources/demo (regenerate: npx tsx scripts/generate-demo-images.ts)', () => {
    for (const name of demoImageNames()) {
      const shipped = readFileSync(new URL(`../../resources/demo/${name}`, import.meta.url))
      expect(shipped.equals(demoImage(name)!), name).toBe(true)
    }
  })

  it('knows nothing outside its set', () => {
    expect(demoImage('speaker-99.png')).toBeNull()
    expect(demoImage('../secret')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import type { SavedView } from '@shared/attendees/view-state'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { WorkspaceSummary } from '@shared/workspace'
import { paletteItems, type PaletteSources } from './palette-items'
import { rank } from './rank'

const EVENT = '11111111-1111-4111-8111-111111111111'
const OTHER_EVENT = '22222222-2222-4222-8222-222222222222'

const workspace = (over: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id: 'w1',
  name: 'Main',
  baseUrl: 'https://api.example.test',
  hasKey: true,
  keyLast4: 'abcd',
  isDemo: false,
  defaultTeamId: null,
  eventId: EVENT,
  recentEventIds: [EVENT, OTHER_EVENT],
  eventNames: {},
  dailyQuota: 1000,
  ...over,
})

const entry = (over: Partial<CatalogEntry>): CatalogEntry => ({
  kind: 'speaker',
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  label: null,
  origin: 'entered',
  addedAt: '2026-01-01T00:00:00.000Z',
  seenAt: null,
  state: null,
  status: 'active',
  ...over,
})

const view = { id: 'v1', name: 'Checked in from Germany' } as SavedView

function sources(over: Partial<PaletteSources> = {}): PaletteSources {
  const w = workspace()
  return {
    workspace: w,
    workspaces: [w, workspace({ id: 'w2', name: 'Staging', eventId: null })],
    entries: [],
    views: [view],
    ...over,
  }
}

describe('what the palette offers', () => {
  it('offers actions, sections, saved views, other recent events and other workspaces', () => {
    const items = paletteItems(sources())
    expect(items.map((i) => [i.kind, i.title])).toEqual([
      ['Action', 'Export attendees as CSV…'],
      ['Action', 'Import an agenda spreadsheet…'],
      ['Action', 'Export the agenda’s sessions as CSV…'],
      ['Action', 'Undo the last change…'],
      ['Action', 'Add a workspace…'],
      ['Action', 'Show keyboard shortcuts'],
      ['Section', 'Attendees'],
      ['Section', 'Sessions'],
      ['Section', 'Agenda'],
      ['Section', 'Speakers'],
      ['Section', 'Sponsors'],
      ['Section', 'Locations'],
      ['Section', 'Everything known'],
      ['Section', 'History'],
      ['Section', 'Teams'],
      ['Attendee view', 'Checked in from Germany'],
      ['Recent event', `Event ${OTHER_EVENT}`],
      ['Workspace', 'Switch to Staging'],
    ])
    expect(items.every((i) => i.everyday)).toBe(true)
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length)
  })

  it('offers adding a workspace and the shortcuts on the welcome screen, and nothing of one', () => {
    const items = paletteItems({ workspace: null, workspaces: [], entries: [], views: [] })
    expect(items.map((i) => i.title)).toEqual(['Add a workspace…', 'Show keyboard shortcuts'])
  })

  it('offers no export and no saved views without an event', () => {
    const items = paletteItems(sources({ workspace: workspace({ eventId: null }) }))
    expect(items.find((i) => i.command.type === 'export')).toBeUndefined()
    expect(items.find((i) => i.command.type === 'agenda-import')).toBeUndefined()
    expect(items.find((i) => i.command.type === 'agenda-export')).toBeUndefined()
    expect(items.find((i) => i.command.type === 'view')).toBeUndefined()
    // With no event chosen, every recent event is another one.
    expect(items.filter((i) => i.command.type === 'event')).toHaveLength(2)
  })

  it('names catalog entries as "Everything known" does, by ID when unnamed, and leaves deleted ones out', () => {
    const items = paletteItems(
      sources({
        entries: [
          entry({ state: { profile: { firstName: 'Ada', lastName: 'Lovelace' } } }),
          entry({ kind: 'location', id: 'l1', state: { locationName: 'Hall A' } }),
          entry({ kind: 'location', id: 'l2', status: 'deleted', label: 'Old hall' }),
          entry({ kind: 'sponsor', id: 's1' }),
          entry({ kind: 'session', id: 'x1', label: 'Opening' }),
        ],
      }),
    ).filter((i) => i.command.type === 'entry')
    expect(items.map((i) => [i.kind, i.title, i.everyday])).toEqual([
      ['Session', 'Opening', false],
      ['Speaker', 'Ada Lovelace', false],
      ['Sponsor', 's1', false],
      ['Location', 'Hall A', false],
    ])
    expect(items[1]?.command).toEqual({
      type: 'entry',
      kind: 'speaker',
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
    })
  })

  it('finds a speaker by name or by the start of its ID', () => {
    const items = paletteItems(
      sources({
        entries: [entry({ state: { profile: { firstName: 'Ada', lastName: 'Lovelace' } } })],
      }),
    )
    expect(rank(items, 'lovel')[0]?.item.title).toBe('Ada Lovelace')
    expect(rank(items, 'AAAAAAAA')[0]?.match?.field).toBe('id')
  })
})

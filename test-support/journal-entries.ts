/**
 * Journal entries for tests and the journal benchmark: one built to order,
 * or many of every operation, as an organiser's months of edits would be.
 */
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'

const WORKSPACE = { id: 'w1', name: 'Main', address: 'https://api.example.test' }

/** A session update of `title`, applied, at 2026-01-01 unless told. */
export function journalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 'e1',
    at: '2026-01-01T10:00:00.000Z',
    workspace: WORKSPACE,
    eventId: 'ev1',
    resource: { kind: 'session', id: 's1', name: 'Opening keynote' },
    change: {
      operation: 'session-update',
      sent: { title: 'Opening keynote (updated)' },
      before: {
        title: { known: true, since: '2025-12-31T09:00:00.000Z', value: 'Opening keynote' },
      },
      after: { title: 'Opening keynote (updated)' },
    },
    outcome: { status: 'applied', sentence: null, settledAt: null },
    batchId: null,
    revertOf: null,
    revertedBy: null,
    ...overrides,
  }
}

/** A speaker picture change naming `bytes` as the picture sent. */
export function pictureEntry(
  id: string,
  at: string,
  bytes: KeptBytes,
  before: KeptBytes | null = null,
): JournalEntry {
  return journalEntry({
    id,
    at,
    resource: { kind: 'speaker', id: `sp-${id}`, name: 'Ada Lovelace' },
    change: {
      operation: 'speaker-picture',
      before: before
        ? {
            known: true,
            since: at,
            value: { url: 'https://cdn.example.test/old.png', bytes: before },
          }
        : { known: false },
      after: { url: `https://cdn.example.test/${id}.png`, bytes },
    },
  })
}

const WORDS = [
  'keynote', 'workshop', 'panel', 'breakout', 'networking', 'lunch', 'closing', 'design',
  'security', 'growth', 'data', 'cloud', 'hiring', 'product', 'marketing', 'finance',
] // prettier-ignore
const NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Linus']
const OUTCOMES = ['applied', 'applied', 'applied', 'applied', 'refused', 'uncertain'] as const

/** A small deterministic generator, so every run builds the same journal. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * `count` entries over `days` days up to `end`, oldest first: mostly session
 * edits, with pictures, sponsor images and location removals, in 8 events,
 * some in batches, some refused or uncertain.
 */
export function realisticEntries(count: number, end = Date.UTC(2026, 5, 1), days = 170) {
  const next = random(42)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const sha = (n: number) => n.toString(16).padStart(64, '0')
  const entries: JournalEntry[] = []
  const start = end - days * 86_400_000
  for (let i = 0; i < count; i++) {
    const at = new Date(start + Math.floor((i / count) * days * 86_400_000)).toISOString()
    const status = pick(OUTCOMES)
    const base = {
      id: `e${i}`,
      at,
      eventId: `ev${i % 8}`,
      outcome: {
        status,
        sentence: status === 'applied' ? null : 'The service refused the new start time.',
        settledAt: null,
      },
      batchId: i % 10 === 0 ? `b${Math.floor(i / 100)}` : null,
    }
    const shape = next()
    if (shape < 0.7) {
      const title = `${pick(WORDS)} ${pick(WORDS)} ${i}`
      entries.push(
        journalEntry({
          ...base,
          resource: { kind: 'session', id: `s${i % 5000}`, name: title },
          change: {
            operation: 'session-update',
            sent: { title: `${title} (v2)`, startsAt: at },
            before: {
              title: { known: true, since: at, value: title },
              startsAt: { known: false },
            },
            after: status === 'applied' ? { title: `${title} (v2)`, startsAt: at } : null,
          },
        }),
      )
    } else if (shape < 0.9) {
      const size = 50_000 + (i % 400) * 1_000
      const bytes = { sha256: sha(i), size, contentType: 'image/jpeg', lostAt: null }
      entries.push({
        ...pictureEntry(`e${i}`, at, bytes),
        ...base,
        resource: { kind: 'speaker', id: `sp${i % 3000}`, name: `${pick(NAMES)} ${pick(WORDS)}` },
      })
    } else {
      const name = `Room ${pick(WORDS)} ${i % 200}`
      entries.push(
        journalEntry({
          ...base,
          resource: { kind: 'location', id: `l${i % 200}`, name },
          change: {
            operation: 'location-delete',
            before: { known: true, since: at, value: { name, capacity: 20 + (i % 300) } },
            after: status === 'applied' ? { deleted: true } : null,
          },
        }),
      )
    }
  }
  return entries
}

export const CRASH_START = Date.UTC(2026, 0, 1)

/** The `i`th entry the crash writer puts: its name `size` characters long, so a write takes a while. */
export function crashEntry(i: number, size: number): JournalEntry {
  return journalEntry({
    id: `e${i}`,
    at: new Date(CRASH_START + i * 1_000).toISOString(),
    resource: { kind: 'session', id: `s${i}`, name: `${i}:`.padEnd(size, String(i % 10)) },
  })
}

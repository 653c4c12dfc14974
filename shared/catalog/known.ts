/**
 * How the "Everything known" view and its CSV export describe a catalog entry.
 *
 * Its name, its confirmation and where it was met. One set of words for the
 * screen and the file. Only speakers have a read endpoint
 * (docs/api-decisions.md, "Resources the API cannot list"): every other ID is
 * checked for its form only and stays "not yet confirmed" until an answer of
 * the service mentions it.
 */
import type { CatalogEntry, CatalogKind } from '../ipc/channels/catalog'

/** Kinds the service can read one by one, so an added ID is checked by fetching it. */
export const READABLE_KINDS: ReadonlySet<CatalogKind> = new Set<CatalogKind>(['speaker'])

export type Confirmation = 'confirmed' | 'not-yet-confirmed' | 'not-yet-read' | 'gone' | 'deleted'

export function confirmationOf(entry: CatalogEntry): Confirmation {
  if (entry.status === 'deleted') return 'deleted'
  if (entry.status === 'not-found') return 'gone'
  if (entry.seenAt) return 'confirmed'
  return READABLE_KINDS.has(entry.kind) ? 'not-yet-read' : 'not-yet-confirmed'
}

export const CONFIRMATION_TEXT: Record<Confirmation, string> = {
  confirmed: 'confirmed',
  'not-yet-confirmed': 'not yet confirmed',
  'not-yet-read': 'not yet read',
  gone: 'gone (the service no longer has it)',
  deleted: 'deleted',
}

const ORIGIN_TEXT: Record<CatalogEntry['origin'], string> = {
  entered: 'entered or pasted',
  imported: 'imported',
  response: 'met in an answer',
}

/** Where the ID came from, and the last answer that mentioned it. */
export function whereMet(entry: CatalogEntry): string {
  const origin = ORIGIN_TEXT[entry.origin]
  return entry.metIn ? `${origin}; last in ${entry.metIn}` : origin
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/** The user's label, else the name the last answer gave it, else null. */
export function entryName(entry: CatalogEntry): string | null {
  if (entry.label) return entry.label
  const state = entry.state ?? {}
  const profile = (state.profile ?? {}) as Record<string, unknown>
  const person = [text(profile.firstName), text(profile.lastName)].filter(Boolean).join(' ')
  return text(state.locationName) ?? text(state.title) ?? text(state.name) ?? (person || null)
}

const KIND_ORDER: readonly CatalogKind[] = ['session', 'speaker', 'sponsor', 'location']

/** Kind by kind (sessions, speakers, sponsors, locations), then by name, unnamed ones last by ID. */
export function sortKnown(entries: readonly CatalogEntry[]): CatalogEntry[] {
  return [...entries].sort((a, b) => {
    const kind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
    if (kind !== 0) return kind
    const an = entryName(a)
    const bn = entryName(b)
    if (an && bn) return an.localeCompare(bn) || a.id.localeCompare(b.id)
    if (an || bn) return an ? -1 : 1
    return a.id.localeCompare(b.id)
  })
}

export const KNOWN_CSV_HEADER = [
  'kind',
  'id',
  'name',
  'status',
  'where met',
  'added at',
  'last seen at',
] as const

/** One entry as the export's cells, in KNOWN_CSV_HEADER order (times stay ISO 8601 UTC). */
export function knownCsvCells(entry: CatalogEntry): string[] {
  return [
    entry.kind,
    entry.id,
    entryName(entry) ?? '',
    CONFIRMATION_TEXT[confirmationOf(entry)],
    whereMet(entry),
    entry.addedAt,
    entry.seenAt ?? '',
  ]
}

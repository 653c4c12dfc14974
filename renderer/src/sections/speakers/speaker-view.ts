/**
 * What a speaker card shows, from a catalog entry: the last known speaker
 * (read with the shared schema, so a state of another shape shows as
 * unknown rather than breaking the panel), its order in the grid and the
 * search over name and company.
 */
import { speakerSchema, type Speaker } from '@shared/api/schemas'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'

export interface SpeakerView {
  id: string
  /** First and last name when known; else the label; else the ID. */
  name: string
  label: string | null
  speaker: Speaker | null
  status: CatalogEntry['status']
  /** Met in an answer of the service (null: never confirmed). */
  seenAt: string | null
  origin: CatalogEntry['origin']
}

export function toSpeakerView(entry: CatalogEntry): SpeakerView {
  const parsed = entry.state ? speakerSchema.safeParse(entry.state) : null
  const speaker = parsed?.success ? parsed.data : null
  const fullName = [speaker?.profile?.firstName, speaker?.profile?.lastName]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
  return {
    id: entry.id,
    name: fullName || entry.label || entry.id,
    label: entry.label,
    speaker,
    status: entry.status,
    seenAt: entry.seenAt,
    origin: entry.origin,
  }
}

/** Up to two letters for a card without a picture. */
export function initials(view: SpeakerView): string {
  const p = view.speaker?.profile
  // Known only by its ID: letters of a UUID would look like someone's initials.
  if (!p?.firstName && !p?.lastName && !view.label) return '?'
  const parts = p?.firstName || p?.lastName ? [p.firstName, p.lastName] : view.name.split(/\s+/)
  // By code point, so a letter outside the Basic Multilingual Plane is not cut in half.
  const letters = parts.map((part) => [...(part?.trim() ?? '')][0] ?? '').filter(Boolean)
  return (letters.slice(0, 2).join('') || '?').toUpperCase()
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** By speaker order (unknown last), then by name, then by ID so the order is stable. */
export function compareSpeakers(a: SpeakerView, b: SpeakerView): number {
  const orderA = a.speaker?.speakerOrder ?? Number.POSITIVE_INFINITY
  const orderB = b.speaker?.speakerOrder ?? Number.POSITIVE_INFINITY
  if (orderA !== orderB) return orderA < orderB ? -1 : 1
  return collator.compare(a.name, b.name) || collator.compare(a.id, b.id)
}

/** Folds case and accents, so "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** Every word of the query must appear in the name, company, label or ID. */
export function matchesSearch(view: SpeakerView, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold(
    [view.name, view.speaker?.profile?.company, view.label, view.id].filter(Boolean).join(' '),
  )
  return words.every((word) => haystack.includes(word))
}

export function speakerViews(entries: CatalogEntry[], query: string): SpeakerView[] {
  return entries
    .filter((e) => e.kind === 'speaker')
    .map(toSpeakerView)
    .filter((view) => matchesSearch(view, query))
    .sort(compareSpeakers)
}

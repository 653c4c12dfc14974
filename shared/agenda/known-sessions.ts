/**
 * What the catalog knows that an agenda sheet is matched against: the event's
 * sessions (last known values, since when), their external references, the
 * locations by name, and each session's speakers.
 *
 * Speakers come from both sides: a speaker's record names its sessions and a
 * session's record names its speakers. Built once per plan; pure.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { entryName } from '@shared/catalog/known'
import { baselineFromState, type SessionBaseline } from '@shared/sessions/session-form'

export interface KnownSession {
  id: string
  name: string | null
  baseline: SessionBaseline
  /** When the service last showed it (or when it was added, if never); null when nothing is known. */
  since: string | null
}

export interface AgendaKnowledge {
  sessions: Map<string, KnownSession>
  /** External reference (as written) → session IDs carrying it. */
  byExternalRef: Map<string, string[]>
  /** Location name (lower case, trimmed) → location IDs; and every known location ID. */
  locationsByName: Map<string, string[]>
  locationName: Map<string, string>
  /** Session ID → speaker IDs. */
  speakers: Map<string, Set<string>>
  /** Speaker ID → the name the catalog knows (label, or first and last name). */
  speakerName: Map<string, string>
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) {
    if (!list.includes(value)) list.push(value)
  } else map.set(key, [value])
}

const speakerSet = (k: AgendaKnowledge, sessionId: string) => {
  let set = k.speakers.get(sessionId)
  if (!set) k.speakers.set(sessionId, (set = new Set()))
  return set
}

/** A location name as compared: trimmed, spaces collapsed, lower case. */
export const locationKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export function agendaKnowledge(entries: readonly CatalogEntry[]): AgendaKnowledge {
  const k: AgendaKnowledge = {
    sessions: new Map(),
    byExternalRef: new Map(),
    locationsByName: new Map(),
    locationName: new Map(),
    speakers: new Map(),
    speakerName: new Map(),
  }
  const nameLocation = (id: string, name: unknown) => {
    if (typeof name !== 'string' || name.trim() === '') return
    push(k.locationsByName, locationKey(name), id)
    if (!k.locationName.has(id)) k.locationName.set(id, name.trim())
  }
  for (const e of entries) {
    if (e.status !== 'active') continue
    const id = e.id.toLowerCase()
    if (e.kind === 'session') {
      const baseline = baselineFromState(e.state)
      const known = e.state !== null
      k.sessions.set(id, {
        id,
        name: entryName(e),
        baseline,
        since: known ? (e.seenAt ?? e.addedAt) : null,
      })
      if (baseline.externalRefId) push(k.byExternalRef, baseline.externalRefId.trim(), id)
      const state = e.state ?? {}
      for (const s of Array.isArray(state.speakers) ? state.speakers : []) {
        const sid = (s as { speakerId?: unknown }).speakerId
        if (typeof sid === 'string') speakerSet(k, id).add(sid.toLowerCase())
      }
      for (const l of Array.isArray(state.location) ? state.location : []) {
        const loc = l as { locationId?: unknown; locationName?: unknown }
        if (typeof loc.locationId === 'string' && loc.locationId)
          nameLocation(loc.locationId.toLowerCase(), loc.locationName)
      }
    } else if (e.kind === 'location') {
      nameLocation(id, e.label)
      nameLocation(id, e.state?.locationName)
      nameLocation(id, e.state?.name)
    } else if (e.kind === 'speaker') {
      const name = entryName(e)
      if (name) k.speakerName.set(id, name)
      const sessions = e.state?.sessions
      for (const s of Array.isArray(sessions) ? sessions : []) {
        const sid = (s as { sessionId?: unknown }).sessionId
        if (typeof sid === 'string') speakerSet(k, sid.toLowerCase()).add(id)
      }
    }
  }
  return k
}

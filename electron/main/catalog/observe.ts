/**
 * Which IDs a response mentions (docs/api-decisions.md, "Resources the API cannot list").
 *
 * A session names its speakers, sponsors and locations; a speaker names its
 * sessions. Upload results patch the image URLs into the last known state.
 */
import type {
  Session,
  Speaker,
  SpeakerPictureResult,
  SponsorImageResult,
} from '@shared/api/schemas'
import { AppError } from '@shared/errors'
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import type { Observation } from './catalog'

/** A name in quotes for `via`, or the ID when the answer had no name. */
function named(what: string, name: string | null | undefined, id: string): string {
  const text = name?.trim()
  return text ? `${what} “${text.slice(0, 120)}”` : `${what} ${id}`
}

/** What a session names; `doing` says which answer it came in ("listing the sessions"). */
export function fromSession(session: Session, doing?: string): Observation[] {
  const via = named('session', session.title, session.id)
  const out: Observation[] = [
    { kind: 'session', id: session.id, state: { ...session }, via: doing ?? `updating ${via}` },
  ]
  for (const s of session.speakers ?? []) out.push({ kind: 'speaker', id: s.speakerId, via })
  for (const s of session.sponsors ?? []) out.push({ kind: 'sponsor', id: s.sponsorId, via })
  for (const l of session.location ?? []) {
    if (!l.locationId) continue
    out.push({
      kind: 'location',
      id: l.locationId,
      patch: { locationName: l.locationName ?? null, type: l.type ?? null, link: l.link ?? null },
      via,
    })
  }
  return out
}

export function fromSpeaker(speaker: Speaker): Observation[] {
  const name = [speaker.profile?.firstName, speaker.profile?.lastName].filter(Boolean).join(' ')
  const via = named('speaker', name, speaker.id)
  const out: Observation[] = [
    { kind: 'speaker', id: speaker.id, state: { ...speaker }, via: `reading ${via}` },
  ]
  for (const s of speaker.sessions ?? []) out.push({ kind: 'session', id: s.sessionId, via })
  return out
}

export function fromSpeakerPicture(result: SpeakerPictureResult): Observation[] {
  return [
    {
      kind: 'speaker',
      id: result.speakerId,
      patch: { profile: { picUrl: result.picUrl } },
      via: 'uploading its picture',
    },
  ]
}

export function fromSponsorImage(result: SponsorImageResult): Observation[] {
  const field = result.imageType === 'COVER' ? 'coverUrl' : 'logoUrl'
  return [
    {
      kind: 'sponsor',
      id: result.sponsorId,
      patch: { [field]: result.imageUrl },
      via: `uploading its ${result.imageType === 'COVER' ? 'cover' : 'logo'}`,
    },
  ]
}

/**
 * The service refused to delete a location because it is the event's
 * default (409, docs/api-decisions.md, "Deleting a location"): the location
 * exists, and is marked as the default so the list can say why it stays.
 */
export function fromDefaultRefusal(error: unknown, id: string): Observation[] {
  if (!(error instanceof AppError) || error.data.status !== 409) return []
  return [{ kind: 'location', id, patch: { isDefault: true }, via: 'a refused deletion' }]
}

/** A 404 that names this resource (not the event) marks the entry as not found. */
export function fromNotFound(error: unknown, kind: CatalogKind, id: string): Observation[] {
  if (!(error instanceof AppError) || error.data.status !== 404) return []
  const code = error.data.code
  if (code && code !== `${kind.toUpperCase()}_NOT_FOUND`) return []
  if (!code && /\bevent\b/i.test(error.data.message)) return []
  return [{ kind, id, status: 'not-found', via: 'an answer of 404 (not found)' }]
}

/**
 * Which IDs a response mentions (docs/api-decisions.md, "Resources the API
 * cannot list"): a session names its speakers, sponsors and locations; a
 * speaker names its sessions. Upload results patch the image URLs into the
 * last known state.
 */
import type {
  Session,
  Speaker,
  SpeakerPictureResult,
  SponsorImageResult,
} from '../../../shared/api/schemas'
import { AppError } from '../../../shared/errors'
import type { CatalogKind } from '../../../shared/ipc/channels/catalog'
import type { Observation } from './catalog'

export function fromSession(session: Session): Observation[] {
  const out: Observation[] = [{ kind: 'session', id: session.id, state: { ...session } }]
  for (const s of session.speakers ?? []) out.push({ kind: 'speaker', id: s.speakerId })
  for (const s of session.sponsors ?? []) out.push({ kind: 'sponsor', id: s.sponsorId })
  for (const l of session.location ?? []) {
    if (!l.locationId) continue
    out.push({
      kind: 'location',
      id: l.locationId,
      patch: { locationName: l.locationName ?? null, type: l.type ?? null, link: l.link ?? null },
    })
  }
  return out
}

export function fromSpeaker(speaker: Speaker): Observation[] {
  const out: Observation[] = [{ kind: 'speaker', id: speaker.id, state: { ...speaker } }]
  for (const s of speaker.sessions ?? []) out.push({ kind: 'session', id: s.sessionId })
  return out
}

export function fromSpeakerPicture(result: SpeakerPictureResult): Observation[] {
  return [{ kind: 'speaker', id: result.speakerId, patch: { profile: { picUrl: result.picUrl } } }]
}

export function fromSponsorImage(result: SponsorImageResult): Observation[] {
  const field = result.imageType === 'COVER' ? 'coverUrl' : 'logoUrl'
  return [{ kind: 'sponsor', id: result.sponsorId, patch: { [field]: result.imageUrl } }]
}

/** A 404 that names this resource (not the event) marks the entry as not found. */
export function fromNotFound(error: unknown, kind: CatalogKind, id: string): Observation[] {
  if (!(error instanceof AppError) || error.data.status !== 404) return []
  const code = error.data.code
  if (code && code !== `${kind.toUpperCase()}_NOT_FOUND`) return []
  if (!code && /\bevent\b/i.test(error.data.message)) return []
  return [{ kind, id, status: 'not-found' }]
}

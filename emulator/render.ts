/**
 * Stored records → the API's resources.
 *
 * `kind` and `url` (their meaning is left open by the contract) are a
 * lower-case type name and the absolute address of the resource; stored
 * `/media/...` paths become absolute for the origin the client used.
 */
import { sessionMode, type EventRecord, type SessionRecord, type SpeakerRecord } from './model'

export const absolute = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url)

export function renderSession(event: EventRecord, s: SessionRecord, origin: string) {
  const eventUrl = `${origin}/v1/events/${event.id}`
  const mode = sessionMode(event, s)
  const loc = event.locations.find((l) => l.id === s.locationId)
  const capacity = mode === 'VIRTUAL' ? null : s.totalCapacity
  return {
    kind: 'session',
    url: `${eventUrl}/sessions/${s.id}`,
    id: s.id,
    title: s.title,
    description: s.description,
    startDateTime: s.startDateTime,
    endDateTime: s.endDateTime,
    location: loc
      ? [{ locationId: loc.id, locationName: loc.name, type: loc.type, link: s.link }]
      : s.link
        ? [{ locationId: '', locationName: 'Online', type: 'VIRTUAL', link: s.link }]
        : [],
    speakers: s.speakerIds.map((id) => ({ speakerId: id, url: `${eventUrl}/speakers/${id}` })),
    sponsors: s.sponsorIds.map((id) => ({ sponsorId: id, url: `${eventUrl}/sponsors/${id}` })),
    tags: [...s.tags],
    files: s.files.map((f) => ({ ...f })),
    // Deprecated mirror of totalCapacity, kept for old clients.
    availableSpots: capacity,
    totalCapacity: capacity,
    remainingCapacity: capacity === null ? null : Math.max(0, capacity - s.registered),
    externalRefId: s.externalRefId,
    parentSessionId: s.parentSessionId,
  }
}

export function renderSpeaker(event: EventRecord, sp: SpeakerRecord, origin: string) {
  const eventUrl = `${origin}/v1/events/${event.id}`
  return {
    kind: 'speaker',
    url: `${eventUrl}/speakers/${sp.id}`,
    id: sp.id,
    speakerOrder: sp.speakerOrder,
    profile: {
      firstName: sp.firstName,
      lastName: sp.lastName,
      bio: sp.bio,
      company: sp.company,
      designation: sp.designation,
      headline: sp.headline,
      picUrl: absolute(origin, sp.picUrl),
    },
    socialLinks: { ...sp.socialLinks },
    sessions: event.sessions
      .filter((s) => s.speakerIds.includes(sp.id))
      .map((s) => ({ sessionId: s.id, url: `${eventUrl}/sessions/${s.id}` })),
    externalRefId: sp.externalRefId,
  }
}

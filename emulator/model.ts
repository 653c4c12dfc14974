/**
 * The emulator's stored records.
 *
 * These are internal shapes: the routes turn them into the API's resources
 * (adding `kind`, absolute `url`s and the like), so storage can stay compact
 * and easy for tests to read back.
 */

export type Scope = 'READ' | 'WRITE'
export type KeyKind = 'backend' | 'other'

export interface ApiKey {
  key: string
  scopes: Scope[]
  kind: KeyKind
  label: string
}

export interface TeamRecord {
  id: string
  name: string
  isGeneral: boolean
  /** Inactive teams exist in the organization but are never returned. */
  active: boolean
}

export type LocationType = 'STAGE' | 'ROOM' | 'BOOTH' | 'VIRTUAL'

export interface LocationRecord {
  id: string
  name: string
  type: LocationType
  isDefault: boolean
}

/** How attendees take part; derived from the session's location (VIRTUAL type, or a stream link). */
export type SessionMode = 'IN_PERSON' | 'HYBRID' | 'VIRTUAL'

export interface SessionRecord {
  id: string
  title: string
  description: string
  startDateTime: string
  endDateTime: string
  /** null when the session has no location (e.g. its location was deleted). */
  locationId: string | null
  /** Stream link for hybrid and virtual sessions; '' for in-person ones. */
  link: string
  speakerIds: string[]
  sponsorIds: string[]
  tags: string[]
  files: { fileId: string; fileName: string; fileUrl: string }[]
  /** null = no capacity configured. Never set for virtual sessions. */
  totalCapacity: number | null
  /** Attendees already registered for the session (drives remainingCapacity). */
  registered: number
  externalRefId: string
  parentSessionId: string
}

export interface SpeakerRecord {
  id: string
  speakerOrder: number
  firstName: string
  lastName: string
  bio: string
  company: string
  designation: string
  headline: string
  /** Absolute URL, or a path starting with `/media/` made absolute per request. */
  picUrl: string
  socialLinks: {
    linkedInProfile: string
    twitterProfile: string
    facebookProfile: string
    websiteUrl: string
  }
  externalRefId: string
}

export interface SponsorRecord {
  id: string
  name: string
  tier: string
  /** Like SpeakerRecord.picUrl. */
  logoUrl: string
  coverUrl: string
}

export interface EventRecord {
  id: string
  name: string
  teamId: string
  startDate: string
  endDate: string
  timezone: string
  locations: LocationRecord[]
  sessions: SessionRecord[]
  speakers: SpeakerRecord[]
  sponsors: SponsorRecord[]
}

/** What the CLI prints and the demo workspace needs: every ID of an event. */
export interface EventSummary {
  id: string
  name: string
  speakerIds: string[]
  sponsorIds: string[]
  sessionIds: string[]
  locationIds: string[]
  defaultLocationId: string
}

export function summarizeEvent(event: EventRecord): EventSummary {
  const def = event.locations.find((l) => l.isDefault)
  return {
    id: event.id,
    name: event.name,
    speakerIds: event.speakers.map((s) => s.id),
    sponsorIds: event.sponsors.map((s) => s.id),
    sessionIds: event.sessions.map((s) => s.id),
    locationIds: event.locations.map((l) => l.id),
    defaultLocationId: def?.id ?? '',
  }
}

export function sessionMode(event: EventRecord, session: SessionRecord): SessionMode {
  const loc = event.locations.find((l) => l.id === session.locationId)
  if (loc?.type === 'VIRTUAL') return 'VIRTUAL'
  if (!loc && session.link) return 'VIRTUAL'
  return session.link ? 'HYBRID' : 'IN_PERSON'
}

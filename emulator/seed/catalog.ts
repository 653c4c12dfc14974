/**
 * Seeds everything but attendees.
 *
 * Keys, teams and three events with their locations, sessions, speakers and
 * sponsors. Dates are fixed (not relative to "now") so the same seed yields
 * byte-identical data forever.
 */
import type {
  ApiKey,
  EventRecord,
  KeyKind,
  LocationRecord,
  LocationType,
  Scope,
  SessionRecord,
  SpeakerRecord,
  SponsorRecord,
  TeamRecord,
} from '../model'
import { createRng, hashSeed, type Rng } from './prng'
import {
  COMPANIES,
  DESIGNATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  SESSION_FORMATS,
  SPONSOR_TIERS,
  TAGS,
  TEAM_NAMES,
  TOPICS,
} from './words'
import { DEMO_IMAGE_COUNTS } from './demo-images'

export interface Catalog {
  keys: ApiKey[]
  teams: TeamRecord[]
  events: EventRecord[]
}

interface EventPlan {
  name: string
  start: string // YYYY-MM-DD, first day
  days: number
  timezone: string
  locations: [string, LocationType][] // first one is the default
  sessions: number
  speakers: number
  sponsors: number
}

const PLANS: EventPlan[] = [
  {
    name: 'Stagehand Summit 2026',
    start: '2026-05-12',
    days: 3,
    timezone: 'Europe/Berlin',
    locations: [
      ['Main Stage', 'STAGE'],
      ['Hall B', 'STAGE'],
      ['Room 101', 'ROOM'],
      ['Workshop Lab', 'ROOM'],
      ['Expo Booth 7', 'BOOTH'],
      ['Online Stage', 'VIRTUAL'],
    ],
    sessions: 14,
    speakers: 12,
    sponsors: 7,
  },
  {
    name: 'Product Webinar Series: Spring',
    start: '2026-03-03',
    days: 1,
    timezone: 'America/New_York',
    locations: [
      ['Studio A', 'STAGE'],
      ['Webinar Room', 'VIRTUAL'],
      ['Breakout Room', 'VIRTUAL'],
    ],
    sessions: 6,
    speakers: 5,
    sponsors: 3,
  },
  {
    name: 'Nordic Dev Meetup — Göteborg',
    start: '2026-09-24',
    days: 1,
    timezone: 'Europe/Stockholm',
    locations: [
      ['Auditorium', 'STAGE'],
      ['Lounge', 'ROOM'],
    ],
    sessions: 4,
    speakers: 4,
    sponsors: 2,
  },
]

export const SCOPE_SETS: Scope[][] = [['READ'], ['WRITE'], ['READ', 'WRITE']]
export const KEY_KINDS: KeyKind[] = ['backend', 'other']

function makeKeys(rng: Rng): ApiKey[] {
  const keys: ApiKey[] = []
  for (const kind of KEY_KINDS) {
    for (const scopes of SCOPE_SETS) {
      const tag = scopes.map((s) => s[0]!.toLowerCase()).join('')
      keys.push({
        key: `shk_${kind === 'backend' ? 'be' : 'ot'}_${tag}_${rng.hex(32)}`,
        scopes,
        kind,
        label: `${kind === 'backend' ? 'Backend' : 'Other'} key, ${scopes.join('+')}`,
      })
    }
  }
  return keys
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()

function makeSpeaker(rng: Rng, order: number, imageIndex: number): SpeakerRecord {
  const firstName = rng.pick(FIRST_NAMES)
  const lastName = rng.pick(LAST_NAMES)
  const company = rng.pick(COMPANIES)
  const designation = rng.pick(DESIGNATIONS)
  const topic = rng.pick(TOPICS)
  const handle = slug(firstName + lastName) || `speaker${order}`
  return {
    id: rng.uuid(),
    speakerOrder: order,
    firstName,
    lastName,
    company,
    designation,
    headline: `${designation} at ${company}`,
    bio: `<p>${firstName} works on <strong>${topic.toLowerCase()}</strong> at ${company}.</p><p>Previously spoke at ${rng.range(3, 40)} conferences.</p>`,
    // Every eighth speaker has no picture, so the app's placeholder shows too.
    picUrl:
      order % 8 === 7
        ? ''
        : `/media/demo/speaker-${String(1 + (imageIndex % DEMO_IMAGE_COUNTS.speaker)).padStart(2, '0')}.png`,
    socialLinks: {
      linkedInProfile: `https://www.linkedin.com/in/${handle}`,
      twitterProfile: rng.chance(0.7) ? `https://twitter.com/${handle}` : '',
      facebookProfile: rng.chance(0.3) ? `https://www.facebook.com/${handle}` : '',
      websiteUrl: rng.chance(0.5) ? `https://${handle}.example.com` : '',
    },
    externalRefId: `SPK-${1000 + imageIndex}`,
  }
}

function makeSponsor(rng: Rng, index: number, globalIndex: number): SponsorRecord {
  const n = (count: number) => String(1 + (globalIndex % count)).padStart(2, '0')
  return {
    id: rng.uuid(),
    name: rng.pick(COMPANIES),
    tier: SPONSOR_TIERS[Math.min(index, SPONSOR_TIERS.length - 1)]!,
    logoUrl: `/media/demo/logo-${n(DEMO_IMAGE_COUNTS.logo)}.png`,
    coverUrl: index % 3 === 2 ? '' : `/media/demo/cover-${n(DEMO_IMAGE_COUNTS.cover)}.png`,
  }
}

function isoAt(day: string, dayOffset: number, minutes: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + dayOffset * 86_400_000 + minutes * 60_000
  return new Date(t).toISOString().replace('.000Z', 'Z')
}

function makeEvent(
  rng: Rng,
  plan: EventPlan,
  teamId: string,
  counters: { speaker: number; sponsor: number },
): EventRecord {
  const locations: LocationRecord[] = plan.locations.map(([name, type], i) => ({
    id: rng.uuid(),
    name,
    type,
    isDefault: i === 0,
  }))
  const speakers = Array.from({ length: plan.speakers }, (_, i) =>
    makeSpeaker(rng, i + 1, counters.speaker++),
  )
  const sponsors = Array.from({ length: plan.sponsors }, (_, i) =>
    makeSponsor(rng, i, counters.sponsor++),
  )
  const sessions: SessionRecord[] = []
  for (let i = 0; i < plan.sessions; i++) {
    const loc = locations[i % locations.length]!
    const day = i % plan.days
    const startMin = 9 * 60 + Math.floor(i / plan.days) * 75
    const duration = rng.pick([30, 45, 60])
    // Mode mix: virtual locations give virtual sessions; every third physical one is hybrid.
    const virtual = loc.type === 'VIRTUAL'
    const hybrid = !virtual && i % 3 === 1
    const title = `${rng.pick(SESSION_FORMATS)} ${rng.pick(TOPICS)}`
    const totalCapacity = virtual ? null : i % 5 === 4 ? null : rng.pick([40, 80, 120, 250, 500])
    const speakerCount = 1 + (i % 3)
    const speakerIds = Array.from(
      new Set(
        Array.from({ length: speakerCount }, (_, k) => speakers[(i + k * 2) % speakers.length]!.id),
      ),
    )
    const id = rng.uuid()
    sessions.push({
      id,
      title,
      description: `<p>${title}. Bring your questions.</p><ul><li>Level: ${rng.pick(['intro', 'intermediate', 'expert'])}</li></ul>`,
      startDateTime: isoAt(plan.start, day, startMin),
      endDateTime: isoAt(plan.start, day, startMin + duration),
      locationId: loc.id,
      link: virtual || hybrid ? `https://stream.example.com/${id.slice(0, 8)}` : '',
      speakerIds,
      sponsorIds: i % 4 === 0 && sponsors.length ? [sponsors[i % sponsors.length]!.id] : [],
      tags: Array.from(new Set([rng.pick(TAGS), rng.pick(TAGS)])),
      files:
        i % 3 === 0
          ? [
              {
                fileId: rng.uuid(),
                fileName: `slides-${i + 1}.pdf`,
                fileUrl: `https://files.example.com/${id.slice(0, 8)}/slides-${i + 1}.pdf`,
              },
            ]
          : [],
      totalCapacity,
      registered: totalCapacity === null ? rng.range(0, 300) : rng.range(0, totalCapacity),
      externalRefId: rng.chance(0.6) ? `SES-${rng.range(100, 999)}` : '',
      parentSessionId: '',
    })
  }
  // One workshop continues as a part 2, to show parentSessionId.
  const parent = sessions[3]
  const child = sessions[sessions.length - 1]
  if (parent && child && parent !== child) child.parentSessionId = parent.id

  const end = isoAt(plan.start, plan.days - 1, 18 * 60)
  return {
    id: rng.uuid(),
    name: plan.name,
    teamId,
    startDate: isoAt(plan.start, 0, 9 * 60),
    endDate: end,
    timezone: plan.timezone,
    locations,
    sessions,
    speakers,
    sponsors,
  }
}

export function seedCatalog(seed: number): Catalog {
  const rng = createRng(hashSeed(seed, 'catalog'))
  const keys = makeKeys(createRng(hashSeed(seed, 'keys')))
  const teams: TeamRecord[] = TEAM_NAMES.map(([name, isGeneral, active]) => ({
    id: rng.uuid(),
    name,
    isGeneral,
    active,
  }))
  const counters = { speaker: 0, sponsor: 0 }
  const activeTeams = teams.filter((t) => t.active)
  const events = PLANS.map((plan, i) =>
    makeEvent(rng, plan, activeTeams[i % activeTeams.length]!.id, counters),
  )
  return { keys, teams, events }
}

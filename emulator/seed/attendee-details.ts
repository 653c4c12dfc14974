/**
 * Turns one row of an AttendeeTable into the full Attendee resource of the API.
 *
 * Fields that nobody filters on are derived from a per-attendee seed here
 * rather than stored, which keeps 100,000 attendees cheap; the result is
 * identical on every call.
 */
import type { EventRecord } from '../model'
import type { AttendeeTable } from './attendees'
import { createRng, hashSeed } from './prng'
import {
  DIAL_CODES,
  REFERRERS,
  ROLES,
  SOURCE_TYPES,
  STATUS_SOURCES,
  UNSUBSCRIBE_CATEGORIES,
  UNSUBSCRIBE_REASONS,
  UTM_CAMPAIGNS,
  UTM_MEDIUMS,
  UTM_SOURCES,
} from './words'
import { DEMO_IMAGE_COUNTS } from './demo-images'

const TICKETS = ['General Admission', 'VIP Pass', 'Student', 'Early Bird', 'Group (5+)'] as const
const TICKET_WEIGHTS = [50, 8, 12, 25, 5] as const
const DIETS = [
  'None',
  'Vegetarian',
  'Vegan',
  'Gluten-free',
  'Halal',
  'Kosher',
  'Nut allergy',
] as const
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
const HEARD = ['Colleague', 'LinkedIn', 'Newsletter', 'Search engine', 'Podcast', 'Meetup'] as const

/** Stable per-event IDs (ticket types, disclaimers, add-ons, organizers). */
function eventIds(event: EventRecord, seed: number) {
  const rng = createRng(hashSeed(seed, 'event-ids', event.id))
  return {
    tickets: TICKETS.map(() => rng.uuid()),
    privacy: rng.uuid(),
    marketing: rng.uuid(),
    photo: rng.uuid(),
    workshopAddOn: rng.uuid(),
    dinnerAddOn: rng.uuid(),
    organizers: [rng.uuid(), rng.uuid(), rng.uuid()],
    workshops: event.sessions
      .filter((s) => /Workshop/.test(s.title))
      .slice(0, 2)
      .map((s) => ({ id: s.id, name: s.title })),
  }
}

const idCache = new WeakMap<EventRecord, ReturnType<typeof eventIds>>()

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

export function materializeAttendee(
  table: AttendeeTable,
  event: EventRecord,
  i: number,
  origin: string,
) {
  let ids = idCache.get(event)
  if (!ids) {
    ids = eventIds(event, table.seed)
    idCache.set(event, ids)
  }
  const rng = createRng(hashSeed(table.seed, table.eventIndex, i))
  const t = table.text
  const firstName = t.firstName[i]!
  const lastName = t.lastName[i]!
  const company = t.company[i]!
  const designation = t.designation[i]!
  const status = t.status[i]!
  const createdAt = table.createdAt[i]!
  const updatedAt = table.updatedAt[i]!
  const id = table.ids[i]!
  const handle = `${slug(firstName) || 'guest'}.${slug(lastName) || i}`
  const domain = `${slug(company) || 'company'}.example.com`
  const ticket = rng.weighted([0, 1, 2, 3, 4], TICKET_WEIGHTS)
  const addOns = []
  if (rng.chance(0.25)) {
    addOns.push({
      id: ids.workshopAddOn,
      name: 'Workshop Pass',
      sessions: ids.workshops.map((s) => ({ ...s })),
    })
  }
  if (ticket === 1 || rng.chance(0.1)) {
    addOns.push({ id: ids.dinnerAddOn, name: 'Speakers’ Dinner', sessions: [] })
  }
  const code = rng.hex(8).toUpperCase()
  const roles = ['ATTENDEE']
  if (rng.chance(0.05)) roles.push(rng.pick(ROLES.slice(1)))
  const statusAt = createdAt + Math.floor((updatedAt - createdAt) * rng.next())
  const dial = DIAL_CODES[table.countryIndex[i]!] ?? '+1'
  const hasUtm = rng.chance(0.6)
  const picture = rng.chance(0.3)
    ? `${origin}/media/demo/speaker-${String(1 + rng.int(DEMO_IMAGE_COUNTS.speaker)).padStart(2, '0')}.png`
    : ''

  return {
    kind: 'attendee',
    url: `${origin}/v1/events/${event.id}/attendees/${id}`,
    id,
    eventId: event.id,
    profile: {
      firstName,
      lastName,
      email: `${handle}@${domain}`,
      company,
      designation,
      bio: rng.chance(0.4) ? `<p>${designation} at ${company}.</p>` : '',
      headline: `${designation} · ${company}`,
      industry: t.industry[i]!,
      country: t.country[i]!,
      phoneNumber: `${dial} ${rng.range(100, 999)} ${rng.range(100, 999)} ${rng.range(1000, 9999)}`,
      profilePictureUrl: picture,
    },
    customFieldsData: [
      { fieldSlug: 'dietary-requirements', value: rng.pick(DIETS) },
      { fieldSlug: 't-shirt-size', value: rng.pick(SIZES) },
      { fieldSlug: 'how-did-you-hear', value: rng.pick(HEARD) },
      { fieldSlug: 'accessibility-needs', value: rng.chance(0.05) ? 'Wheelchair access' : '' },
    ],
    disclaimers: [
      {
        id: ids.privacy,
        slug: 'privacy-policy',
        text: '<p>I agree to the <a href="https://example.com/privacy">privacy policy</a>.</p>',
        consentGiven: true,
      },
      {
        id: ids.marketing,
        slug: 'marketing-emails',
        text: '<p>Send me news about future events.</p>',
        consentGiven: rng.chance(0.45),
      },
      {
        id: ids.photo,
        slug: 'photo-consent',
        text: '<p>I consent to being <em>photographed</em> at the event.</p>',
        consentGiven: rng.chance(0.85),
      },
    ],
    socialLinks: {
      linkedin: rng.chance(0.7) ? `https://www.linkedin.com/in/${handle}` : '',
      twitter: rng.chance(0.35) ? `https://twitter.com/${handle.replace('.', '_')}` : '',
      instagram: rng.chance(0.2) ? `https://www.instagram.com/${handle}` : '',
      facebook: rng.chance(0.15) ? `https://www.facebook.com/${handle}` : '',
      website: rng.chance(0.25) ? `https://${domain}` : '',
    },
    ticketDetails: {
      ticketTypeId: ids.tickets[ticket]!,
      ticketName: TICKETS[ticket]!,
      promoCode: rng.chance(0.2)
        ? rng.pick(['EARLY20', 'SPEAKERFRIEND', 'STUDENT50', 'PARTNER10'])
        : '',
      addOns,
    },
    qrCodeImgUrl: `https://qr.example.com/${event.id.slice(0, 8)}/${code}.png`,
    confirmationCode: code,
    status,
    statusUpdatedAt: iso(statusAt),
    statusSource: status === 'CHECKED_IN' ? 'CHECK_IN_APP' : rng.pick(STATUS_SOURCES),
    source: {
      type: hasUtm ? rng.pick(SOURCE_TYPES.slice(1)) : 'DIRECT',
      referrer: hasUtm ? rng.pick(REFERRERS) : '',
      utmParams: hasUtm
        ? {
            id: `utm-${rng.hex(6)}`,
            source: rng.pick(UTM_SOURCES),
            medium: rng.pick(UTM_MEDIUMS),
            campaign: rng.pick(UTM_CAMPAIGNS),
            term: rng.chance(0.3)
              ? rng.pick(['event management', 'tech conference', 'webinar'])
              : '',
            content: rng.chance(0.3) ? rng.pick(['banner-a', 'banner-b', 'text-link']) : '',
          }
        : { id: '', source: '', medium: '', campaign: '', term: '', content: '' },
      metadata: {
        landingPage: rng.pick(['/register', '/agenda', '/speakers', '/']),
        device: rng.pick(['desktop', 'mobile', 'tablet']),
        ...(rng.chance(0.1) ? { partnerCode: `P-${rng.range(100, 999)}` } : {}),
      },
    },
    roles,
    unsubscribedNotificationDetails: rng.chance(0.08)
      ? [
          {
            unsubscribeReason: rng.pick(UNSUBSCRIBE_REASONS),
            categoryName: rng.pick(UNSUBSCRIBE_CATEGORIES),
          },
        ]
      : [],
    createdAt: iso(createdAt),
    createdBy: rng.pick(ids.organizers),
    updatedAt: iso(updatedAt),
  }
}

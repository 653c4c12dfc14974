/**
 * Attendees for the snapshot benchmark, and the overview a plain scan of them gives.
 *
 * The attendees are shaped as the service sends them, from a seeded
 * generator, so every run stores the same ones: a few statuses, eight
 * ticket types, thirty countries, forty custom fields of 3 to 15 values
 * (one in ten left empty), registrations over sixty days. The scan is the
 * baseline: the answers the store gives, worked out from the array alone.
 */
import { createRng } from '@emulator/seed/prng'
import type { OverviewBreakdown } from '@shared/snapshots/overview'

export const CUSTOM_FIELDS = 40
const DAY_MS = 86_400_000
const STATUSES = ['REGISTERED', 'CHECKED_IN', 'INVITED', 'CANCELLED', 'WAITLISTED']
const STATUS_WEIGHTS = [60, 25, 8, 5, 2]
const TICKETS = ['General', 'VIP', 'Student', 'Speaker', 'Press', 'Sponsor', 'Workshop', 'Online']
const COUNTRIES = Array.from({ length: 30 }, (_, i) => `Country ${String(i + 1).padStart(2, '0')}`)
const FIELD_SLUGS = Array.from({ length: CUSTOM_FIELDS }, (_, i) => `question_${i + 1}`)
/** Field i has 3 + (i mod 13) values: 3 to 15. */
const FIELD_VALUES = FIELD_SLUGS.map((slug, i) =>
  Array.from({ length: 3 + (i % 13) }, (_, v) => `${slug} answer ${v + 1}`),
)

export interface BenchAttendee {
  id: string
  profile: Record<string, string>
  status: string
  statusSource: string
  ticketDetails: { ticketTypeId: string; ticketName: string }
  customFieldsData: { fieldSlug: string; value: string }[]
  createdAt: string
  updatedAt: string
}

/** `count` attendees registered in the sixty days before `end`. */
export function benchAttendees(count: number, end: number, seed = 1): BenchAttendee[] {
  const rng = createRng(seed)
  return Array.from({ length: count }, (_, i) => {
    const created = end - rng.int(60 * DAY_MS)
    const ticket = rng.int(TICKETS.length)
    return {
      id: rng.uuid(),
      profile: {
        firstName: `First${i}`,
        lastName: `Last${rng.int(5000)}`,
        email: `attendee${i}@example.com`,
        company: `Company ${rng.int(2000)}`,
        designation: rng.pick(['Engineer', 'Manager', 'Director', 'Analyst']),
        industry: rng.pick(['Software', 'Finance', 'Health', 'Retail', 'Education']),
        country: COUNTRIES[Math.min(rng.int(30), rng.int(30))]!,
      },
      status: rng.weighted(STATUSES, STATUS_WEIGHTS),
      statusSource: 'API',
      ticketDetails: { ticketTypeId: `ticket-${ticket}`, ticketName: TICKETS[ticket]! },
      customFieldsData: FIELD_SLUGS.map((fieldSlug, f) => ({
        fieldSlug,
        value: rng.chance(0.1) ? '' : rng.pick(FIELD_VALUES[f]!),
      })),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created + rng.int(DAY_MS)).toISOString(),
    }
  })
}

/**
 * The same event later: `removed` attendees gone, `added` new ones at the
 * end, `changed` of those kept with another status.
 */
export function laterAttendees(
  earlier: readonly BenchAttendee[],
  end: number,
  changes: { removed: number; added: number; changed: number },
): BenchAttendee[] {
  const rng = createRng(2)
  const gone = new Set<number>()
  while (gone.size < changes.removed) gone.add(rng.int(earlier.length))
  const kept = earlier.filter((_, i) => !gone.has(i))
  const moved = new Set<number>()
  while (moved.size < changes.changed) moved.add(rng.int(kept.length))
  const next = kept.map((a, i) =>
    moved.has(i) ? { ...a, status: a.status === 'CHECKED_IN' ? 'CANCELLED' : 'CHECKED_IN' } : a,
  )
  return [...next, ...benchAttendees(changes.added, end, 3)]
}

/** The first `field` of each attendee, as the grid reads it. */
export type Reader = (a: BenchAttendee) => string

export const readers = {
  status: (a: BenchAttendee) => a.status,
  ticketName: (a: BenchAttendee) => a.ticketDetails.ticketName,
  country: (a: BenchAttendee) => a.profile.country ?? '',
  custom:
    (slug: string): Reader =>
    (a) =>
      a.customFieldsData.find((c) => c.fieldSlug === slug)?.value ?? '',
}

/** Counts of `read` over `attendees`, the largest twelve and the rest, as the store answers. */
export function scanBreakdown(
  attendees: readonly BenchAttendee[],
  key: string,
  read: Reader,
): OverviewBreakdown {
  const counts = new Map<string, number>()
  for (const a of attendees) {
    const value = read(a)
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const sorted = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
  const listed = sorted.slice(0, 12)
  return { key, counts: listed, others: attendees.length - listed.reduce((n, c) => n + c.count, 0) }
}

/** Registrations per UTC day, oldest first. */
export function scanPerDay(attendees: readonly BenchAttendee[]): { day: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const a of attendees) {
    const day = new Date(Date.parse(a.createdAt)).toISOString().slice(0, 10)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count }))
}

/** The custom fields with at most twenty given values, by name. */
export function scanChoices(attendees: readonly BenchAttendee[]) {
  const values = new Map<string, Set<string>>()
  for (const a of attendees)
    for (const { fieldSlug, value } of a.customFieldsData) {
      if (value === '') continue
      let set = values.get(fieldSlug)
      if (!set) values.set(fieldSlug, (set = new Set()))
      set.add(value)
    }
  return [...values]
    .filter(([, set]) => set.size <= 20)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([fieldSlug, set]) => ({ fieldSlug, distinct: set.size }))
}

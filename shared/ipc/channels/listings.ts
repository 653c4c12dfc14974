/**
 * The lists the service's docs describe beyond the contract: events, an
 * event's sessions, its locations; and its reads of one event, sponsor or
 * attendee.
 *
 * A workspace's service may not offer them (the contract has none): then the
 * answer says so in one sentence, and the screen falls back to what the
 * catalog knows. Sessions and locations read go into the catalog, so the
 * screens that show the catalog show them; events come back as a list.
 * `refresh` learns again whether the service offers the list.
 */
import { z } from 'zod'
import { readNotesSchema } from '@shared/api/read-notes-schema'
import { attendeeSchema } from '@shared/api/schemas'
import { channel } from '../define'
import { eventRef } from './common'

const unofferedSchema = z.object({
  offered: z.literal(false),
  why: z.enum(['not-offered', 'refused']),
  sentence: z.string(),
  detail: z.string().optional(),
})
export type Unoffered = z.infer<typeof unofferedSchema>

export const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** ISO instants as the service gave them, or null. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timezone: z.string().nullable(),
})
export type EventSummary = z.infer<typeof eventSummarySchema>

/** How a list that was read went: its cost in requests, and what could not be read. */
const readFacts = { requests: z.number().int(), notes: readNotesSchema }

/** `refresh`: learn again whether the service offers the list. */
const refresh = { refresh: z.boolean().optional() }

export const listingChannels = {
  /** Every event the workspace's key may see, by name and days. */
  'listings:events': channel(
    z.object({ workspaceId: z.string().min(1), ...refresh }),
    z.discriminatedUnion('offered', [
      z.object({ offered: z.literal(true), events: z.array(eventSummarySchema), ...readFacts }),
      unofferedSchema,
    ]),
  ),
  /** Every session of the event, into the catalog with its title, times and room. */
  'listings:sessions': channel(
    eventRef.extend(refresh),
    z.discriminatedUnion('offered', [
      z.object({ offered: z.literal(true), count: z.number().int(), ...readFacts }),
      unofferedSchema,
    ]),
  ),
  /** One sponsor read back, into the catalog with its name and images. */
  'listings:sponsor': channel(
    eventRef.extend({ sponsorId: z.string().trim().min(1).max(200), ...refresh }),
    z.discriminatedUnion('offered', [
      z.object({
        offered: z.literal(true),
        sponsor: z.object({
          id: z.string(),
          name: z.string().nullable(),
          logoUrl: z.string().nullable(),
          coverUrl: z.string().nullable(),
        }),
      }),
      unofferedSchema,
    ]),
  ),
  /** The event's name, days and time zone; its name kept for the workspace's event names. */
  'listings:event': channel(
    eventRef.extend(refresh),
    z.discriminatedUnion('offered', [
      z.object({ offered: z.literal(true), event: eventSummarySchema }),
      unofferedSchema,
    ]),
  ),
  /** One attendee as the service holds them now (the ID is the attendee's registration). */
  'listings:attendee': channel(
    eventRef.extend({ attendeeId: z.string().trim().min(1).max(200), ...refresh }),
    z.discriminatedUnion('offered', [
      z.object({ offered: z.literal(true), attendee: attendeeSchema }),
      unofferedSchema,
    ]),
  ),
  /** Every location of the event, into the catalog with its name. */
  'listings:locations': channel(
    eventRef.extend(refresh),
    z.discriminatedUnion('offered', [
      z.object({ offered: z.literal(true), count: z.number().int(), ...readFacts }),
      unofferedSchema,
    ]),
  ),
} as const

/**
 * zod schemas for every resource, request body and envelope of the Event Management Service.
 *
 * Readers are tolerant (docs/api-decisions.md, "Reading responses"): unknown
 * fields pass through (looseObject), optional fields accept both absence and
 * null, because the contract leaves most required/optional statuses open, and
 * an optional field of an unexpected type is read as text or left out
 * (tolerant.ts) instead of failing the answer. Identity fields stay required.
 */
import { z } from 'zod'
import { UUID_PATTERN } from '../ids/uuid'
import { booleanField, orLeftOut, textField, textList, tolerantList } from './tolerant'

export { UUID_PATTERN }
export const uuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID (8-4-4-4-12 hex digits)')

const str = textField()
const int = orLeftOut(z.number().int().nullish())
const bool = booleanField()
/** A list that may be absent or null on the wire; readers treat both as empty. */
const list = tolerantList
/** An optional object: absent, null, or left out when it is not an object. */
const optionalObject = <T extends z.ZodType>(schema: T) => orLeftOut(schema.nullish())
/** A resource's own ID: a record without a usable one cannot be shown or written. */
const idField = z.string().min(1)

const resourceBase = { kind: str, url: str }

export const sessionLocationSchema = z.looseObject({
  locationId: str,
  locationName: str,
  type: str,
  link: str,
})

export const sessionSchema = z.looseObject({
  ...resourceBase,
  id: idField,
  title: str,
  description: str,
  startDateTime: str,
  endDateTime: str,
  location: list(sessionLocationSchema),
  speakers: list(z.looseObject({ speakerId: z.string(), url: str })),
  sponsors: list(z.looseObject({ sponsorId: z.string(), url: str })),
  tags: textList(),
  files: list(z.looseObject({ fileId: str, fileName: str, fileUrl: str })),
  availableSpots: int,
  totalCapacity: int,
  remainingCapacity: int,
  externalRefId: str,
  parentSessionId: str,
})
export type Session = z.infer<typeof sessionSchema>

/** Session update body, partial (docs/api-decisions.md, "Session update"): only what changed. */
export const sessionUpdateSchema = z.strictObject({
  title: z.string().max(500, 'must be at most 500 characters').optional(),
  startDateTime: z.string().min(1, 'is required').optional(),
  endDateTime: z.string().min(1, 'is required').optional(),
  description: z.string().optional(),
  locationId: uuidSchema.optional(),
  availableSpots: z.number().int().min(0).optional(),
  totalCapacity: z.number().int().min(0).optional(),
  externalRefId: z.string().optional(),
  parentSessionId: z.string().optional(),
  tags: z.array(z.string()).optional(),
})
export type SessionUpdate = z.infer<typeof sessionUpdateSchema>

export const speakerSchema = z.looseObject({
  ...resourceBase,
  id: idField,
  speakerOrder: int,
  profile: optionalObject(
    z.looseObject({
      firstName: str,
      lastName: str,
      bio: str,
      company: str,
      designation: str,
      headline: str,
      picUrl: str,
    }),
  ),
  socialLinks: optionalObject(
    z.looseObject({
      linkedInProfile: str,
      twitterProfile: str,
      facebookProfile: str,
      websiteUrl: str,
    }),
  ),
  sessions: list(z.looseObject({ sessionId: z.string(), url: str })),
  externalRefId: str,
})
export type Speaker = z.infer<typeof speakerSchema>

export const speakerPictureResultSchema = z.looseObject({
  speakerId: z.string(),
  picUrl: z.string(),
})
export type SpeakerPictureResult = z.infer<typeof speakerPictureResultSchema>

export const SPONSOR_IMAGE_TYPES = ['LOGO', 'COVER'] as const
export const sponsorImageTypeSchema = z.enum(SPONSOR_IMAGE_TYPES)
export type SponsorImageType = z.infer<typeof sponsorImageTypeSchema>

export const sponsorImageResultSchema = z.looseObject({
  sponsorId: z.string(),
  imageType: str,
  imageUrl: z.string(),
})
export type SponsorImageResult = z.infer<typeof sponsorImageResultSchema>

export const attendeeProfileSchema = z.looseObject({
  firstName: str,
  lastName: str,
  email: str,
  company: str,
  designation: str,
  bio: str,
  headline: str,
  industry: str,
  country: str,
  phoneNumber: str,
  profilePictureUrl: str,
})

export const attendeeSchema = z.looseObject({
  ...resourceBase,
  id: idField,
  eventId: str,
  profile: optionalObject(attendeeProfileSchema),
  customFieldsData: list(z.looseObject({ fieldSlug: z.string(), value: str })),
  disclaimers: list(z.looseObject({ id: str, slug: str, text: str, consentGiven: bool })),
  socialLinks: optionalObject(
    z.looseObject({ linkedin: str, twitter: str, instagram: str, facebook: str, website: str }),
  ),
  ticketDetails: optionalObject(
    z.looseObject({
      ticketTypeId: str,
      ticketName: str,
      promoCode: str,
      addOns: list(
        z.looseObject({
          id: str,
          name: str,
          sessions: list(z.looseObject({ id: str, name: str })),
        }),
      ),
    }),
  ),
  qrCodeImgUrl: str,
  confirmationCode: str,
  status: str,
  statusUpdatedAt: str,
  statusSource: str,
  source: optionalObject(
    z.looseObject({
      type: str,
      referrer: str,
      utmParams: optionalObject(
        z.looseObject({
          id: str,
          source: str,
          medium: str,
          campaign: str,
          term: str,
          content: str,
        }),
      ),
      metadata: optionalObject(z.record(z.string(), z.unknown())),
    }),
  ),
  roles: textList(),
  unsubscribedNotificationDetails: list(
    z.looseObject({ unsubscribeReason: str, categoryName: str }),
  ),
  createdAt: str,
  createdBy: str,
  updatedAt: str,
})
export type Attendee = z.infer<typeof attendeeSchema>

/**
 * A team's ID: text, or a number read as its text.
 *
 * A team is only shown and chosen by its ID, so one the service writes as a
 * number is still usable; read-notes.ts says it was read as text.
 */
const teamIdField = z.union([
  idField,
  z
    .number()
    .finite()
    .transform((n) => String(n)),
])

export const teamSchema = z.looseObject({
  ...resourceBase,
  id: teamIdField,
  name: str,
  isGeneral: bool,
})
export type Team = z.infer<typeof teamSchema>

export const paginationSchema = z.looseObject({ next: str, current: str, previous: str })

/**
 * `{pagination, data}`: every list response.
 *
 * Only a missing `data` list fails the page; a record that cannot be read (no
 * usable ID) is left out of it.
 */
export const pageEnvelopeSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({ pagination: optionalObject(paginationSchema), data: z.array(orLeftOut(item)) })

/** Where a page's records sit, as read-notes.ts names paths: records left out there are counted. */
export const PAGE_RECORDS = 'data[]'

export const errorEnvelopeSchema = z.looseObject({
  timestamp: str,
  message: str,
  description: str,
  code: str,
  params: z.record(z.string(), z.unknown()).nullish(),
  errors: z.record(z.string(), z.string()).nullish(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

/**
 * Location delete success body (docs/api-decisions.md, "Deleting a location");
 * the client accepts any 2xx body.
 */
export const locationDeletedSchema = z.looseObject({ id: str, deleted: bool })

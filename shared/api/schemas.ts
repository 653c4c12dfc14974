/**
 * zod schemas for every resource, request body and envelope of the Event
 * Management Service. Readers are tolerant (docs/api-decisions.md, "Reading
 * responses"): unknown fields pass through (looseObject), and optional fields
 * accept both absence and null, because the contract leaves most
 * required/optional statuses open.
 */
import { z } from 'zod'

/** The UUID pattern the API gives for eventId, speakerId, sponsorId and locationId. */
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
export const uuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID (8-4-4-4-12 hex digits)')

const str = z.string().nullish()
const int = z.number().int().nullish()
const bool = z.boolean().nullish()
/** A list that may be absent or null on the wire; readers treat both as empty. */
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish()

const resourceBase = { kind: str, url: str }

export const sessionLocationSchema = z.looseObject({
  locationId: str,
  locationName: str,
  type: str,
  link: str,
})

export const sessionSchema = z.looseObject({
  ...resourceBase,
  id: z.string(),
  title: str,
  description: str,
  startDateTime: str,
  endDateTime: str,
  location: list(sessionLocationSchema),
  speakers: list(z.looseObject({ speakerId: z.string(), url: str })),
  sponsors: list(z.looseObject({ sponsorId: z.string(), url: str })),
  tags: list(z.string()),
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
  id: z.string(),
  speakerOrder: int,
  profile: z
    .looseObject({
      firstName: str,
      lastName: str,
      bio: str,
      company: str,
      designation: str,
      headline: str,
      picUrl: str,
    })
    .nullish(),
  socialLinks: z
    .looseObject({
      linkedInProfile: str,
      twitterProfile: str,
      facebookProfile: str,
      websiteUrl: str,
    })
    .nullish(),
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
  imageType: z.string(),
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
  id: z.string(),
  eventId: str,
  profile: attendeeProfileSchema.nullish(),
  customFieldsData: list(z.looseObject({ fieldSlug: z.string(), value: str })),
  disclaimers: list(z.looseObject({ id: str, slug: str, text: str, consentGiven: bool })),
  socialLinks: z
    .looseObject({ linkedin: str, twitter: str, instagram: str, facebook: str, website: str })
    .nullish(),
  ticketDetails: z
    .looseObject({
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
    })
    .nullish(),
  qrCodeImgUrl: str,
  confirmationCode: str,
  status: str,
  statusUpdatedAt: str,
  statusSource: str,
  source: z
    .looseObject({
      type: str,
      referrer: str,
      utmParams: z
        .looseObject({ id: str, source: str, medium: str, campaign: str, term: str, content: str })
        .nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  roles: list(z.string()),
  unsubscribedNotificationDetails: list(
    z.looseObject({ unsubscribeReason: str, categoryName: str }),
  ),
  createdAt: str,
  createdBy: str,
  updatedAt: str,
})
export type Attendee = z.infer<typeof attendeeSchema>

export const teamSchema = z.looseObject({
  ...resourceBase,
  id: z.string(),
  name: z.string().nullish(),
  isGeneral: bool,
})
export type Team = z.infer<typeof teamSchema>

export const paginationSchema = z.looseObject({ next: str, current: str, previous: str })

/** `{pagination, data}`: every list response. */
export const pageEnvelopeSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({ pagination: paginationSchema.nullish(), data: z.array(item) })

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

/**
 * The records of the lists the service's docs describe beyond the contract.
 *
 * Events (`GET /v1/events`) and an event's locations (`GET …/locations`);
 * an event's sessions are the contract's session. Read as tolerantly as the
 * contract's resources (schemas.ts): only the ID is required.
 */
import { z } from 'zod'
import { textField } from './tolerant'

const str = textField()

/** What every record of these reads starts with: the contract's `kind` and `url`, and its ID. */
const listedBase = { kind: str, url: str, id: z.string().min(1) }

/** An event as the docs show it: its title is `name`, its days `startDate` and `endDate`. */
export const listedEventSchema = z.looseObject({
  ...listedBase,
  name: str,
  teamName: str,
  startDate: str,
  endDate: str,
  timezone: str,
  status: str,
})
export type ListedEvent = z.infer<typeof listedEventSchema>

/** A sponsor as the docs show it: `coverImageUrl`, where an upload says `cover`. */
export const listedSponsorSchema = z.looseObject({
  ...listedBase,
  name: str,
  title: str,
  websiteUrl: str,
  logoUrl: str,
  coverImageUrl: str,
})
export type ListedSponsor = z.infer<typeof listedSponsorSchema>

/** A location as the docs show it. */
export const listedLocationSchema = z.looseObject({
  ...listedBase,
  name: str,
  mapLink: str,
})
export type ListedLocation = z.infer<typeof listedLocationSchema>

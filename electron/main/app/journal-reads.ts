/**
 * The reads the change journal makes of a session or a sponsor, over the listings.
 *
 * A write's plan and a revert's "now" take what a read gives and fall back
 * to the catalog on any failure; a Check asks the service even before a list
 * said it reads, and says in words where it does not.
 */
import type { CheckReads } from '../journal/checker'
import type { ReadSession, ReadSponsor } from '../journal/recorder'
import type { ListingService } from '../listings/listing-service'

export function journalReads(listings: ListingService): {
  readSession: ReadSession
  readSponsor: ReadSponsor
  checkReads: CheckReads
} {
  return {
    readSession: (workspaceId, eventId, sessionId, signal) =>
      listings.readSession(workspaceId, eventId, sessionId, signal),
    readSponsor: async (workspaceId, eventId, sponsorId, signal) => {
      // Any failure leaves "now" to the catalog's copy, as where the read does not exist.
      const read = await listings
        .sponsor({ workspaceId, eventId, sponsorId }, signal)
        .catch(() => null)
      return read?.offered ? read.sponsor : null
    },
    checkReads: {
      session: async (workspaceId, eventId, sessionId, signal) => {
        const read = await listings.session({ workspaceId, eventId, sessionId }, signal)
        return read.offered ? { offered: true, value: read.session } : read
      },
      sponsor: async (workspaceId, eventId, sponsorId, signal) => {
        const read = await listings.sponsor({ workspaceId, eventId, sponsorId }, signal)
        return read.offered ? { offered: true, value: read.sponsor } : read
      },
    },
  }
}

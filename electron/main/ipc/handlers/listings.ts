/**
 * Handlers of the listing channels: the docs' lists and reads, where the service offers them.
 *
 * A sponsor read (its card's) settles the sponsor's uploads that may have been
 * applied, as a speaker read does: the card and History then tell the same.
 */
import type { Journal } from '@main/journal/journal'
import type { ListingService } from '@main/listings/listing-service'
import type { NamespaceHandlers } from '../router'

export function listingsHandlers(
  listings: ListingService,
  journal: Pick<Journal, 'settleBySponsorRead'>,
): NamespaceHandlers<'listings'> {
  return {
    'listings:events': (input, { signal }) => listings.events(input, signal),
    'listings:sessions': (input, { signal }) => listings.sessions(input, signal),
    'listings:locations': (input, { signal }) => listings.locations(input, signal),
    'listings:sponsor': async (input, { signal }) => {
      const read = await listings.sponsor(input, signal)
      if (read.offered)
        await journal.settleBySponsorRead(input.workspaceId, input.sponsorId, read.sponsor)
      return read
    },
    'listings:event': (input, { signal }) => listings.event(input, signal),
    'listings:attendee': (input, { signal }) => listings.attendee(input, signal),
  }
}

/** Handlers of the listing channels: the docs' lists and reads, where the service offers them. */
import type { ListingService } from '@main/listings/listing-service'
import type { NamespaceHandlers } from '../router'

export function listingsHandlers(listings: ListingService): NamespaceHandlers<'listings'> {
  return {
    'listings:events': (input, { signal }) => listings.events(input, signal),
    'listings:sessions': (input, { signal }) => listings.sessions(input, signal),
    'listings:locations': (input, { signal }) => listings.locations(input, signal),
    'listings:sponsor': (input, { signal }) => listings.sponsor(input, signal),
    'listings:event': (input, { signal }) => listings.event(input, signal),
    'listings:attendee': (input, { signal }) => listings.attendee(input, signal),
  }
}

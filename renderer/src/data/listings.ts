/**
 * The lists the service's docs describe (`listings:*`), as queries.
 *
 * Read once per app run and kept (a list costs requests); `refresh` reads it
 * again and learns again whether the service offers it. Sessions and
 * locations land in the catalog, whose lists `catalog-sync.ts` updates; the
 * answer kept here says only how the reading went.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ChannelOutput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type EventListing = ChannelOutput<'listings:events'>
export type CatalogListing = ChannelOutput<'listings:sessions'>
export type ListedKind = 'sessions' | 'locations'

interface EventRef {
  workspaceId: string
  eventId: string
}

const read = (kind: ListedKind, ref: EventRef, refresh: boolean, signal?: AbortSignal) =>
  kind === 'sessions'
    ? bridge().listings.sessions({ ...ref, refresh }, signal ? { signal } : undefined)
    : bridge().listings.locations({ ...ref, refresh }, signal ? { signal } : undefined)

export const listingQueries = {
  events: (workspaceId: string) =>
    queryOptions({
      queryKey: queryKeys.listing(workspaceId, 'events'),
      queryFn: ({ signal }) => bridge().listings.events({ workspaceId }, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
  /** An event's sessions or locations, read into its catalog. */
  ofEvent: (kind: ListedKind, { workspaceId, eventId }: EventRef) =>
    queryOptions({
      queryKey: queryKeys.listing(workspaceId, kind, eventId),
      queryFn: ({ signal }) => read(kind, { workspaceId, eventId }, false, signal),
      staleTime: Infinity,
      retry: false,
    }),
}

/** One sponsor read back where the service offers it (its name and images land in the catalog). */
export const sponsorReadQuery = ({ workspaceId, eventId }: EventRef, sponsorId: string) =>
  queryOptions({
    queryKey: queryKeys.sponsorRead(workspaceId, eventId, sponsorId),
    queryFn: ({ signal }) =>
      bridge().listings.sponsor({ workspaceId, eventId, sponsorId }, { signal }),
    staleTime: Infinity,
    retry: false,
  })

/** Reads a sponsor on request (a check after a lost answer), outside the cached read. */
export const readSponsor = (
  { workspaceId, eventId, sponsorId }: EventRef & { sponsorId: string },
  signal?: AbortSignal,
) => bridge().listings.sponsor({ workspaceId, eventId, sponsorId }, { signal })

/** The event's name, days and time zone, read once per run where the service offers it. */
export const eventReadQuery = ({ workspaceId, eventId }: EventRef) =>
  queryOptions({
    queryKey: queryKeys.eventRead(workspaceId, eventId),
    queryFn: ({ signal }) => bridge().listings.event({ workspaceId, eventId }, { signal }),
    staleTime: Infinity,
    retry: false,
  })

export const listingMutations = {
  /** One attendee as the service holds them now, where it offers the read. */
  readAttendee: ({ workspaceId, eventId }: EventRef) =>
    mutationOptions({
      mutationFn: (attendeeId: string) =>
        bridge().listings.attendee({ workspaceId, eventId, attendeeId }),
    }),
  /** Reads the list again, asking the service even where it said it had none. */
  refresh: (
    client: QueryClient,
    kind: ListedKind | 'events',
    ref: EventRef | { workspaceId: string },
  ) =>
    mutationOptions({
      mutationFn: (): Promise<EventListing | CatalogListing> =>
        kind === 'events'
          ? bridge().listings.events({ workspaceId: ref.workspaceId, refresh: true })
          : read(kind, ref as EventRef, true),
      onSuccess: (answer) =>
        client.setQueryData(
          queryKeys.listing(ref.workspaceId, kind, 'eventId' in ref ? ref.eventId : undefined),
          answer,
        ),
    }),
}

/**
 * The docs' lists, read where the workspace's service offers them.
 *
 * Each list is read on demand, every page; what it returns goes into the
 * event's catalog (sessions with their titles, times and rooms; locations
 * with their names), so nothing a list returned ever needs pasting. A list
 * the service does not offer, or will not let the key read, is learnt once
 * per workspace (offers.ts) and answered as such without a request, until
 * the user refreshes.
 */
import {
  getSession,
  getSponsor,
  listEvents,
  listLocations,
  listSessions,
  type Listed,
} from '@main/api/listings'
import type { ApiService } from '@main/api/service'
import type { Observation } from '@main/catalog/catalog'
import { fromNotFound, fromSession } from '@main/catalog/observe'
import type { ListedEvent } from '@shared/api/listed'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { EventSummary } from '@shared/ipc/channels/listings'
import type { ApiContext } from '@main/api/context'
import type { Logger } from '@main/logging/logger'
import { unofferedBy, type ListKind, type Offers } from './offers'

export interface ListingDeps {
  api: ApiService
  offers: Offers
  /** Told the events a list gave, so their names outlive it (the File menu's recent events). */
  onEvents?: (workspaceId: string, events: EventSummary[]) => Promise<void>
  log?: Pick<Logger, 'warn'>
}

const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null

export function eventSummary(event: ListedEvent): EventSummary {
  return {
    id: event.id.toLowerCase(),
    name: textOrNull(event.name),
    startDate: textOrNull(event.startDate),
    endDate: textOrNull(event.endDate),
    timezone: textOrNull(event.timezone),
  }
}

export function createListingService({ api, offers, onEvents, log }: ListingDeps) {
  /** Reads one list unless it is known not to be offered; learns from its failure. */
  async function read<T, R>(
    kind: ListKind,
    workspaceId: string,
    refresh: boolean | undefined,
    run: () => Promise<Listed<T>>,
    done: (listed: Listed<T>) => R,
  ) {
    const known = refresh ? undefined : offers.of(workspaceId, kind)
    if (known) return { offered: false as const, ...known }
    try {
      const listed = await run()
      offers.learn(workspaceId, kind, null)
      return {
        offered: true as const,
        requests: listed.requests,
        notes: listed.notes,
        ...done(listed),
      }
    } catch (error) {
      const unoffered = unofferedBy(kind, error)
      if (!unoffered) throw error
      offers.learn(workspaceId, kind, unoffered)
      return { offered: false as const, ...unoffered }
    }
  }

  const call = <T>(
    channel: 'listings:events' | 'listings:sessions' | 'listings:locations',
    workspaceId: string,
    request: (ctx: ApiContext) => Promise<Listed<T>>,
    eventId?: string,
    observe?: (items: T[]) => Observation[],
  ) =>
    api.call(
      channel,
      workspaceId,
      request,
      eventId && observe
        ? { eventId, onResult: (listed) => observe(listed.items), onError: () => [] }
        : undefined,
    )

  /** An event's list, read into its catalog: the answer says how many and at what cost. */
  const eventList =
    <T>(
      kind: 'sessions' | 'locations',
      list: (ctx: ApiContext, eventId: string, signal?: AbortSignal) => Promise<Listed<T>>,
      observe: (items: T[]) => Observation[],
    ) =>
    (
      ref: { workspaceId: string; eventId: string; refresh?: boolean | undefined },
      signal?: AbortSignal,
    ) =>
      read(
        kind,
        ref.workspaceId,
        ref.refresh,
        () =>
          call(
            `listings:${kind}`,
            ref.workspaceId,
            (ctx) => list(ctx, ref.eventId, signal),
            ref.eventId,
            observe,
          ),
        (listed) => ({ count: listed.items.length }),
      )

  return {
    /**
     * The session as the service holds it now, into the catalog; null where the
     * service is not known to read sessions, or the read failed (a write planned
     * on it goes ahead, knowing what the catalog knows).
     *
     * Asked only of a service that answered a list of sessions or a session
     * read in this run: a write never spends a request (nor a request of a
     * nearly spent quota) to learn whether the service has the read.
     */
    async readSession(
      workspaceId: string,
      eventId: string,
      sessionId: string,
      signal?: AbortSignal,
    ): Promise<Record<string, unknown> | null> {
      if (offers.of(workspaceId, 'session')) return null
      if (!offers.offered(workspaceId, 'sessions') && !offers.offered(workspaceId, 'session')) {
        return null
      }
      try {
        const session = await api.call(
          'listings:sessions',
          workspaceId,
          (ctx) => getSession(ctx, eventId, sessionId, signal),
          { eventId, onResult: (s) => fromSession(s, 'reading the session'), onError: () => [] },
        )
        offers.learn(workspaceId, 'session', null)
        return { ...session }
      } catch (error) {
        const unoffered = unofferedBy('session', error)
        if (unoffered) offers.learn(workspaceId, 'session', unoffered)
        else log?.warn('the session could not be read before it was changed', { error })
        return null
      }
    },

    /**
     * A sponsor read back where the service offers it, into the catalog: its
     * name, logo and cover. Asked of each sponsor the screen shows; a service
     * without the read is learnt from the first and not asked again.
     */
    async sponsor(
      {
        workspaceId,
        eventId,
        sponsorId,
        refresh,
      }: { workspaceId: string; eventId: string; sponsorId: string; refresh?: boolean | undefined },
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'listings:sponsor'>> {
      const known = refresh ? undefined : offers.of(workspaceId, 'sponsor')
      if (known) return { offered: false, ...known }
      try {
        const read = await api.call(
          'listings:sponsor',
          workspaceId,
          (ctx) => getSponsor(ctx, eventId, sponsorId, signal),
          {
            eventId,
            onResult: (s) => [
              {
                kind: 'sponsor',
                id: s.id.toLowerCase(),
                patch: {
                  name: textOrNull(s.name),
                  title: textOrNull(s.title),
                  websiteUrl: textOrNull(s.websiteUrl),
                  logoUrl: textOrNull(s.logoUrl),
                  coverUrl: textOrNull(s.coverImageUrl),
                },
                via: 'reading the sponsor',
              },
            ],
            // A missing route is no missing sponsor: only the sponsor's own 404 marks it gone.
            onError: (e) =>
              unofferedBy('sponsor', e) ? [] : fromNotFound(e, 'sponsor', sponsorId),
          },
        )
        offers.learn(workspaceId, 'sponsor', null)
        return {
          offered: true,
          sponsor: {
            id: read.id.toLowerCase(),
            name: textOrNull(read.name),
            logoUrl: textOrNull(read.logoUrl),
            coverUrl: textOrNull(read.coverImageUrl),
          },
        }
      } catch (error) {
        const unoffered = unofferedBy('sponsor', error)
        if (!unoffered) throw error
        offers.learn(workspaceId, 'sponsor', unoffered)
        return { offered: false, ...unoffered }
      }
    },

    events: (
      { workspaceId, refresh }: { workspaceId: string; refresh?: boolean | undefined },
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'listings:events'>> =>
      read(
        'events',
        workspaceId,
        refresh,
        () => call('listings:events', workspaceId, (ctx) => listEvents(ctx, signal)),
        (listed) => {
          const events = listed.items.map(eventSummary)
          onEvents?.(workspaceId, events).catch((error: unknown) =>
            log?.warn('the names of the listed events could not be kept', { error }),
          )
          return { events }
        },
      ),

    sessions: eventList('sessions', listSessions, (sessions) =>
      sessions.flatMap((s) => fromSession(s, 'listing the sessions')),
    ),

    locations: eventList('locations', listLocations, (locations) =>
      locations.map((l) => ({
        kind: 'location' as const,
        id: l.id.toLowerCase(),
        patch: { locationName: textOrNull(l.name), mapLink: textOrNull(l.mapLink) },
        via: 'listing the locations',
      })),
    ),
  }
}
export type ListingService = ReturnType<typeof createListingService>

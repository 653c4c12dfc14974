/**
 * The docs' lists, read where the workspace's service offers them, and
 * their reads of one record (record-reads.ts).
 *
 * Each list is read on demand, every page; what it returns goes into the
 * event's catalog (sessions with their titles, times and rooms; locations
 * with their names), so nothing a list returned ever needs pasting. A list
 * the service does not offer, or will not let the key read, is learnt once
 * per workspace (offers.ts) and answered as such without a request, until
 * the user refreshes.
 */
import { listEvents, listLocations, listSessions, type Listed } from '@main/api/listings'
import type { ApiService } from '@main/api/service'
import type { Observation } from '@main/catalog/catalog'
import { fromSession } from '@main/catalog/observe'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { EventSummary } from '@shared/ipc/channels/listings'
import type { ApiContext } from '@main/api/context'
import type { Logger } from '@main/logging/logger'
import { unofferedBy, type ListKind, type Offers } from './offers'
import { createRecordReads, eventSummary, textOrNull } from './record-reads'

export interface ListingDeps {
  api: ApiService
  offers: Offers
  /** Told the events a list gave, so their names outlive it (the File menu's recent events). */
  onEvents?: (workspaceId: string, events: EventSummary[]) => Promise<void>
  log?: Pick<Logger, 'warn'>
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
    ...createRecordReads({
      api,
      offers,
      ...(onEvents ? { onEvents } : {}),
      ...(log ? { log } : {}),
    }),

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

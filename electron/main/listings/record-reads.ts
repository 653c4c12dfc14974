/**
 * One record read back where the workspace's service offers the read: an
 * event, a session, a sponsor, an attendee.
 *
 * The contract has none of these reads; the service's docs describe them.
 * What a read returns goes into the event's catalog (a session's values, a
 * sponsor's name and images) or to the caller (an event's days and zone, an
 * attendee as the service holds it now). A read the service does not offer,
 * or will not let the key make, is learnt once per workspace (offers.ts) and
 * answered as such without a request, until the caller asks to refresh.
 */
import { getAttendee, getEvent, getSession, getSponsor } from '@main/api/listings'
import type { ApiService } from '@main/api/service'
import { fromNotFound, fromSession } from '@main/catalog/observe'
import type { Logger } from '@main/logging/logger'
import type { Attendee, Session } from '@shared/api/schemas'
import type { ListedEvent, ListedSponsor } from '@shared/api/listed'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { EventSummary } from '@shared/ipc/channels/listings'
import { unofferedBy, type ListKind, type Offers, type Unoffered } from './offers'

export interface RecordReadDeps {
  api: ApiService
  offers: Offers
  /** Told the events a read gave, so their names outlive it (the File menu's recent events). */
  onEvents?: (workspaceId: string, events: EventSummary[]) => Promise<void>
  log?: Pick<Logger, 'warn'>
}

export const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null

export function eventSummary(event: ListedEvent): EventSummary {
  return {
    id: event.id.toLowerCase(),
    name: textOrNull(event.name),
    startDate: textOrNull(event.startDate),
    endDate: textOrNull(event.endDate),
    timezone: textOrNull(event.timezone),
  }
}

export interface EventScope {
  workspaceId: string
  eventId: string
  refresh?: boolean | undefined
}

type Read<T> = ({ offered: true } & T) | ({ offered: false } & Unoffered)

export function createRecordReads({ api, offers, onEvents, log }: RecordReadDeps) {
  /** One read unless it is known not to be offered; learns from its answer or failure. */
  async function readOne<T, R extends object>(
    kind: ListKind,
    { workspaceId, refresh }: EventScope,
    run: () => Promise<T>,
    done: (read: T) => R,
  ): Promise<Read<R>> {
    const known = refresh ? undefined : offers.of(workspaceId, kind)
    if (known) return { offered: false, ...known }
    try {
      const read = await run()
      offers.learn(workspaceId, kind, null)
      return { offered: true, ...done(read) }
    } catch (error) {
      const unoffered = unofferedBy(kind, error)
      if (!unoffered) throw error
      offers.learn(workspaceId, kind, unoffered)
      return { offered: false, ...unoffered }
    }
  }

  /** A sponsor as the catalog keeps it: the upload's answer calls its cover `coverUrl`. */
  const sponsorPatch = (s: ListedSponsor) => ({
    name: textOrNull(s.name),
    title: textOrNull(s.title),
    websiteUrl: textOrNull(s.websiteUrl),
    logoUrl: textOrNull(s.logoUrl),
    coverUrl: textOrNull(s.coverImageUrl),
  })

  const session = (ref: EventScope & { sessionId: string }, signal?: AbortSignal) =>
    readOne(
      'session',
      ref,
      () =>
        api.call(
          'listings:sessions',
          ref.workspaceId,
          (ctx) => getSession(ctx, ref.eventId, ref.sessionId, signal),
          {
            eventId: ref.eventId,
            onResult: (s) => fromSession(s, 'reading the session'),
            onError: () => [],
          },
        ),
      (read: Session) => ({ session: { ...read } as Record<string, unknown> }),
    )

  return {
    /** A session as the service holds it now, into the catalog (a Check asks even before a list did). */
    session,

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
      if (!offers.offered(workspaceId, 'sessions') && !offers.offered(workspaceId, 'session')) {
        return null
      }
      try {
        const read = await session({ workspaceId, eventId, sessionId }, signal)
        return read.offered ? read.session : null
      } catch (error) {
        log?.warn('the session could not be read before it was changed', { error })
        return null
      }
    },

    /**
     * A sponsor read back where the service offers it, into the catalog: its
     * name, logo and cover. Asked of each sponsor the screen shows; a service
     * without the read is learnt from the first and not asked again.
     */
    sponsor: (
      ref: EventScope & { sponsorId: string },
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'listings:sponsor'>> =>
      readOne(
        'sponsor',
        ref,
        () =>
          api.call(
            'listings:sponsor',
            ref.workspaceId,
            (ctx) => getSponsor(ctx, ref.eventId, ref.sponsorId, signal),
            {
              eventId: ref.eventId,
              onResult: (s) => [
                {
                  kind: 'sponsor',
                  id: s.id.toLowerCase(),
                  patch: sponsorPatch(s),
                  via: 'reading the sponsor',
                },
              ],
              // A missing route is no missing sponsor: only the sponsor's own 404 marks it gone.
              onError: (e) =>
                unofferedBy('sponsor', e) ? [] : fromNotFound(e, 'sponsor', ref.sponsorId),
            },
          ),
        (read) => {
          const { name, logoUrl, coverUrl } = sponsorPatch(read)
          return { sponsor: { id: read.id.toLowerCase(), name, logoUrl, coverUrl } }
        },
      ),

    /** The event's name, days and time zone; its name kept for the workspace's event names. */
    event: (ref: EventScope, signal?: AbortSignal): Promise<ChannelOutput<'listings:event'>> =>
      readOne(
        'event',
        ref,
        () =>
          api.call('listings:event', ref.workspaceId, (ctx) => getEvent(ctx, ref.eventId, signal)),
        (read) => {
          const event = eventSummary(read)
          onEvents?.(ref.workspaceId, [event]).catch((error: unknown) =>
            log?.warn('the name of the event read could not be kept', { error }),
          )
          return { event }
        },
      ),

    /** An attendee as the service holds them now. */
    attendee: (
      ref: EventScope & { attendeeId: string },
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'listings:attendee'>> =>
      readOne(
        'attendee',
        ref,
        () =>
          api.call('listings:attendee', ref.workspaceId, (ctx) =>
            getAttendee(ctx, ref.eventId, ref.attendeeId, signal),
          ),
        (attendee: Attendee) => ({ attendee }),
      ),
  }
}
export type RecordReads = ReturnType<typeof createRecordReads>

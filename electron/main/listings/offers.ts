/**
 * Which of the docs' lists a workspace's service answers, learnt from use.
 *
 * The contract has no list of events, sessions or locations; the service's
 * docs describe them. A service that answers one with "no such route" (404,
 * 405, 501) does not offer it; one that refuses it (401, 403) does not let
 * this key read it. Either is remembered per workspace, so the next screen
 * does not spend a request to learn it again, until the user refreshes.
 */
import { toAppErrorData } from '@shared/errors'

/** The docs' lists, and the reads of one record. */
export const LIST_KINDS = [
  'events',
  'sessions',
  'locations',
  'session',
  'sponsor',
  'event',
  'attendee',
] as const
export type ListKind = (typeof LIST_KINDS)[number]

/** Why a list gave nothing: the service has none, or would not let this key read it. */
export type Unoffered = {
  why: 'not-offered' | 'refused'
  sentence: string
  /** The service's refusal as Stagehand read it, for Details. */
  detail?: string
}

const NOT_OFFERED: Record<ListKind, string> = {
  events:
    "This workspace's service does not list events, so pick an event by its ID: paste it, or the address of the event's page in the dashboard.",
  sessions:
    "This workspace's service does not list an event's sessions, so Stagehand knows only those it has been given or has met.",
  locations:
    "This workspace's service does not list an event's locations, so Stagehand knows only those it has been given or has met.",
  session:
    "This workspace's service does not read a session back, so Stagehand knows only the values it last saw.",
  sponsor:
    "This workspace's service does not read a sponsor back, so a sponsor is known by the label you give it and the images sent from here.",
  event:
    "This workspace's service does not read an event's details, so Stagehand knows its name only from a list or a label, and sessions take the time zone you choose.",
  attendee:
    "This workspace's service does not read one attendee back, so the details shown are those of the last page of the list.",
}

const REFUSED: Record<ListKind, string> = {
  events: 'The service would not let this API key list events',
  sessions: "The service would not let this API key list the event's sessions",
  locations: "The service would not let this API key list the event's locations",
  session: 'The service would not let this API key read a session',
  sponsor: 'The service would not let this API key read a sponsor',
  event: "The service would not let this API key read the event's details",
  attendee: 'The service would not let this API key read an attendee',
}

const RESOURCE = '(event|session|location|speaker|sponsor|attendee)'

/**
 * A 404 about a resource (the event, the session read) is that resource's,
 * not a sign that the route is missing: its code names it, or its words do.
 */
function aboutAResource(code: string | undefined, said: string): boolean {
  if (code) return code !== 'NOT_FOUND' && code.endsWith('_NOT_FOUND')
  return new RegExp(`\\b${RESOURCE} not found\\b|\\bno ${RESOURCE} with\\b`, 'i').test(said)
}

/**
 * What a list's failure says of the list itself, or null when it is a failure
 * of this one call (the network, the event, the service's trouble) to show as such.
 */
export function unofferedBy(kind: ListKind, error: unknown): Unoffered | null {
  const data = toAppErrorData(error)
  if (data.kind !== 'http' || data.status === undefined) return null
  const { status } = data
  if (status === 405 || status === 501) return { why: 'not-offered', sentence: NOT_OFFERED[kind] }
  if (status === 404) {
    if (aboutAResource(data.code, data.description ?? '')) return null
    return { why: 'not-offered', sentence: NOT_OFFERED[kind] }
  }
  if (status === 401 || status === 403) {
    return {
      why: 'refused',
      sentence: `${REFUSED[kind]}; the key may lack READ scope. Stagehand uses what it already knows.`,
      detail: data.message,
    }
  }
  return null
}

/** What each workspace's service was found to offer or not, until refreshed. */
export function createOffers() {
  const learnt = new Map<string, Unoffered | 'offered'>()
  const key = (workspaceId: string, kind: ListKind) => `${workspaceId}\n${kind}`
  return {
    /** What was learnt of a list, or undefined when nothing says it is not offered. */
    of(workspaceId: string, kind: ListKind): Unoffered | undefined {
      const what = learnt.get(key(workspaceId, kind))
      return what === 'offered' ? undefined : what
    },
    /** Whether the service answered the list (or read) in this run. */
    offered: (workspaceId: string, kind: ListKind): boolean =>
      learnt.get(key(workspaceId, kind)) === 'offered',
    /** What an answer taught: the list is offered (null), or why it is not. */
    learn(workspaceId: string, kind: ListKind, what: Unoffered | null): void {
      learnt.set(key(workspaceId, kind), what ?? 'offered')
    },
    /** Forgets a workspace (removed, or its address or key changed). */
    forget(workspaceId: string): void {
      for (const kind of LIST_KINDS) learnt.delete(key(workspaceId, kind))
    },
  }
}
export type Offers = ReturnType<typeof createOffers>

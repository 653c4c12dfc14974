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

export const LIST_KINDS = ['events', 'sessions', 'locations'] as const
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
}

const REFUSED: Record<ListKind, string> = {
  events: 'The service would not let this API key list events',
  sessions: "The service would not let this API key list the event's sessions",
  locations: "The service would not let this API key list the event's locations",
}

/** A 404 about the event itself is the event's, not a sign that the list is missing. */
function aboutTheEvent(code: string | undefined, said: string): boolean {
  if (code) return code === 'EVENT_NOT_FOUND'
  return /\bevent not found\b|\bno event\b/i.test(said)
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
    if (aboutTheEvent(data.code, `${data.description ?? ''}`)) return null
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

/** What each workspace's service was found not to offer, until refreshed. */
export function createOffers() {
  const unoffered = new Map<string, Unoffered>()
  const key = (workspaceId: string, kind: ListKind) => `${workspaceId}\n${kind}`
  return {
    /** What was learnt of a list, or undefined when nothing says it is not offered. */
    of: (workspaceId: string, kind: ListKind): Unoffered | undefined =>
      unoffered.get(key(workspaceId, kind)),
    learn(workspaceId: string, kind: ListKind, what: Unoffered | null): void {
      if (what) unoffered.set(key(workspaceId, kind), what)
      else unoffered.delete(key(workspaceId, kind))
    },
    /** Forgets a workspace (removed, or its address or key changed). */
    forget(workspaceId: string): void {
      for (const kind of LIST_KINDS) unoffered.delete(key(workspaceId, kind))
    },
  }
}
export type Offers = ReturnType<typeof createOffers>

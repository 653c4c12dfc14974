/**
 * `stagehand://` links: where to go, as a pure parser and its inverse.
 *
 * `stagehand://open/<workspaceId>/<eventId>/<kind>/<id>?service=<address>`
 * names a place of the app and nothing else: no key, no data;
 * `stagehand://open/<workspaceId>/<eventId>?service=<address>` names only the
 * event (the jump list's recent events open so). The workspace is
 * named by its ID in the settings of the computer that copied the link, and by
 * its service's address, so another computer with a workspace on the same
 * service can open it too (docs/links.md). The demo workspace is named by its
 * ID alone: its address is a loopback port that changes every start. The parser reads the raw text by
 * hand rather than through `URL`: WHATWG URL parsing resolves `..` segments
 * and decodes nothing of a path, so the checks must see the text as it came.
 */
import { checkBaseUrl, normaliseBaseUrl } from '../base-url'
import { UUID_PATTERN } from '../ids/uuid'

export const LINK_SCHEME = 'stagehand'
const PREFIX = `${LINK_SCHEME}://open/`

/** Longer than any link the app builds (a 200-character session ID and an address included). */
export const MAX_LINK_LENGTH = 2048

export const LINK_KINDS = ['session', 'speaker', 'sponsor', 'location', 'view', 'attendee'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** Where a link leads: a place of an event, or (kind and id null) the event alone. */
export type LinkTarget = {
  workspaceId: string
  eventId: string
  /** The workspace's service address, when the link carries it (links the app builds do). */
  service: string | null
} & ({ kind: LinkKind; id: string } | { kind: null; id: null })

export type ParsedLink = { ok: true; target: LinkTarget } | { ok: false; reason: string }

/** Kinds whose IDs are UUIDs in the service's API; the others are opaque text. */
const UUID_KINDS: ReadonlySet<LinkKind> = new Set(['speaker', 'sponsor', 'location', 'attendee'])

/** Printable ASCII without space, `/`, `\`, `?`, `#` and `%`: safe in a path and on screen. */
const OPAQUE_ID = /^[\x21-\x7e]+$/
const OPAQUE_FORBIDDEN = /[/\\?#%]/

function checkOpaqueId(id: string, max: number): boolean {
  return (
    id.length > 0 &&
    id.length <= max &&
    OPAQUE_ID.test(id) &&
    !OPAQUE_FORBIDDEN.test(id) &&
    id !== '.' &&
    id !== '..'
  )
}

function isLinkKind(value: string): value is LinkKind {
  return (LINK_KINDS as readonly string[]).includes(value)
}

/** Whether `id` can stand in a link as an ID of `kind` (the same rule parsing and building). */
export function isLinkableId(kind: LinkKind, id: string): boolean {
  if (UUID_KINDS.has(kind)) return UUID_PATTERN.test(id)
  return checkOpaqueId(id, kind === 'view' ? 64 : 200)
}

/** Strict percent-decoding: every `%` starts a pair of hex digits, and the bytes are UTF-8. */
function decodeComponent(text: string): string | null {
  if (/%(?![0-9a-fA-F]{2})/.test(text)) return null
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

const refused = (reason: string): ParsedLink => ({ ok: false, reason })

function parseService(query: string): string | null | { bad: string } {
  if (query === '') return null
  const pairs = query.split('&')
  const service = pairs.length === 1 && pairs[0]!.startsWith('service=') ? pairs[0]! : null
  if (service === null) return { bad: 'it carries something other than the service address' }
  const value = decodeComponent(service.slice('service='.length))
  if (value === null || value === '' || checkBaseUrl(value) !== null)
    return { bad: 'its service address is not an https:// address' }
  return normaliseBaseUrl(value)
}

/**
 * Reads a link, or says why it is not one the app opens.
 *
 * The reason completes "The link was not opened: …".
 */
export function parseLink(raw: string): ParsedLink {
  if (typeof raw !== 'string' || raw.length === 0) return refused('it is empty')
  if (raw.length > MAX_LINK_LENGTH) return refused('it is too long to be a Stagehand link')
  // Anything outside printable ASCII (spaces, controls, null bytes, look-alike letters)
  // travels percent-encoded in a real link; raw, it is a forgery or a damaged paste.
  if (!/^[\x21-\x7e]+$/.test(raw)) return refused('it contains characters a link cannot hold')
  // Schemes are case-insensitive (RFC 3986, 3.1); the rest is compared exactly.
  const schemeEnd = raw.indexOf(':')
  if (schemeEnd < 0 || raw.slice(0, schemeEnd).toLowerCase() !== LINK_SCHEME)
    return refused('it is not a stagehand:// link')
  const text = LINK_SCHEME + raw.slice(schemeEnd)
  if (!text.startsWith(PREFIX)) return refused('it does not start with stagehand://open/')
  if (text.includes('#')) return refused('it carries a fragment (#)')
  const rest = text.slice(PREFIX.length)
  const queryAt = rest.indexOf('?')
  // Some systems add a slash to the end of a link they pass on.
  const path = (queryAt < 0 ? rest : rest.slice(0, queryAt)).replace(/\/$/, '')
  const service = parseService(queryAt < 0 ? '' : rest.slice(queryAt + 1))
  if (service !== null && typeof service === 'object') return refused(service.bad)
  const segments = path.split('/')
  // Two parts name an event, four a place in it; traversal with `..` changes the count.
  if (segments.length !== 2 && segments.length !== 4)
    return refused('it does not name a workspace and an event, or a place in one')
  const decoded = segments.map(decodeComponent)
  if (decoded.some((segment) => segment === null))
    return refused('it holds a broken percent-encoding')
  const [workspaceId, eventId, kind, id] = decoded as [string, string, string?, string?]
  if (!checkOpaqueId(workspaceId, 64)) return refused('its workspace ID is not one')
  if (!UUID_PATTERN.test(eventId)) return refused('its event ID is not a UUID')
  if (kind === undefined || id === undefined)
    return { ok: true, target: { workspaceId, eventId, kind: null, id: null, service } }
  if (!isLinkKind(kind)) return refused(`it names no kind of place the app shows`)
  if (!isLinkableId(kind, id)) return refused(`its ${kind} ID is not one`)
  return { ok: true, target: { workspaceId, eventId, kind, id, service } }
}

/**
 * The service address a link names a workspace by, or null for none.
 *
 * The demo's address is a loopback port chosen anew at every start, so a link
 * carrying it would point nowhere after a restart: its ID alone names it.
 */
export function linkService(workspace: { baseUrl: string; isDemo: boolean }): string | null {
  return workspace.isDemo ? null : workspace.baseUrl
}

/**
 * A link's service address as a sentence may show it: its origin alone.
 *
 * The rest of the address is the link's free text (a path can spell out
 * words), so a sentence never repeats it.
 */
export function serviceOrigin(service: string): string {
  return URL.canParse(service) ? new URL(service).origin : 'another address'
}

/**
 * The link to a place or an event, the inverse of `parseLink`.
 *
 * Null when an ID cannot stand in a link (a session ID with a space, say), so
 * no link is offered that would be refused when opened.
 */
export function buildLink(target: LinkTarget): string | null {
  const { workspaceId, eventId, service } = target
  const place = target.kind === null ? [] : [target.kind, target.id]
  if (!checkOpaqueId(workspaceId, 64) || !UUID_PATTERN.test(eventId)) return null
  if (target.kind !== null && !isLinkableId(target.kind, target.id)) return null
  if (service !== null && checkBaseUrl(service) !== null) return null
  const path = [workspaceId, eventId, ...place].map(encodeURIComponent).join('/')
  const query = service === null ? '' : `?service=${encodeURIComponent(normaliseBaseUrl(service))}`
  return `${PREFIX}${path}${query}`
}

/**
 * The ID a pasted text holds: an ID alone, or one inside an address or a sentence.
 *
 * Organizers copy what the dashboard shows them: often the page's address,
 * sometimes a line of an email. Where the dashboard shows an ID is not
 * documented (docs/api-decisions.md, "Keys, IDs and times"), so the rule is
 * the one recorded there: the UUID right after a segment naming the kind
 * (`/event/<id>`, `/events/<id>`), else the only UUID in the text. Several
 * UUIDs with none after the kind's segment are refused, never guessed at,
 * and the caller says which ID was taken when it was not typed alone. An ID
 * the caller knows to be another's (the event's own, in the address of one
 * of its attendees) is passed over when the text holds others.
 */
import { UUID_PATTERN } from './uuid'

const ANY_UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/gi

export type IdKind = 'event' | 'session' | 'speaker' | 'sponsor' | 'location' | 'attendee'

export type IdInText = { id: string; from: 'alone' | 'address' | 'text' } | { error: string }

/** A sample ID, the shape every ID of the service has. */
export const SAMPLE_ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

const segmentNames = (kind: IdKind) => new Set([kind, `${kind}s`])

/** The UUID after a segment naming the kind in an address's path, if the text is an address. */
function afterKindSegment(text: string, kind: IdKind): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  const names = segmentNames(kind)
  const segments = url.pathname.split('/').map((s) => decodeURIComponent(s).toLowerCase())
  for (let i = 0; i + 1 < segments.length; i++)
    if (names.has(segments[i]!) && UUID_PATTERN.test(segments[i + 1]!)) return segments[i + 1]!
  return null
}

/** The distinct IDs a text holds, in lower case, in the order they come. */
export const uuidsIn = (text: string): string[] =>
  [...new Set((text.match(ANY_UUID) ?? []).map((id) => id.toLowerCase()))].filter((id) =>
    UUID_PATTERN.test(id),
  )

/** Whether a text is an address (a scheme and `//`), as copied from a browser. */
export const isAddress = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text)

export function idInText(raw: string, kind: IdKind, others: readonly string[] = []): IdInText {
  const text = raw.trim()
  if (text === '') return { error: `Enter or paste ${article(kind)} ${kind} ID` }
  const alone = text.toLowerCase()
  if (UUID_PATTERN.test(alone)) return { id: alone, from: 'alone' }
  const from = isAddress(text) ? 'address' : 'text'
  const named = from === 'address' ? afterKindSegment(text, kind) : null
  if (named) return { id: named, from }
  const all = uuidsIn(text)
  const theirs = new Set(others.map((id) => id.toLowerCase()))
  const valid = all.length > 1 ? all.filter((id) => !theirs.has(id)) : all
  if (valid.length === 1) return { id: valid[0]!, from }
  const what = from === 'address' ? 'That address' : 'That text'
  if (valid.length > 1)
    return {
      error: `${what} holds ${valid.length} IDs, and none follows “/${kind}/”: paste the ${kind}'s ID alone.`,
    }
  return {
    error: `${what} holds no ${kind} ID. ${capital(article(kind))} ${kind} ID looks like ${SAMPLE_ID}; paste it alone, or an address of the dashboard that holds it.`,
  }
}

const article = (kind: IdKind) => (/^[aeiou]/.test(kind) ? 'an' : 'a')
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/** The sentence that says which ID was taken, when it was not pasted alone. */
export function takenWords(
  found: { id: string; from: 'alone' | 'address' | 'text' },
  kind: IdKind,
) {
  if (found.from === 'alone') return null
  return `Took the ${kind} ID ${found.id} from the ${found.from === 'address' ? 'address' : 'text'} you pasted.`
}

/**
 * What a read of the resource says of a write that may have been applied.
 *
 * A write whose answer was lost is `uncertain`; reading the resource from
 * the service afterwards often tells: a picture's address changed, or the
 * session holds the values sent. These pure functions turn such a read into
 * the settled entry (applied or refused, with `settledAt`), or say why the
 * read cannot tell. Each operation's descriptor picks its own (`settle`).
 */
import type { JournalEntry, Picture } from './entry'
import { sessionFieldValue } from './record'
import { same } from './operations/conflicts'
import type { ChangeOf, EntryOf } from './operations/operation'

/** The entry settled by the read, or why the read leaves it as it is. */
export type Settled = { entry: JournalEntry } | { why: string }

/** Whether a Check may settle the entry: uncertain, and not settled yet. */
export const unsettled = (entry: JournalEntry): boolean =>
  entry.outcome.status === 'uncertain' && !entry.outcome.settledAt

const ALREADY = 'This change is not waiting for a check: its outcome is already known.'

type PictureEntry = EntryOf<'speaker-picture'> | EntryOf<'sponsor-image'>

/**
 * A picture upload settled by the address read now.
 *
 * Every upload gets an address of its own, so an address that is there and
 * is not the one from before is the upload's; the one from before means the
 * upload was not applied. `before` null: the resource had no picture.
 */
export function settledPicture(
  entry: PictureEntry,
  before: string | null,
  now: string | null,
  at: string,
  what: string,
): Settled {
  if (!unsettled(entry)) return { why: ALREADY }
  if (now !== null && now !== before) {
    const after: Picture = { url: now, bytes: entry.change.after?.bytes ?? null }
    const change = { ...entry.change, after } as ChangeOf<'speaker-picture' | 'sponsor-image'>
    return {
      entry: { ...entry, change, outcome: { status: 'applied', sentence: null, settledAt: at } },
    }
  }
  const sentence = `A check found the ${what} unchanged: the upload was not applied.`
  return { entry: { ...entry, outcome: { status: 'refused', sentence, settledAt: at } } }
}

/** Start and end are instants: the service may write them with other digits. */
function sameField(field: string, a: unknown, b: unknown): boolean {
  if ((field === 'startDateTime' || field === 'endDateTime') && typeof a === 'string') {
    const [ta, tb] = [Date.parse(a), typeof b === 'string' ? Date.parse(b) : NaN]
    if (!Number.isNaN(ta) && !Number.isNaN(tb)) return ta === tb
  }
  return same(a ?? null, b ?? null)
}

/**
 * A session update settled by the session read now.
 *
 * The update sends each changed field's whole new value, and the service
 * applies it whole or not at all: the session holding every value sent is
 * the update applied; a field without its value sent is an update that was
 * not applied (or was changed again since, which a revert would not undo).
 * `label` names the fields for the sentence.
 */
export function settledSession(
  entry: EntryOf<'session-update'>,
  state: Record<string, unknown>,
  at: string,
  label: (fields: string[]) => string,
): Settled {
  if (!unsettled(entry)) return { why: ALREADY }
  const sent = entry.change.sent as Record<string, unknown>
  const differ = Object.keys(sent).filter(
    (field) => !sameField(field, sent[field], sessionFieldValue(state, field)),
  )
  if (differ.length === 0) {
    return {
      entry: {
        ...entry,
        change: { ...entry.change, after: { ...state } },
        outcome: { status: 'applied', sentence: null, settledAt: at },
      },
    }
  }
  const sentence = `A check found the session without the values sent (${label(differ)}): the change was not applied, or was changed again since.`
  return { entry: { ...entry, outcome: { status: 'refused', sentence, settledAt: at } } }
}

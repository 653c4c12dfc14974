/**
 * Whether a resource is still what a journal entry left it as.
 *
 * Pure: main passes what it knows now (the catalog's last known state, or a
 * speaker read just now). A field changed since the entry is a conflict,
 * shown with its three versions: before the entry, after it, and now. What
 * Stagehand does not know now is not a conflict: nothing says it changed;
 * nor is the value before an unanswered update, which may not have applied.
 */
import type { JournalEntry } from './entry'
import { fieldList, imageWord, type InverseWrite } from './inverse'
import { sessionFieldValue } from './record'
import { sessionRevertWords } from './revert-words'

export interface FieldVersions {
  field: string
  before: unknown
  after: unknown
  now: unknown
}

/** What is known of the resource now. */
export type NowState =
  | { operation: 'session-update'; state: Record<string, unknown> | null }
  | { operation: 'speaker-picture' | 'sponsor-image'; url: string | null | undefined }

/** Equal as data: arrays in order, objects member by member. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => same(v, b[i]))
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const ak = Object.keys(a)
    const bk = Object.keys(b)
    const ar = a as Record<string, unknown>
    const br = b as Record<string, unknown>
    return ak.length === bk.length && ak.every((k) => Object.hasOwn(br, k) && same(ar[k], br[k]))
  }
  return false
}

const knownValue = (k: { known: boolean; value?: unknown }): unknown =>
  k.known ? k.value : undefined

/** The fields changed since the entry, each with its three versions; empty when none did. */
export function conflictsOf(entry: JournalEntry, now: NowState): FieldVersions[] {
  const change = entry.change
  if (change.operation === 'session-update' && now.operation === 'session-update') {
    const out: FieldVersions[] = []
    for (const field of Object.keys(change.before)) {
      const before = change.before[field]
      if (!before?.known) continue
      // Without an answer (uncertain) the entry left the value it sent, if anything.
      const after = change.after
        ? sessionFieldValue(change.after, field)
        : (change.sent as Record<string, unknown>)[field]
      const current = sessionFieldValue(now.state, field)
      if (current === undefined || after === undefined || same(current, after)) continue
      // Unanswered, the update may not have applied: the value before is no change since.
      if (change.after === null && same(current, before.value)) continue
      out.push({ field, before: before.value, after, now: current })
    }
    return out
  }
  if (
    (change.operation === 'speaker-picture' || change.operation === 'sponsor-image') &&
    (now.operation === 'speaker-picture' || now.operation === 'sponsor-image')
  ) {
    const after = change.after?.url ?? null
    if (now.url === undefined || same(now.url ?? null, after)) return []
    const before = knownValue(change.before) as { url: string | null } | undefined
    return [{ field: 'picture', before: before?.url ?? null, after, now: now.url }]
  }
  return []
}

/** Where "now" came from: read from the service just now, or only Stagehand's own last copy. */
export type NowFrom = 'service' | 'local'

/** What the check before a revert found, and what it could not check. */
export interface ConflictCheck {
  nowFrom: NowFrom
  versions: FieldVersions[]
  /**
   * When "now" was only known here: that changes made elsewhere cannot be
   * seen, and what the revert will replace. Null when the service was read.
   */
  unchecked: string | null
}

const REPLACES =
  'replacing whatever the service holds now, including any change made elsewhere since (by a colleague or another app).'

/** The sentence of a revert whose resource cannot be read back, naming what it will overwrite. */
export function uncheckedWords(entry: JournalEntry, write: InverseWrite): string {
  switch (write.operation) {
    case 'session-update': {
      const sets = sessionRevertWords(write.changes).replace(/^Sets/, 'sets').replace(/\.$/, '')
      return `A session cannot be read back from the service, so Stagehand cannot check whether it was changed elsewhere since this change. Reverting ${sets}, ${REPLACES}`
    }
    case 'sponsor-image':
    case 'speaker-picture': {
      const what =
        write.operation === 'sponsor-image'
          ? `sponsor’s ${imageWord(write.imageType)}`
          : 'speaker’s picture'
      const whose =
        write.operation === 'sponsor-image'
          ? 'A sponsor cannot be read back from the service'
          : 'The speaker was not read back from the service'
      return `${whose}, so Stagehand cannot check whether the ${what} was changed elsewhere since this change. Reverting puts back the previous one, ${REPLACES}`
    }
  }
}

/**
 * The check before a revert: the fields changed since, and whether "now"
 * was read from the service or only known here (then the revert must say
 * what it cannot check and what it will overwrite).
 */
export function conflictCheck(
  entry: JournalEntry,
  now: NowState | null,
  nowFrom: NowFrom,
  write: InverseWrite,
): ConflictCheck {
  const versions = now ? conflictsOf(entry, now) : []
  return {
    nowFrom,
    versions,
    unchecked: nowFrom === 'service' ? null : uncheckedWords(entry, write),
  }
}

/** The sentence of a conflict, naming the fields that changed since. */
export function conflictSentence(
  entry: JournalEntry,
  versions: readonly FieldVersions[],
  nowFrom: NowFrom = 'service',
): string {
  const what =
    entry.change.operation === 'session-update'
      ? `${fieldList(versions.map((v) => v.field))} changed`
      : 'the picture changed'
  // Only what Stagehand itself saw: never presented as the service's state.
  const where = nowFrom === 'local' ? ' in what Stagehand last saw' : ''
  return `Since this change, ${what} again${where}. Undoing it would replace the newer value${versions.length === 1 ? '' : 's'}.`
}

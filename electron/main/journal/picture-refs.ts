/**
 * Which kept picture bytes an entry names, and the entry once some are gone.
 *
 * Only picture operations name bytes: the picture before (when known) and
 * the one sent.
 */
import type { JournalEntry, KeptBytes, Picture } from '@shared/journal/entry'

/** The bytes the entry names, before then after. */
export function keptBytesOf(entry: JournalEntry): KeptBytes[] {
  const change = entry.change
  if (change.operation !== 'speaker-picture' && change.operation !== 'sponsor-image') return []
  const out: KeptBytes[] = []
  if (change.before.known && change.before.value.bytes) out.push(change.before.value.bytes)
  if (change.after?.bytes) out.push(change.after.bytes)
  return out
}

/**
 * The entry with `lostAt` set on the bytes it names that `isGone` says are
 * gone; null when none of them changes (absent, or already marked).
 */
export function withBytesLost(
  entry: JournalEntry,
  isGone: (sha256: string) => boolean,
  at: string,
): JournalEntry | null {
  const change = entry.change
  if (change.operation !== 'speaker-picture' && change.operation !== 'sponsor-image') return null
  let changed = false
  const mark = (picture: Picture): Picture => {
    if (!picture.bytes || picture.bytes.lostAt !== null || !isGone(picture.bytes.sha256))
      return picture
    changed = true
    return { ...picture, bytes: { ...picture.bytes, lostAt: at } }
  }
  const before = change.before.known
    ? { ...change.before, value: mark(change.before.value) }
    : change.before
  const after = change.after ? mark(change.after) : null
  return changed ? { ...entry, change: { ...change, before, after } } : null
}

/**
 * The write that undoes a journal entry, or why there is none.
 *
 * Pure: the entry alone says it. A session's fields are set back to their
 * values before, where those were known; a picture is sent again from the
 * bytes the journal kept. What the service cannot do (create a location,
 * remove a picture) and what was never known cannot be undone.
 */
import { FIELD_LABEL, type EditableField } from '@shared/sessions/session-form'
import { ownRecord } from '@shared/own-record'
import type { JournalEntry, KeptBytes, Picture } from './entry'
import { pictureRevertWords, sessionRevertWords } from './revert-words'

export type InverseWrite =
  | { operation: 'session-update'; changes: Record<string, unknown> }
  | { operation: 'speaker-picture'; bytes: KeptBytes }
  | { operation: 'sponsor-image'; imageType: 'LOGO' | 'COVER'; bytes: KeptBytes }

export type Inverse =
  { kind: 'write'; write: InverseWrite; sentence: string } | { kind: 'impossible'; why: string }

/** "Title", "Title and Start", "Title, Start and Tags". */
export function fieldList(fields: readonly string[]): string {
  const names = fields.map((f) => FIELD_LABEL[f as EditableField] ?? f)
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

const day = (iso: string): string => iso.slice(0, 10)

export const imageWord = (imageType: 'LOGO' | 'COVER'): string =>
  imageType === 'LOGO' ? 'logo' : 'cover image'

/** The bytes to send again, or why they cannot be. */
function keptPicture(picture: Picture, what: string): { bytes: KeptBytes } | { why: string } {
  if (picture.url === null) {
    return { why: `There was no ${what} before this change, and the service cannot remove one.` }
  }
  if (!picture.bytes) {
    return { why: `The previous ${what} was not kept, so it cannot be sent again.` }
  }
  if (picture.bytes.lostAt) {
    return {
      why: `The previous ${what} was removed from the journal on ${day(picture.bytes.lostAt)} to keep it under its size limit, so it cannot be sent again.`,
    }
  }
  return { bytes: picture.bytes }
}

const UNSURE =
  ' Whether the service applied this change is not known: the revert sends these values either way.'

function sessionInverse(
  entry: JournalEntry & { change: { operation: 'session-update' } },
): Inverse {
  const changes = ownRecord<unknown>()
  const unknown: string[] = []
  for (const [field, before] of Object.entries(entry.change.before)) {
    if (before.known) changes[field] = before.value
    else unknown.push(field)
  }
  if (Object.keys(changes).length === 0) {
    return {
      kind: 'impossible',
      why: `Stagehand had not seen the values this change replaced (${fieldList(unknown)}), so it cannot set them back.`,
    }
  }
  const rest =
    unknown.length > 0
      ? ` ${fieldList(unknown)} cannot be: ${unknown.length === 1 ? 'its value' : 'their values'} before the change ${unknown.length === 1 ? 'was' : 'were'} not known.`
      : ''
  return {
    kind: 'write',
    write: { operation: 'session-update', changes },
    sentence: `${sessionRevertWords(changes)}${rest}${entry.outcome.status === 'uncertain' ? UNSURE : ''}`,
  }
}

export function inverseOf(entry: JournalEntry): Inverse {
  if (entry.revertedBy) return { kind: 'impossible', why: 'This change has already been undone.' }
  if (entry.outcome.status === 'refused') {
    return { kind: 'impossible', why: 'This change was not applied: there is nothing to undo.' }
  }
  if (entry.outcome.status === 'pending') {
    return {
      kind: 'impossible',
      why: 'The service has not answered this change yet: wait for its answer, then undo it.',
    }
  }
  const change = entry.change
  switch (change.operation) {
    case 'session-update':
      return sessionInverse({ ...entry, change })
    case 'location-delete':
      return {
        kind: 'impossible',
        why: 'The service cannot create a location, so a deletion cannot be undone.',
      }
    case 'speaker-picture': {
      if (entry.outcome.status === 'uncertain') {
        return {
          kind: 'impossible',
          why: 'Whether the service applied this picture is not known: check the speaker first.',
        }
      }
      if (!change.before.known) {
        return {
          kind: 'impossible',
          why: "The speaker's picture before this change was not known, so it cannot be sent again.",
        }
      }
      const kept = keptPicture(change.before.value, "speaker's picture")
      if ('why' in kept) return { kind: 'impossible', why: kept.why }
      return {
        kind: 'write',
        write: { operation: 'speaker-picture', bytes: kept.bytes },
        sentence: pictureRevertWords('speaker', 'picture', change.before.value),
      }
    }
    case 'sponsor-image': {
      const what = `sponsor's ${imageWord(change.imageType)}`
      if (entry.outcome.status === 'uncertain') {
        return {
          kind: 'impossible',
          why: `Whether the service applied this ${what} is not known, and a sponsor cannot be read back: upload the image you want again.`,
        }
      }
      if (!change.before.known) {
        return {
          kind: 'impossible',
          why: `The ${what} before this change was never sent from Stagehand, so it is not known.`,
        }
      }
      const kept = keptPicture(change.before.value, what)
      if ('why' in kept) return { kind: 'impossible', why: kept.why }
      return {
        kind: 'write',
        write: { operation: 'sponsor-image', imageType: change.imageType, bytes: kept.bytes },
        sentence: pictureRevertWords('sponsor', imageWord(change.imageType), change.before.value),
      }
    }
  }
}

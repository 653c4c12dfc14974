/** What the two picture operations share: their search parts, their CSV row, the bytes a revert sends. */
import type { Speaker } from '@shared/api/schemas'
import type { KeptBytes, Picture } from '../entry-parts'
import { REPLACES, same, type FieldVersions } from './conflicts'
import type { NowState } from './index'
import { NOT_KNOWN, type ChangeOf, type CsvFieldRow } from './operation'

/** A picture's address as last known; undefined when not known at all. */
export type PictureNow = {
  operation: 'speaker-picture' | 'sponsor-image'
  url: string | null | undefined
}

/** A speaker's picture address, or null when it has none. */
export const picUrlOf = (speaker: Speaker): string | null => {
  const url = speaker.profile?.picUrl
  return typeof url === 'string' && url.trim() ? url : null
}

type PictureChange = ChangeOf<'speaker-picture' | 'sponsor-image'>

const day = (iso: string): string => iso.slice(0, 10)

/** The bytes to send again, or why they cannot be. */
export function keptPicture(
  picture: Picture,
  what: string,
): { bytes: KeptBytes } | { why: string } {
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

/** The addresses before and after. */
export const pictureParts = (change: PictureChange): string[] => [
  change.before.known ? (change.before.value.url ?? '') : '',
  change.after?.url ?? '',
]

/** The one CSV row: the address before and after. */
export const pictureRow = (field: string, change: PictureChange): CsvFieldRow => ({
  field,
  before: change.before.known ? (change.before.value.url ?? '') : '',
  since: change.before.known ? change.before.since : NOT_KNOWN,
  after: change.after?.url ?? '',
})

/** The picture changed since the entry when the address known now is another one. */
function pictureConflicts(change: PictureChange, now: NowState): FieldVersions[] {
  if (now.operation === 'session-update') return []
  const after = change.after?.url ?? null
  if (now.url === undefined || same(now.url ?? null, after)) return []
  const before = change.before.known ? change.before.value.url : null
  return [{ field: 'picture', before, after, now: now.url }]
}

/**
 * What both picture operations answer alike: a conflict is another address
 * now, and History shows them as pictures side by side (PicturePair), not as a table.
 */
export const PICTURE_CHECKS = {
  conflicts: pictureConflicts,
  changedSince: (): string => 'the picture changed',
  tableRows: () => [],
} as const

/** Why a revert of a picture cannot check for changes made elsewhere, and what it replaces. */
export const pictureUnchecked = (whose: string, what: string): string =>
  `${whose}, so Stagehand cannot check whether the ${what} was changed elsewhere since this change. Reverting puts back the previous one, ${REPLACES}`

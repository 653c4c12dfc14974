/**
 * Every operation the journal records, by name and by channel.
 *
 * A new recorded write adds its descriptor beside these (one file) and its
 * lines here; `tsc` fails until every operation has its descriptor and
 * every write channel its bare request (electron/main/writes/service-writes.ts).
 */
import type { ChannelName } from '@shared/ipc/contract'
import type { JournalChange, JournalEntry } from '../entry'
import { locationDelete, locationDeleteChange } from './location-delete'
import type { OperationDescriptor, OperationName } from './operation'
import type { PictureNow } from './pictures'
import {
  sessionUpdate,
  sessionUpdateChange,
  type SessionNow,
  type SessionUpdateInverse,
} from './session-update'
import { speakerPicture, speakerPictureChange, type SpeakerPictureInverse } from './speaker-picture'
import { sponsorImage, sponsorImageChange, type SponsorImageInverse } from './sponsor-image'

/** Each operation's change, as the entry's schema joins them. */
export const CHANGE_SCHEMAS = [
  sessionUpdateChange,
  speakerPictureChange,
  sponsorImageChange,
  locationDeleteChange,
] as const

export const OPERATIONS = {
  'session-update': sessionUpdate,
  'speaker-picture': speakerPicture,
  'sponsor-image': sponsorImage,
  'location-delete': locationDelete,
} as const satisfies { readonly [O in OperationName]: OperationDescriptor<O, ChannelName> }

/** The write that undoes an entry, as the reverter sends it. */
export type InverseWrite = SessionUpdateInverse | SpeakerPictureInverse | SponsorImageInverse
/** What is known of the resource now. */
export type NowState = SessionNow | PictureNow

type Operations = typeof OPERATIONS
/** The channels whose writes the journal records. */
export type WriteChannel = Operations[OperationName]['channel']

type AnyOperation = OperationDescriptor<OperationName, WriteChannel>

/** The descriptor of a change's operation, taking any change of the union. */
export const operationOf = (change: JournalChange): AnyOperation =>
  // Sound: OPERATIONS is keyed by the very name the change carries.
  OPERATIONS[change.operation] as unknown as AnyOperation

/** The descriptor of an entry's operation. */
export const writeOf = (entry: JournalEntry): AnyOperation => operationOf(entry.change)

const BY_CHANNEL = new Map<WriteChannel, AnyOperation>(
  Object.values(OPERATIONS).map((op) => [op.channel, op as unknown as AnyOperation]),
)

/** The descriptor of the operation a write channel records. */
export function recordedWrite(channel: WriteChannel): AnyOperation {
  const op = BY_CHANNEL.get(channel)
  if (!op) throw new Error(`no operation records ${channel}`)
  return op
}

/**
 * Every recorded write main sends, by channel and by operation.
 *
 * A new recorded write adds its file beside these and one line here, with
 * its pure parts in shared/journal/operations/; `tsc` fails until every
 * write channel has its descriptor.
 */
import type { JournalEntry } from '@shared/journal/entry'
import type { OperationName } from '@shared/journal/operations/operation'
import type { WriteChannel } from '../../writes/service-writes'
import { locationDeleteWrite } from './location-delete'
import type { RecordedOperation } from './recorded-operation'
import { sessionUpdateWrite } from './session-update'
import { speakerPictureWrite } from './speaker-picture'
import { sponsorImageWrite } from './sponsor-image'

type AnyRecorded = RecordedOperation<WriteChannel, OperationName>

/** The operation each write channel's entries record. */
interface OperationOf {
  'sessions:update': 'session-update'
  'speakers:uploadPicture': 'speaker-picture'
  'sponsors:uploadImage': 'sponsor-image'
  'locations:delete': 'location-delete'
}

export const RECORDED_WRITES: {
  readonly [C in WriteChannel]: RecordedOperation<C, OperationOf[C]>
} = {
  'sessions:update': sessionUpdateWrite,
  'speakers:uploadPicture': speakerPictureWrite,
  'sponsors:uploadImage': sponsorImageWrite,
  'locations:delete': locationDeleteWrite,
}

const BY_OPERATION = new Map<OperationName, AnyRecorded>(
  Object.values(RECORDED_WRITES).map((write) => [write.operation, write as AnyRecorded]),
)

/** The recorded write of a channel, taking any channel of the union. */
export const recordedWrite = <C extends WriteChannel>(channel: C): AnyRecorded =>
  RECORDED_WRITES[channel] as unknown as AnyRecorded

/** The recorded write that made an entry. */
export function writeOf(entry: JournalEntry): AnyRecorded {
  const write = BY_OPERATION.get(entry.change.operation)
  if (!write) throw new Error(`no recorded write makes ${entry.change.operation}`)
  return write
}

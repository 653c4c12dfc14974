/**
 * Every operation the journal records, by name.
 *
 * A new recorded write adds its file beside these and one line here; `tsc`
 * fails until every operation of the entry schema has its descriptor.
 */
import type { JournalChange } from '../entry'
import { locationDelete } from './location-delete'
import type { OperationDescriptor, OperationName } from './operation'
import { sessionUpdate } from './session-update'
import { speakerPicture } from './speaker-picture'
import { sponsorImage } from './sponsor-image'

export const OPERATIONS: { readonly [O in OperationName]: OperationDescriptor<O> } = {
  'session-update': sessionUpdate,
  'speaker-picture': speakerPicture,
  'sponsor-image': sponsorImage,
  'location-delete': locationDelete,
}

/** The descriptor of a change's operation, taking any change of the union. */
export const operationOf = (change: JournalChange): OperationDescriptor<OperationName> =>
  // Sound: OPERATIONS is keyed by the very name the change carries.
  OPERATIONS[change.operation] as unknown as OperationDescriptor<OperationName>

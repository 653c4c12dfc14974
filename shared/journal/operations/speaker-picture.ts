/** A speaker's picture replaced (`speakers:uploadPicture`): undone by sending the kept one again. */
import { pictureRevertWords } from '../revert-words'
import type { OperationDescriptor } from './operation'
import { keptPicture, PICTURE_CHECKS, pictureParts, pictureRow, pictureUnchecked } from './pictures'

export const speakerPicture: OperationDescriptor<'speaker-picture'> = {
  summary: (_, revert) => `Picture ${revert ? 'put back' : 'replaced'}`,
  searchParts: pictureParts,
  csvRows: ({ change }) => [pictureRow('picture', change)],
  inverse({ change, outcome }) {
    if (outcome.status === 'uncertain') {
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
  },
  ...PICTURE_CHECKS,
  unchecked: () =>
    pictureUnchecked('The speaker was not read back from the service', 'speaker’s picture'),
}

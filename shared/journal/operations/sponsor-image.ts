/**
 * A sponsor's logo or cover replaced (`sponsors:uploadImage`).
 *
 * A sponsor cannot be read back, so the image before is known only when it
 * was sent from here; a revert sends that one again.
 */
import { pictureRevertWords } from '../revert-words'
import type { OperationDescriptor } from './operation'
import { keptPicture, PICTURE_CHECKS, pictureParts, pictureRow, pictureUnchecked } from './pictures'

export const imageWord = (imageType: 'LOGO' | 'COVER'): string =>
  imageType === 'LOGO' ? 'logo' : 'cover image'

export const sponsorImage: OperationDescriptor<'sponsor-image'> = {
  summary: (change, revert) =>
    `${change.imageType === 'LOGO' ? 'Logo' : 'Cover image'} ${revert ? 'put back' : 'replaced'}`,
  searchParts: (change) => [change.imageType, ...pictureParts(change)],
  csvRows: ({ change }) => [pictureRow(change.imageType.toLowerCase(), change)],
  inverse({ change, outcome }) {
    const what = `sponsor's ${imageWord(change.imageType)}`
    if (outcome.status === 'uncertain') {
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
  },
  ...PICTURE_CHECKS,
  unchecked: (write) =>
    pictureUnchecked(
      'A sponsor cannot be read back from the service',
      `sponsor’s ${imageWord(write.operation === 'sponsor-image' ? write.imageType : 'LOGO')}`,
    ),
}

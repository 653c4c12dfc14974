/**
 * A sponsor's logo or cover replaced (`sponsors:uploadImage`).
 *
 * The image before is the one last sent from here, else the one a read of
 * the sponsor found (where the service reads sponsors back); a revert sends
 * a kept one again, and a Check compares a read with the one before.
 */
import { z } from 'zod'
import { sponsorImageTypeSchema } from '@shared/api/schemas'
import { knownSchema, pictureSchema, type KeptBytes } from '../entry-parts'
import { sponsorBefore } from '../record'
import { pictureRevertWords } from '../revert-words'
import { settledPicture } from '../settle'
import type { OperationDescriptor } from './operation'
import { keptPicture, PICTURE_CHECKS, pictureParts, pictureRow, pictureUnchecked } from './pictures'

export const imageWord = (imageType: 'LOGO' | 'COVER'): string =>
  imageType === 'LOGO' ? 'logo' : 'cover image'

export const sponsorImageChange = z.object({
  operation: z.literal('sponsor-image'),
  imageType: sponsorImageTypeSchema,
  /** Known only when an image of this type was sent from here before. */
  before: knownSchema(pictureSchema),
  after: pictureSchema.nullable(),
})

/** What a revert sends: the kept image of that type before. */
export type SponsorImageInverse = {
  operation: 'sponsor-image'
  imageType: 'LOGO' | 'COVER'
  bytes: KeptBytes
}

export const sponsorImage: OperationDescriptor<'sponsor-image', 'sponsors:uploadImage'> = {
  channel: 'sponsors:uploadImage',
  async plan({ sponsorId, imageType, source }, { appliedEntries, nameOf, sentBytes }) {
    // Only an applied image can be the one before.
    const earlier = appliedEntries('sponsor', sponsorId)
    const { entry, resource } = await nameOf('sponsor', sponsorId)
    return {
      resource,
      change: async (answer) => {
        const url = answer ? answer.imageUrl : null
        return {
          operation: 'sponsor-image',
          imageType,
          before: sponsorBefore(earlier, imageType, entry),
          after: { url, bytes: await sentBytes(source, url) },
        }
      },
    }
  },
  // Read back where the service can; else "now" is only the catalog's copy.
  async now({ resource, change }, { catalogEntry, readSponsor }) {
    const read = await readSponsor(resource.id)
    if (read) {
      const url = change.imageType === 'LOGO' ? read.logoUrl : read.coverUrl
      return { now: { operation: 'sponsor-image', url }, from: 'service' }
    }
    const seen = await catalogEntry(resource.kind, resource.id)
    const url = seen?.state?.[change.imageType === 'LOGO' ? 'logoUrl' : 'coverUrl']
    const now = {
      operation: 'sponsor-image' as const,
      url: typeof url === 'string' ? url : undefined,
    }
    return { now, from: 'local' }
  },
  // Read back where the service can: an address other than the one before is the upload's.
  settle(entry, now, at) {
    const what = imageWord(entry.change.imageType)
    if (now.operation !== 'sponsor-image') return { why: 'The read was not of a sponsor.' }
    if (!entry.change.before.known) {
      return {
        why: `The sponsor's ${what} before the upload is not known, so reading the sponsor cannot tell whether the upload was applied.`,
      }
    }
    return settledPicture(entry, entry.change.before.value.url, now.url ?? null, at, what)
  },
  inverseInput: async (ref, entry, write, fileOf) => ({
    ...ref,
    sponsorId: entry.resource.id,
    imageType: write.imageType,
    source: await fileOf(write.bytes),
  }),

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

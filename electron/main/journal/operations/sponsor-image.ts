/**
 * A sponsor's logo or cover upload as main records it.
 *
 * A sponsor cannot be read back: the image before is the last one applied
 * from here, and "now" is only the catalog's copy.
 */
import { sponsorBefore } from '@shared/journal/record'
import type { RecordedOperation } from './recorded-operation'

export const sponsorImageWrite: RecordedOperation<'sponsors:uploadImage', 'sponsor-image'> = {
  channel: 'sponsors:uploadImage',
  operation: 'sponsor-image',
  async plan({ sponsorId, imageType, source }, { store, nameOf, sentBytes }) {
    // Only an applied image can be the one before; the list keeps to those.
    const earlier = store.list(
      { resource: { kind: 'sponsor', id: sponsorId }, outcomes: ['applied'] },
      5000,
    ).entries
    const { resource } = await nameOf('sponsor', sponsorId)
    return {
      resource,
      change: async (answer) => {
        const url = answer ? answer.imageUrl : null
        return {
          operation: 'sponsor-image',
          imageType,
          before: sponsorBefore(earlier, imageType),
          after: { url, bytes: await sentBytes(source, url) },
        }
      },
    }
  },
  async now(entry, { known }) {
    const { workspace, eventId, resource, change } = entry
    const seen = await known.catalogEntry(workspace.id, eventId, resource.kind, resource.id)
    const url = seen?.state?.[change.imageType === 'LOGO' ? 'logoUrl' : 'coverUrl']
    const now = {
      operation: 'sponsor-image' as const,
      url: typeof url === 'string' ? url : undefined,
    }
    return { now, from: 'local' }
  },
  inverseInput: async (ref, entry, write, fileOf) => ({
    ...ref,
    sponsorId: entry.resource.id,
    imageType: write.imageType,
    source: await fileOf(write.bytes),
  }),
}

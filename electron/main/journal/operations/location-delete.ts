/** A location's deletion as main records it: what the catalog knew of it. Never undone. */
import { locationBefore } from '@shared/journal/record'
import type { RecordedOperation } from './recorded-operation'

export const locationDeleteWrite: RecordedOperation<'locations:delete', 'location-delete'> = {
  channel: 'locations:delete',
  operation: 'location-delete',
  async plan({ locationId }, { nameOf }) {
    const { entry, resource } = await nameOf('location', locationId)
    return {
      resource,
      change: async (answer) => ({
        operation: 'location-delete',
        before: locationBefore(entry),
        after: answer ? { deleted: true } : null,
      }),
    }
  },
  now: async () => ({ now: null, from: 'local' }),
}

/** A location deleted (`locations:delete`): recorded with what the catalog knew of it, never undone. */
import { z } from 'zod'
import { ownValue } from '@shared/own-record'
import { fieldsSchema, knownSchema } from '../entry-parts'
import { locationBefore } from '../record'
import { NOT_KNOWN, cellText, recordParts, type OperationDescriptor } from './operation'
import { fieldLabel } from './session-update'
import { valueText } from './table'

export const locationDeleteChange = z.object({
  operation: z.literal('location-delete'),
  before: knownSchema(fieldsSchema),
  after: z.object({ deleted: z.boolean() }).nullable(),
})

function deletedText(after: { deleted: boolean } | null): string {
  if (after === null) return 'Deletion sent; no answer came'
  return after.deleted ? 'Deleted' : 'Not deleted'
}

export const locationDelete: OperationDescriptor<'location-delete', 'locations:delete'> = {
  channel: 'locations:delete',
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
  summary: () => 'Deleted',
  searchParts: (change) => (change.before.known ? recordParts(change.before.value) : []),
  csvRows: ({ change, resource }) => {
    const record = change.before.known ? change.before.value : null
    return [
      {
        field: 'location',
        before: record ? cellText(record.locationName ?? record.name ?? resource.id) : '',
        since: change.before.known ? change.before.since : NOT_KNOWN,
        after: change.after?.deleted ? 'deleted' : '',
      },
    ]
  },
  inverse: () => ({
    kind: 'impossible',
    why: 'The service cannot create a location, so a deletion cannot be undone.',
  }),
  // Never undone, so never checked for changes since.
  conflicts: () => [],
  changedSince: () => 'the location changed',
  unchecked: () => '',
  // What was known of the location, "Deleted" after its first field.
  tableRows({ before, after }) {
    if (!before.known) {
      const afterText = deletedText(after)
      return [
        {
          field: 'location',
          label: 'Location',
          before: null,
          knownSince: null,
          after: afterText,
          afterIsSent: after === null,
        },
      ]
    }
    return Object.keys(before.value).map((field, i) => ({
      field,
      label: fieldLabel(field),
      before: valueText(ownValue(before.value, field)),
      knownSince: before.since,
      after: i === 0 ? deletedText(after) : '—',
      afterIsSent: after === null,
    }))
  },
}

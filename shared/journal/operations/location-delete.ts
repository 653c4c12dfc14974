/** A location deleted (`locations:delete`): recorded with what was known of it, never undone. */
import { NOT_KNOWN, cellText, recordParts, type OperationDescriptor } from './operation'

export const locationDelete: OperationDescriptor<'location-delete'> = {
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
}

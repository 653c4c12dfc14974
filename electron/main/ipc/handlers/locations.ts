/** Handlers of the location channels: a location's deletion, through the recorded writes. */
import type { ServiceWrites } from '@main/writes/service-writes'
import type { NamespaceHandlers } from '../router'

export function locationsHandlers(deps: {
  journal: { writes: ServiceWrites }
}): NamespaceHandlers<'locations'> {
  return {
    'locations:delete': (input, context) => deps.journal.writes['locations:delete'](input, context),
  }
}

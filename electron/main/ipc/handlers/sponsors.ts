/** Handlers of the sponsor channels: a logo's or cover's upload, through the recorded writes. */
import type { ServiceWrites } from '@main/writes/service-writes'
import type { NamespaceHandlers } from '../router'

export function sponsorsHandlers(deps: {
  journal: { writes: ServiceWrites }
}): NamespaceHandlers<'sponsors'> {
  return {
    'sponsors:uploadImage': (input, context) =>
      deps.journal.writes['sponsors:uploadImage'](input, context),
  }
}

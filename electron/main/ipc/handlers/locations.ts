/** Handlers of the location channels. */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'

export function locationsHandlers(api: ApiService): NamespaceHandlers<'locations'> {
  return {
    'locations:delete': ({ workspaceId, ...ref }, { signal }) =>
      api.deleteLocation(workspaceId, ref, signal),
  }
}

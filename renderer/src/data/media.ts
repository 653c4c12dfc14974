/**
 * A picture named in API data (`media:picture`), fetched by main and kept
 * as a Blob for a blob: URL.
 */
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export const mediaQueries = {
  /** `workspaceId` and `url` null: nothing to fetch yet, the query waits. */
  picture: (workspaceId: string | null, url: string | null) =>
    queryOptions({
      queryKey: queryKeys.picture(workspaceId ?? '', url ?? ''),
      queryFn: async ({ signal }) => {
        const picture = await bridge().media.picture(
          { workspaceId: workspaceId ?? '', url: url ?? '' },
          { signal },
        )
        return new Blob([picture.bytes], { type: picture.contentType })
      },
      enabled: workspaceId !== null && url !== null,
      // A picture at an address does not change while the app runs; a failed one is not retried.
      staleTime: Infinity,
      retry: false,
    }),
}

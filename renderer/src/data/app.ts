/** The app's own facts (`app:info`): name, version, platform. */
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

/** Node's name for macOS (`process.platform`), as `app:info` gives it. */
export function isMacPlatform(platform: string): boolean {
  return platform === 'darwin'
}

export const appQueries = {
  info: () =>
    queryOptions({
      queryKey: queryKeys.appInfo,
      queryFn: ({ signal }) => bridge().app.info(undefined, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
}

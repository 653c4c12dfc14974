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

/**
 * The first screen's reads in one call (`app:firstScreen`).
 *
 * The preload asks it ahead as the page loads (shared/first-screen.ts); the
 * first call alike takes that answer, and its signal cancels the call.
 */
export function readFirstScreen(hash: string, signal?: AbortSignal) {
  return bridge().app.firstScreen({ hash }, { signal })
}

import { useQuery } from '@tanstack/react-query'
import { appQueries, isMacPlatform } from '@renderer/data/app'

export function useAppInfo() {
  return useQuery(appQueries.info())
}

/**
 * Whether the window runs on macOS, as `app:info` says: Cmd then takes Ctrl's place.
 *
 * The one source of the platform in the window. False until the answer comes
 * (the status bar asks at start, so it is there by the time a key is pressed).
 */
export function useIsMac(): boolean {
  return (
    useQuery({ ...appQueries.info(), select: (info) => isMacPlatform(info.platform) }).data ?? false
  )
}

/**
 * A picture named in API data, shown from a blob: URL.
 *
 * The window's CSP allows no remote image source (a picture URL must not make
 * the app call a host of the data's choosing), so main fetches the bytes under
 * its address rules for the active workspace. Its object URL is revoked once no
 * mounted component shows it (lib/object-urls.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { mediaQueries } from '@renderer/data/media'
import { objectUrls } from '../lib/object-urls'
import { useActiveWorkspace } from './use-workspaces'

/** The blob: URL of the picture at `url`, or null while loading, without a picture or on failure. */
export function usePicture(url: string | null | undefined): string | null {
  const workspaceId = useActiveWorkspace()?.id ?? null
  const address = url?.trim() || null
  const { data } = useQuery(mediaQueries.picture(workspaceId, address))
  const objectUrl = data ? objectUrls.urlOf(data) : null
  useEffect(() => (data ? objectUrls.hold(data) : undefined), [data])
  return objectUrl
}

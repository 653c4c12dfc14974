/** Handlers of the media channels: pictures named in API data, fetched by main for the window. */
import type { PictureService } from '@main/media/picture-service'
import type { NamespaceHandlers } from '../router'

export function mediaHandlers(pictures: PictureService): NamespaceHandlers<'media'> {
  return {
    'media:picture': ({ workspaceId, url }, { signal }) =>
      pictures.picture(workspaceId, url, signal),
  }
}

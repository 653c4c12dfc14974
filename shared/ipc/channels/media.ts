/**
 * Pictures named in API data, fetched by main and returned as bytes: the
 * window shows them from blob: URLs and its CSP allows no remote image source.
 */
import { z } from 'zod'
import { channel } from '../define'

export const pictureRequestSchema = z.object({
  workspaceId: z.string().min(1),
  /** As the API gave it: absolute, or relative to the workspace's service. */
  url: z.string().trim().min(1, 'The picture has no address').max(4096),
})

export const pictureSchema = z.object({
  bytes: z.instanceof(Uint8Array),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/gif']),
})
export type Picture = z.infer<typeof pictureSchema>

export const mediaChannels = {
  'media:picture': channel(pictureRequestSchema, pictureSchema),
} as const

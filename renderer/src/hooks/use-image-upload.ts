/**
 * Uploading a speaker's picture or a sponsor's logo or cover, as a TanStack Query mutation.
 *
 * Main prechecks file bytes again before anything is sent and patches the new
 * address into the catalog entry (electron/main/catalog/observe.ts); the
 * window's cached catalog follows from main's word
 * (`@renderer/data/catalog-sync`). Meanwhile the zone shows the local preview.
 */
import { useMutation } from '@tanstack/react-query'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { ImageTarget } from '@shared/images/precheck'
import { imageMutations, type UploadRef } from '@renderer/data/images'

export type { UploadedImage, UploadRef, UploadRequest, UploadSource } from '@renderer/data/images'

/** The state field the uploaded address lands in, as main's catalog patch writes it. */
export function imageField(target: ImageTarget): 'picUrl' | 'logoUrl' | 'coverUrl' {
  if (target === 'speaker-picture') return 'picUrl'
  return target === 'sponsor-logo' ? 'logoUrl' : 'coverUrl'
}

/** The image address a catalog entry's state records for the target. */
export function imageUrlOf(entry: CatalogEntry, target: ImageTarget): string | null {
  const state = entry.state ?? {}
  const value =
    target === 'speaker-picture'
      ? ((state.profile as Record<string, unknown> | undefined)?.picUrl ?? state.picUrl)
      : state[imageField(target)]
  return typeof value === 'string' && value.trim() ? value : null
}

export function useImageUpload(ref: UploadRef) {
  return useMutation(imageMutations.upload(ref))
}

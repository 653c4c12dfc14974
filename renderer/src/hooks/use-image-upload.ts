/**
 * Uploading a speaker's picture or a sponsor's logo or cover, as a TanStack
 * Query mutation. Main prechecks file bytes again before anything is sent and
 * patches the new address into the catalog entry (electron/main/catalog/
 * observe.ts); this mirrors that patch in the cached catalog at once
 * (optimistically, rolled back on failure) so the card shows the new picture
 * without waiting for the catalog to be read again.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { ImageTarget } from '@shared/images/precheck'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'

export type UploadSource =
  | { kind: 'file'; bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType?: string }
  | { kind: 'url'; imageUrl: string }

/** Which picture of which resource an upload replaces. */
export interface UploadRef {
  workspaceId: string
  eventId: string
  target: ImageTarget
  /** The speaker's ID for a speaker picture, else the sponsor's. */
  id: string
}

export interface UploadedImage {
  /** The address the service gave the new image. */
  url: string
  /** When it was uploaded: shown pictures add it to the address so no cache shows the old one. */
  uploadedAt: number
}

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

function withImage(entry: CatalogEntry, target: ImageTarget, url: string): CatalogEntry {
  const state = { ...entry.state }
  if (target === 'speaker-picture') {
    const profile = (state.profile as Record<string, unknown> | undefined) ?? {}
    state.profile = { ...profile, picUrl: url }
  } else {
    state[imageField(target)] = url
  }
  return { ...entry, state }
}

interface CatalogList {
  entries: CatalogEntry[]
  notice: string | null
}

const catalogKey = (ref: UploadRef) =>
  queryKeys.catalog(
    ref.workspaceId,
    ref.eventId,
    ref.target === 'speaker-picture' ? 'speaker' : 'sponsor',
  )

function patchCatalog(
  client: QueryClient,
  ref: UploadRef,
  patch: (e: CatalogEntry) => CatalogEntry,
): void {
  const key = catalogKey(ref)
  const previous = client.getQueryData<CatalogList>(key)
  if (previous) {
    client.setQueryData<CatalogList>(key, {
      ...previous,
      entries: previous.entries.map((e) => (e.id === ref.id ? patch(e) : e)),
    })
  }
}

/** What one upload sends: the image, and the name its byte progress comes back under. */
export interface UploadRequest {
  source: UploadSource
  uploadId?: string
}

async function send(ref: UploadRef, { source, uploadId }: UploadRequest): Promise<string> {
  const base = {
    workspaceId: ref.workspaceId,
    eventId: ref.eventId,
    source,
    ...(uploadId ? { uploadId } : {}),
  }
  if (ref.target === 'speaker-picture') {
    const result = await bridge().speakers.uploadPicture({ ...base, speakerId: ref.id })
    return result.picUrl
  }
  const imageType = ref.target === 'sponsor-logo' ? 'LOGO' : 'COVER'
  const result = await bridge().sponsors.uploadImage({ ...base, sponsorId: ref.id, imageType })
  return result.imageUrl
}

export function useImageUpload(ref: UploadRef) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['image-upload', ref.workspaceId, ref.eventId, ref.target, ref.id],
    mutationFn: async (request: UploadRequest): Promise<UploadedImage> => ({
      url: await send(ref, request),
      uploadedAt: Date.now(),
    }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: catalogKey(ref) })
      // The new address is unknown until the service answers: the zone shows the local preview
      // meanwhile (the optimistic view), and the catalog as it was is kept to roll back to.
      return { key: catalogKey(ref), previous: client.getQueryData<CatalogList>(catalogKey(ref)) }
    },
    onSuccess: (uploaded) => {
      patchCatalog(client, ref, (e) => withImage(e, ref.target, uploaded.url))
    },
    onError: (_error, _request, context) => {
      if (context?.previous) client.setQueryData(context.key, context.previous)
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: ['catalog', ref.workspaceId, ref.eventId] }),
  })
}

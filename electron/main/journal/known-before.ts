/**
 * What main knew of a resource just before a write: the catalog's last known
 * state, the journal's earlier entries, or a speaker read for the occasion.
 *
 * Every read here may fail; the write goes ahead, and its entry says "not
 * known" (or "not kept") where the read fell short.
 */
import type { Speaker } from '@shared/api/schemas'
import type { CatalogEntry, CatalogKind } from '@shared/ipc/channels/catalog'
import type { KeptBytes, Picture } from '@shared/journal/entry'
import { sniff } from '@shared/images/sniff'
import { picUrlOf } from '@shared/journal/operations/pictures'
import { CONTENT_TYPES } from '@shared/images/types'
import type { Catalog } from '../catalog/catalog'
import type { Logger } from '../logging/logger'
import type { JournalStore } from './journal-store'

/**
 * A picture (or a session) read this long ago is still taken as the service's;
 * an older one is read again.
 */
export const FRESH_MS = 5 * 60 * 1000

export interface KnownBeforeDeps {
  /** A session read from the service where it offers the read; null otherwise. */
  readSession?: (
    workspaceId: string,
    eventId: string,
    sessionId: string,
    signal?: AbortSignal,
  ) => Promise<Record<string, unknown> | null>
  catalog: Pick<Catalog, 'list'>
  /** Reads the speaker through its channel (so the catalog and the freshness record learn it too). */
  readSpeaker(
    workspaceId: string,
    eventId: string,
    speakerId: string,
    signal?: AbortSignal,
  ): Promise<Speaker>
  /** The picture at a served address, as the window's pictures are fetched. */
  readPicture(
    workspaceId: string,
    url: string,
    signal?: AbortSignal,
  ): Promise<{ bytes: Uint8Array; contentType: string }>
  log: Logger
  now: () => number
}

/** The content type the bytes themselves say, else what the sender claimed. */
export function contentTypeOf(bytes: Uint8Array, claimed?: string): string {
  const sniffed = sniff(bytes)
  return sniffed.kind === 'accepted'
    ? CONTENT_TYPES[sniffed.format]
    : (claimed ?? 'application/octet-stream')
}

export function createKnownBefore(deps: KnownBeforeDeps) {
  /** Picture addresses as last read or answered, by workspace, event and speaker. */
  const pictures = new Map<string, { url: string | null; at: number }>()
  const key = (workspaceId: string, eventId: string, speakerId: string) =>
    `${workspaceId}\n${eventId.toLowerCase()}\n${speakerId.toLowerCase()}`

  /** The catalog's entry of a resource, IDs compared case aside. */
  async function catalogEntry(
    workspaceId: string,
    eventId: string,
    kind: CatalogKind,
    id: string,
  ): Promise<CatalogEntry | undefined> {
    try {
      const { entries } = await deps.catalog.list(workspaceId, eventId.toLowerCase(), kind)
      return entries.find((e) => e.id.toLowerCase() === id.toLowerCase())
    } catch (error) {
      deps.log.warn('journal could not read the catalog', { error })
      return undefined
    }
  }

  return {
    readPicture: deps.readPicture,
    catalogEntry,

    /**
     * The session as the service holds it, read now unless the catalog saw it
     * in the last few minutes (the list read on opening Sessions, a save just
     * made): a bulk import does not pay a read per row. Null where it cannot
     * be read back.
     */
    async session(
      workspaceId: string,
      eventId: string,
      sessionId: string,
      signal?: AbortSignal,
    ): Promise<Record<string, unknown> | null> {
      const seen = await catalogEntry(workspaceId, eventId, 'session', sessionId)
      const at = seen?.seenAt ? Date.parse(seen.seenAt) : Number.NaN
      if (seen?.state && deps.now() - at < FRESH_MS) return seen.state
      return (await deps.readSession?.(workspaceId, eventId, sessionId, signal)) ?? null
    },

    /** Notes a speaker's picture address as just read or answered. */
    notePicture(workspaceId: string, eventId: string, speakerId: string, url: string | null): void {
      pictures.set(key(workspaceId, eventId, speakerId), { url, at: deps.now() })
    },

    /**
     * The speaker's picture as the service serves it, with its bytes kept.
     *
     * Read again unless it was read (or answered) in the last few minutes,
     * under the write's own signal, so cancelling the write stops the read.
     * Null when it could not be read: then it is not known.
     */
    async speakerPicture(
      store: JournalStore,
      workspaceId: string,
      eventId: string,
      speakerId: string,
      signal?: AbortSignal,
    ): Promise<{ since: string; value: Picture } | null> {
      let seen = pictures.get(key(workspaceId, eventId, speakerId))
      if (!seen || deps.now() - seen.at > FRESH_MS) {
        try {
          const speaker = await deps.readSpeaker(workspaceId, eventId, speakerId, signal)
          seen = { url: picUrlOf(speaker), at: deps.now() }
        } catch (error) {
          deps.log.warn('journal could not read the speaker before its picture was replaced', {
            error,
          })
          return null
        }
      }
      const since = new Date(seen.at).toISOString()
      if (seen.url === null) return { since, value: { url: null, bytes: null } }
      let bytes: KeptBytes | null = null
      try {
        const picture = await deps.readPicture(workspaceId, seen.url, signal)
        bytes = await store.keepBytes(picture.bytes, picture.contentType)
      } catch (error) {
        deps.log.warn('journal could not keep the picture being replaced', { error })
      }
      return { since, value: { url: seen.url, bytes } }
    },
  }
}

export type KnownBefore = ReturnType<typeof createKnownBefore>

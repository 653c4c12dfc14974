/**
 * What a recorded write's descriptor may ask of main, as tools.
 *
 * Main gives these to a descriptor (journal/recorder.ts, reverter.ts), each
 * bound to the write's workspace, event and journal, so a descriptor stays
 * pure and names what it needs: what the catalog knew, the journal's earlier
 * entries, a read of the resource from the service, the bytes an upload sent.
 */
import type { Speaker } from '@shared/api/schemas'
import type { z } from 'zod'
import type { ChannelName, ChannelOutput, Channels } from '@shared/ipc/contract'
import type { CatalogEntry, CatalogKind } from '@shared/ipc/channels/catalog'
import type { JournalChange, JournalEntry } from '../entry'
import type { KeptBytes, Picture } from '../entry-parts'
import type { ChangeOf, OperationName } from './operation'

export type { NowFrom } from '../conflict'
/** A write's input as checked at the boundary. */
export type WriteInput<C extends ChannelName> = z.output<Channels[C]['input']>
export type WriteOutput<C extends ChannelName> = ChannelOutput<C>

/** An upload's picture: a file's bytes, or an address the service fetches. */
export type UploadSource = WriteInput<'speakers:uploadPicture'>['source']

/** A write about to be sent: its resource and how its change reads from the answer (null: none came). */
export interface Plan<
  O extends OperationName = OperationName,
  C extends ChannelName = ChannelName,
> {
  resource: JournalEntry['resource']
  change(answer: WriteOutput<C> | null): Promise<ChangeOf<O> & JournalChange>
}

/** What planning a write may use, for the write's workspace and event. */
export interface PlanTools {
  /** The resource as the entry names it, and the catalog's entry of it. */
  nameOf(
    kind: CatalogKind,
    id: string,
  ): Promise<{ entry: CatalogEntry | undefined; resource: JournalEntry['resource'] }>
  /** This workspace's journal entries of a resource that the service applied, newest first. */
  appliedEntries(kind: CatalogKind, id: string): JournalEntry[]
  /**
   * A session as the service holds it, also into the catalog: read now unless
   * the catalog saw it in the last few minutes; null where the service does
   * not read sessions back, or the read failed.
   */
  readSession(sessionId: string): Promise<Record<string, unknown> | null>
  /** A speaker's picture as the service serves it now, its bytes kept; null when it could not be read. */
  speakerPicture(speakerId: string): Promise<{ since: string; value: Picture } | null>
  /** The bytes an upload sent, kept: its file's, or those served at the answered address. */
  sentBytes(source: UploadSource, url: string | null): Promise<KeptBytes | null>
}

/** What a write the service applied may tell main, for the write's workspace and event. */
export interface AppliedTools {
  /** A speaker's picture address as just answered. */
  notePicture(speakerId: string, url: string | null): void
}

/** What a revert may use to read "now", for the entry's workspace and event. */
export interface NowTools {
  /** The catalog's entry of a resource: Stagehand's last known copy. */
  catalogEntry(kind: CatalogKind, id: string): Promise<CatalogEntry | undefined>
  /** Reads a speaker from the service (which also settles unanswered uploads). */
  readSpeaker(speakerId: string): Promise<Speaker>
  /** A session as the service holds it now; null where it cannot be read back. */
  readSession(sessionId: string): Promise<Record<string, unknown> | null>
  /** A sponsor's images as the service holds them now; null where it cannot be read back. */
  readSponsor(
    sponsorId: string,
  ): Promise<{ logoUrl: string | null; coverUrl: string | null } | null>
}

/** Kept bytes as an upload's file, or a not-found when the cap removed them. */
export type FileOf = (kept: KeptBytes) => Promise<UploadSource>

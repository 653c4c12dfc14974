/**
 * One recorded write as main handles it, described once.
 *
 * The pure parts of an operation (its words, CSV rows, search text and
 * inverse) are in shared/journal/operations/. What needs main is here, one
 * file per write: which channel sends it, how its entry is planned before
 * the request (what was known before) and read from the answer, what a
 * revert reads as "now" for its conflict check, and the input that sends an
 * inverse write. The recorder and the reverter ask these, never switch on a
 * channel's or an operation's name.
 */
import type { NowFrom, NowState } from '@shared/journal/conflict'
import type { InverseWrite } from '@shared/journal/inverse'
import type { JournalChange, JournalEntry, KeptBytes } from '@shared/journal/entry'
import type { EntryOf, OperationName } from '@shared/journal/operations/operation'
import type { Operation } from '../../writes/operation'
import type { WriteChannel } from '../../writes/service-writes'
import type { JournalStore } from '../journal-store'
import type { KnownBefore, KnownBeforeDeps } from '../known-before'

export type WriteInput<C extends WriteChannel> = Parameters<Operation<C>>[0]
export type WriteOutput<C extends WriteChannel> = Awaited<ReturnType<Operation<C>>>

/** A write about to be sent: its resource and how its change reads from the answer (null: none came). */
export interface Plan<C extends WriteChannel> {
  resource: JournalEntry['resource']
  change(answer: WriteOutput<C> | null): Promise<JournalChange>
}

/** What planning a write may use: main's knowledge, the store, and the bytes an upload sent. */
export interface PlanTools {
  known: KnownBefore
  store: JournalStore
  signal: AbortSignal
  /** The resource as the entry names it, and its catalog entry. */
  nameOf(
    kind: JournalEntry['resource']['kind'],
    id: string,
  ): Promise<{
    entry: Awaited<ReturnType<KnownBefore['catalogEntry']>>
    resource: JournalEntry['resource']
  }>
  /** The bytes an upload sent, kept: its file's, or those served at the answered address. */
  sentBytes(source: UploadSource, url: string | null): Promise<KeptBytes | null>
}

export type UploadSource = WriteInput<'speakers:uploadPicture'>['source']

/** What a revert may use to read "now". */
export interface NowTools {
  known: KnownBefore
  /** Reads a speaker through its recorded read (which also settles unanswered uploads). */
  readSpeaker: KnownBeforeDeps['readSpeaker']
}

/** Kept bytes as an upload's file, or a not-found when the cap removed them. */
export type FileOf = (kept: KeptBytes) => Promise<UploadSource>

/** The part of a write's input that every inverse shares. */
export interface InverseRef {
  workspaceId: string
  eventId: string
  batchId?: string
}

export interface RecordedOperation<C extends WriteChannel, O extends OperationName> {
  channel: C
  operation: O
  plan(input: WriteInput<C>, tools: PlanTools): Promise<Plan<C>>
  /** After the service applied it: what main now knows (a speaker's picture, fresh). */
  applied?(input: WriteInput<C>, answer: WriteOutput<C>, known: KnownBefore): void
  /** What is known of the resource now, and whether the service said it or only Stagehand's copy. */
  now(entry: EntryOf<O>, tools: NowTools): Promise<{ now: NowState | null; from: NowFrom }>
  /** The input that sends an inverse write of this operation; none for one that cannot be undone. */
  inverseInput?(
    ref: InverseRef,
    entry: EntryOf<O>,
    write: Extract<InverseWrite, { operation: O }>,
    fileOf: FileOf,
  ): Promise<WriteInput<C>>
}

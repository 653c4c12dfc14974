/**
 * One kind of recorded write, described once.
 *
 * In the spirit of an undo-redo element (a resource, a label, an undo): each
 * operation the journal records says in one file of this folder everything
 * about it: the schema of its change, the channel that sends it, what was
 * known before (planned before the request, read from the answer), what a
 * revert reads as "now", its words in History, what a search finds in it, its
 * rows in the journal's CSV and the write that undoes it. The journal's
 * shared parts and main's recorder and reverter ask the operation of an
 * entry (`operationOf`, `writeOf` in index.ts), never switch on its name.
 * What needs main reaches a descriptor as tools (write-tools.ts), so each
 * stays pure.
 */
import type { ChannelName } from '@shared/ipc/contract'
import type { JournalChange, JournalEntry, JournalOperation } from '../entry'
import type { FieldVersions } from './conflicts'
import type { InverseWrite, NowState } from './index'
import type { Settled } from '../settle'
import type { DiffRow } from './table'
import type {
  AppliedTools,
  FileOf,
  NowFrom,
  NowTools,
  Plan,
  PlanTools,
  WriteInput,
  WriteOutput,
} from './write-tools'

export type OperationName = JournalOperation
export type ChangeOf<O extends OperationName> = Extract<JournalChange, { operation: O }>
export type EntryOf<O extends OperationName> = JournalEntry & { change: ChangeOf<O> }
export type { InverseWrite, NowState } from './index'

export type Inverse =
  { kind: 'write'; write: InverseWrite; sentence: string } | { kind: 'impossible'; why: string }

/** One row of the journal's CSV, the part its operation gives. */
export interface CsvFieldRow {
  field: string
  before: string
  /** When the before-value was known, or "not known". */
  since: string
  after: string
}

/** The part of a write's input that every inverse shares. */
export interface InverseRef {
  workspaceId: string
  eventId: string
  batchId?: string
}

export interface OperationDescriptor<O extends OperationName, C extends ChannelName> {
  /** The channel whose write this operation records. */
  channel: C

  /** The resource about to be written and how its change reads from the answer: what was known before. */
  plan(input: WriteInput<C>, tools: PlanTools): Promise<Plan<O, C>>
  /** After the service applied it: what main now knows (a speaker's picture, fresh). */
  applied?(input: WriteInput<C>, answer: WriteOutput<C>, tools: AppliedTools): void
  /** What is known of the resource now, and whether the service said it or only Stagehand's copy. */
  now(entry: EntryOf<O>, tools: NowTools): Promise<{ now: NowState | null; from: NowFrom }>
  /**
   * What the resource read now says of an entry that may have been applied (a Check).
   *
   * `now` is what `now` read from the service. Absent where the resource
   * cannot be read back at all (a deleted location): a Check says so.
   */
  settle?(entry: EntryOf<O>, now: NowState, at: string): Settled
  /** The input that sends an inverse write; none for an operation that cannot be undone. */
  inverseInput?(
    ref: InverseRef,
    entry: EntryOf<O>,
    write: Extract<InverseWrite, { operation: O }>,
    fileOf: FileOf,
  ): Promise<WriteInput<C>>

  /** "Title and Total capacity changed", "Logo replaced"; a revert's "set back", "put back". */
  summary(change: ChangeOf<O>, revert: boolean): string
  /** What a search finds besides the resource's name and ID: field names, values, addresses. */
  searchParts(change: ChangeOf<O>): string[]
  /** Its rows in the journal's CSV, one per field it changed. */
  csvRows(entry: EntryOf<O>): CsvFieldRow[]
  /**
   * The write that undoes an entry that was applied (or may have been), or why there is none.
   *
   * Called only for such an entry not yet undone (inverse.ts checks that first).
   */
  inverse(entry: EntryOf<O>): Inverse
  /**
   * The fields changed since the entry, given what is known now, each with
   * its three versions; empty when none did (or nothing is known now).
   */
  conflicts(change: ChangeOf<O>, now: NowState): FieldVersions[]
  /** What changed since, in words: "Title and Start changed", "the picture changed". */
  changedSince(versions: readonly FieldVersions[]): string
  /** For a revert that cannot read the resource back: why, and what it will overwrite. */
  unchecked(write: InverseWrite): string
  /** History's table of its fields before and after (pictures are shown as pictures: none). */
  tableRows(change: ChangeOf<O>): DiffRow[]
}

export const NOT_KNOWN = 'not known'

/** A value as a cell: text as it is, nothing as empty, anything else as JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** A value as search text: numbers and booleans as written, objects as JSON. */
export function searchText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Field names and values of a record, one after the other. */
export function recordParts(record: Record<string, unknown> | null): string[] {
  if (!record) return []
  return Object.entries(record).flatMap(([name, value]) => [name, searchText(value)])
}

/** "Title", "Title and Start", "Title, Start and Tags"; "Nothing" for none. */
export function joinWords(words: readonly string[]): string {
  if (words.length === 0) return 'Nothing'
  if (words.length === 1) return words[0]!
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`
}

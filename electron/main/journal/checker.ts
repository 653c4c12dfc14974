/**
 * A Check of a write that may have been applied: read its resource, settle the entry.
 *
 * A write whose answer was lost stays `uncertain` until something tells.
 * A Check reads the resource from the service the way the write's own
 * descriptor reads "now" (operations/), and the descriptor's `settle` says
 * what that read means: applied, not applied, or that it cannot tell. Where
 * the service does not offer the read, the Check says so and leaves the
 * entry as it is. The check never switches on an operation's name.
 */
import { appError } from '@shared/errors'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { JournalEntry } from '@shared/journal/entry'
import { writeOf } from '@shared/journal/operations'
import type { NowTools } from '@shared/journal/operations/write-tools'
import { unsettled } from '@shared/journal/settle'
import type { JournalStores } from './journal-store'
import type { KnownBefore, KnownBeforeDeps } from './known-before'
import type { Recorder } from './recorder'

/** A read the service may not offer: the record, or the sentence saying it does not. */
export type Offered<T> =
  { offered: true; value: T } | { offered: false; sentence: string; detail?: string | undefined }

/** The reads a Check makes; each asks the service even before a list said it reads. */
export interface CheckReads {
  session(
    workspaceId: string,
    eventId: string,
    sessionId: string,
    signal?: AbortSignal,
  ): Promise<Offered<Record<string, unknown>>>
  sponsor(
    workspaceId: string,
    eventId: string,
    sponsorId: string,
    signal?: AbortSignal,
  ): Promise<Offered<{ logoUrl: string | null; coverUrl: string | null }>>
}

export interface CheckerDeps {
  stores: JournalStores
  known: Pick<KnownBefore, 'catalogEntry'>
  recorder: Pick<Recorder, 'settleByRead'>
  /** Reads a speaker through its recorded channel (which settles its uploads itself). */
  readSpeaker: KnownBeforeDeps['readSpeaker']
  reads?: CheckReads
}

export type CheckResult = ChannelOutput<'journal:check'>

const STAYS = 'It stays marked “May have been applied”.'
const NO_READ =
  "This workspace's service offers no way to read it back, so Stagehand cannot check whether this change was applied."

export function createChecker(deps: CheckerDeps) {
  return async function check(
    workspaceId: string,
    entryId: string,
    signal?: AbortSignal,
  ): Promise<CheckResult> {
    const store = await deps.stores.of(workspaceId)
    const entry = store.get(entryId)
    if (!entry) throw appError('not-found', 'That change is no longer in the journal.')
    const op = writeOf(entry)
    if (!unsettled(entry)) return { entry, settled: false, sentence: null }
    if (!op.settle) return { entry, settled: false, sentence: `${NO_READ} ${STAYS}` }

    let unoffered: { sentence: string; detail?: string | undefined } | null = null
    const offered = <T>(read: Offered<T> | undefined): T | null => {
      if (!read) return null
      if (read.offered) return read.value
      unoffered = { sentence: read.sentence, detail: read.detail }
      return null
    }
    const { workspace, eventId } = entry
    const tools: NowTools = {
      catalogEntry: (kind, id) => deps.known.catalogEntry(workspace.id, eventId, kind, id),
      readSpeaker: (speakerId) => deps.readSpeaker(workspace.id, eventId, speakerId, signal),
      readSession: async (sessionId) =>
        offered(await deps.reads?.session(workspace.id, eventId, sessionId, signal)),
      readSponsor: async (sponsorId) =>
        offered(await deps.reads?.sponsor(workspace.id, eventId, sponsorId, signal)),
    }
    const { now, from } = await op.now(entry, tools)
    if (from !== 'service' || now === null) {
      const why = (unoffered as { sentence: string; detail?: string } | null) ?? {
        sentence: NO_READ,
      }
      return {
        entry,
        settled: false,
        sentence: `${why.sentence} ${STAYS}`,
        ...(why.detail ? { detail: why.detail } : {}),
      }
    }
    await deps.recorder.settleByRead(workspace.id, entry.resource, now)
    // A speaker read settles its uploads itself; the entry as it is now says.
    const current: JournalEntry = store.get(entryId) ?? entry
    if (!unsettled(current)) return { entry: current, settled: true, sentence: null }
    const told = op.settle(current, now, new Date().toISOString())
    return {
      entry: current,
      settled: false,
      sentence: 'why' in told ? `${told.why} ${STAYS}` : STAYS,
    }
  }
}
export type Checker = ReturnType<typeof createChecker>

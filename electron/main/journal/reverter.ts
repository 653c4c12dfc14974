/**
 * Undoing a journal entry: its plan (ready, conflict or impossible) and the revert itself.
 *
 * The inverse write and the conflict check are pure (shared/journal/); here
 * main reads what it knows now (the catalog, or the speaker read again) and
 * sends the inverse through the recorder, so a revert is a journal entry of
 * its own (`revertOf`), and the entry it undid gets `revertedBy`.
 */
import { appError } from '@shared/errors'
import type { RevertPlan } from '@shared/ipc/channels/journal'
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'
import { conflictCheck, conflictSentence } from '@shared/journal/conflict'
import { inverseOf, type InverseWrite } from '@shared/journal/inverse'
import type { CallContext } from '../writes/operation'
import type { JournalStore, JournalStores } from './journal-store'
import type { KnownBefore, KnownBeforeDeps } from './known-before'
import { writeOf } from '@shared/journal/operations'
import type { ReadSession, ReadSponsor, Recorder } from './recorder'

export interface ReverterDeps {
  stores: JournalStores
  known: KnownBefore
  recorder: Recorder
  /** Reads a speaker through its recorded channel (which also settles unanswered uploads). */
  readSpeaker: KnownBeforeDeps['readSpeaker']
  /** A session read from the service where it offers the read. */
  readSession?: ReadSession
  /** A sponsor read from the service where it offers the read. */
  readSponsor?: ReadSponsor
}

const gone = () => appError('not-found', 'That change is no longer in the journal.')

export function createReverter(deps: ReverterDeps) {
  /** Entries being undone now: a second undo of one waits for none and is refused. */
  const undoing = new Set<string>()

  async function entryOf(workspaceId: string, entryId: string) {
    const store = await deps.stores.of(workspaceId)
    const entry = store.get(entryId)
    if (!entry) throw gone()
    return { store, entry }
  }

  /**
   * What is known of the resource now, and from where, by the write's own
   * descriptor (operations/): a speaker is read again from the service; a
   * session or sponsor cannot be read (the contract has no such read), so
   * only the catalog's last known state.
   */
  const nowOf = (entry: JournalEntry, signal?: AbortSignal) => {
    const { workspace, eventId } = entry
    return writeOf(entry).now(entry, {
      catalogEntry: (kind, id) => deps.known.catalogEntry(workspace.id, eventId, kind, id),
      readSpeaker: (speakerId) => deps.readSpeaker(workspace.id, eventId, speakerId, signal),
      readSession: async (sessionId) =>
        (await deps.readSession?.(workspace.id, eventId, sessionId, signal)) ?? null,
      readSponsor: async (sponsorId) =>
        (await deps.readSponsor?.(workspace.id, eventId, sponsorId, signal)) ?? null,
    })
  }

  async function planOf(entry: JournalEntry, signal?: AbortSignal): Promise<RevertPlan> {
    const inverse = inverseOf(entry)
    if (inverse.kind === 'impossible') return inverse
    const { now, from } = await nowOf(entry, signal)
    const { versions, nowFrom, unchecked } = conflictCheck(entry, now, from, inverse.write)
    if (versions.length > 0) {
      const sentence = conflictSentence(entry, versions, nowFrom)
      return { kind: 'conflict', sentence, versions, nowFrom, unchecked }
    }
    return { kind: 'ready', sentence: inverse.sentence, nowFrom, unchecked }
  }

  async function bytesOf(store: JournalStore, kept: KeptBytes) {
    const read = await store.readBytes(kept.sha256)
    if (!read) {
      throw appError(
        'not-found',
        'The previous picture is no longer in the journal (removed to keep it under its size limit), so it cannot be sent again.',
      )
    }
    const extension =
      read.contentType.split('/')[1] === 'jpeg' ? 'jpg' : read.contentType.split('/')[1]
    return {
      kind: 'file' as const,
      bytes: new Uint8Array(read.bytes),
      fileName: `previous.${extension ?? 'png'}`,
      contentType: read.contentType,
    }
  }

  /** Sends the inverse write through the recorder, as the entry's own write builds it. */
  async function sendInverse(
    store: JournalStore,
    entry: JournalEntry,
    write: InverseWrite,
    context: CallContext,
    batchId?: string,
  ) {
    const ref = {
      workspaceId: entry.workspace.id,
      eventId: entry.eventId,
      ...(batchId ? { batchId } : {}),
    }
    const recorded = writeOf(entry)
    if (!recorded.inverseInput) throw appError('invalid-input', 'This change cannot be undone.')
    // The inverse of an entry is a write of the entry's own operation (inverseOf).
    const input = await recorded.inverseInput(ref, entry, write as never, (kept) =>
      bytesOf(store, kept),
    )
    return deps.recorder.send(recorded.channel, input, context, { revertOf: entry.id })
  }

  async function revertOnce(
    workspaceId: string,
    entryId: string,
    options: { overrideConflict: boolean; batchId?: string },
    context: CallContext,
  ): Promise<{ entry: JournalEntry; plan: RevertPlan }> {
    const { store, entry } = await entryOf(workspaceId, entryId)
    const plan = await planOf(entry, context.signal)
    if (plan.kind === 'impossible') throw appError('invalid-input', plan.why)
    if (plan.kind === 'conflict' && !options.overrideConflict) {
      throw appError('invalid-input', `${plan.sentence} Confirm to undo it anyway.`, {
        code: 'JOURNAL_CONFLICT',
      })
    }
    const inverse = inverseOf(entry)
    if (inverse.kind !== 'write') throw appError('invalid-input', 'This change cannot be undone.')
    const sent = await sendInverse(store, entry, inverse.write, context, options.batchId)
    if (!sent.entry)
      throw sent.ok ? appError('internal', 'The undo could not be recorded.') : sent.error
    if (sent.entry.outcome.status === 'applied') {
      // The entry as it is now: a Check may have settled it while the revert was out.
      const current = store.get(entry.id) ?? entry
      await deps.recorder.put(workspaceId, [{ ...current, revertedBy: sent.entry.id }])
    }
    return { entry: sent.entry, plan }
  }

  return {
    async plan(workspaceId: string, entryId: string, signal?: AbortSignal): Promise<RevertPlan> {
      return planOf((await entryOf(workspaceId, entryId)).entry, signal)
    },

    /**
     * Undoes an entry: the revert's own entry (its outcome says whether the service applied it).
     *
     * Refuses what cannot be undone, and a conflict unless `overrideConflict`.
     * Throws the write's own error when it was never sent.
     */
    async revert(
      workspaceId: string,
      entryId: string,
      options: { overrideConflict: boolean; batchId?: string },
      context: CallContext,
    ): Promise<{ entry: JournalEntry; plan: RevertPlan }> {
      const key = `${workspaceId}\n${entryId}`
      if (undoing.has(key)) throw appError('invalid-input', 'This change is being undone already.')
      undoing.add(key)
      try {
        return await revertOnce(workspaceId, entryId, options, context)
      } finally {
        undoing.delete(key)
      }
    },
  }
}

export type Reverter = ReturnType<typeof createReverter>

/**
 * Records every write Stagehand sends in the workspace's change journal.
 *
 * A wrapper around the service's writes (writes/service-writes.ts):
 * before the write it gathers what was known (known-before.ts), after it
 * builds the entry from the answer or the refusal (shared/journal/record.ts),
 * keeps it and tells the window (`journal:changed`). A journal that cannot be
 * read or written never fails the write: the failure is logged. A read of a
 * resource (a speaker read, a Check) settles its writes that may have been
 * applied, each by its descriptor.
 */
import { toAppErrorData } from '@shared/errors'
import type { ChannelOutput } from '@shared/ipc/contract'
import { entryName } from '@shared/catalog/known'
import type { CatalogKind } from '@shared/ipc/channels/catalog'
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'
import { APPLIED, outcomeAfterIntent, PENDING } from '@shared/journal/record'
import type { Logger } from '../logging/logger'
import type { CallContext, Operation } from '../writes/operation'
import {
  recordedWrite,
  writeOf,
  type NowState,
  type WriteChannel,
} from '@shared/journal/operations'
import { picUrlOf } from '@shared/journal/operations/pictures'
import type { Plan, UploadSource } from '@shared/journal/operations/write-tools'
import type { ServiceWrites } from '../writes/service-writes'
import type { JournalStore, JournalStores } from './journal-store'
import { contentTypeOf, type KnownBefore } from './known-before'

type Input<C extends WriteChannel> = Parameters<Operation<C>>[0]

export interface RecorderDeps {
  stores: JournalStores
  known: KnownBefore
  /** The workspace's name and address as saved (never its key). */
  workspaceOf(workspaceId: string): Promise<JournalEntry['workspace']>
  emit(change: { workspaceId: string; entries: JournalEntry[] }): void
  log: Logger
  now: () => number
  newId: () => string
}

/** A sponsor's images read back where the service offers it; null otherwise. */
export type ReadSponsor = (
  workspaceId: string,
  eventId: string,
  sponsorId: string,
  signal?: AbortSignal,
) => Promise<{ logoUrl: string | null; coverUrl: string | null } | null>

export type ReadSession = (
  workspaceId: string,
  eventId: string,
  sessionId: string,
  signal?: AbortSignal,
) => Promise<Record<string, unknown> | null>

/** What a recorded write did: its answer or its error, and its entry (null when nothing was sent). */
export type Sent<C extends WriteChannel> =
  | { ok: true; value: ChannelOutput<C>; entry: JournalEntry | null }
  | { ok: false; error: unknown; entry: JournalEntry | null }

export function createRecorder(deps: RecorderDeps, inner: ServiceWrites) {
  const { known, log } = deps
  const iso = () => new Date(deps.now()).toISOString()

  async function keep(store: JournalStore, bytes: Uint8Array, type?: string) {
    try {
      return await store.keepBytes(bytes, contentTypeOf(bytes, type))
    } catch (error) {
      log.warn('journal could not keep the picture sent', { error })
      return null
    }
  }

  /** The bytes an upload sent: its file's, or those served at the answered address. */
  async function sentBytes(
    store: JournalStore,
    workspaceId: string,
    source: UploadSource,
    url: string | null,
  ): Promise<KeptBytes | null> {
    if (source.kind === 'file') return keep(store, source.bytes, source.contentType)
    if (url === null) return null
    try {
      const served = await known.readPicture(workspaceId, url)
      return keep(store, served.bytes, served.contentType)
    } catch (error) {
      log.warn('journal could not read the picture the service made from an address', { error })
      return null
    }
  }

  /**
   * The write's plan, by its operation's descriptor (shared/journal/operations/):
   * what was known before, and its change.
   */
  function plan<C extends WriteChannel>(
    channel: C,
    input: Input<C>,
    store: JournalStore,
    signal: AbortSignal,
  ): Promise<Plan> {
    const { workspaceId, eventId } = input
    return recordedWrite(channel).plan(input, {
      async nameOf(kind, id) {
        const entry = await known.catalogEntry(workspaceId, eventId, kind, id)
        return { entry, resource: { kind, id, name: entry ? entryName(entry) : null } }
      },
      readSession: (sessionId) => known.session(workspaceId, eventId, sessionId, signal),
      appliedEntries: (kind, id) =>
        store.list({ resource: { kind, id }, outcomes: ['applied'] }, 5000).entries,
      speakerPicture: (speakerId) =>
        known.speakerPicture(store, workspaceId, eventId, speakerId, signal),
      sentBytes: (source, url) => sentBytes(store, workspaceId, source, url),
    })
  }

  async function put(workspaceId: string, entries: JournalEntry[]): Promise<void> {
    const store = await deps.stores.of(workspaceId)
    for (const entry of entries) await store.put(entry)
    deps.emit({ workspaceId, entries })
  }

  interface Started {
    at: string
    eventId: string
    plan: Plan
    batchId: string | null
    revertOf: string | null
  }

  /** The entry as it stands: pending before the answer, then settled by it. */
  async function entryOf(
    workspaceId: string,
    id: string,
    started: Started,
    outcome: JournalEntry['outcome'],
    answer: unknown,
  ): Promise<JournalEntry> {
    const { plan: p } = started
    return {
      id,
      at: started.at,
      workspace: await deps.workspaceOf(workspaceId),
      eventId: started.eventId,
      resource: p.resource,
      change: await p.change(answer as never),
      outcome,
      batchId: started.batchId,
      revertOf: started.revertOf,
      revertedBy: null,
    }
  }

  /**
   * Sends one write through its channel's handler and records it.
   *
   * The entry is put as pending just before the request leaves (the handler
   * awaits `beforeWrite` there), so a kill while it is out leaves the intent
   * on file; the answer settles it. A write refused before anything left (a
   * precheck, the quota guard) is not recorded. `revertOf` names the entry a
   * revert undoes. Never throws for the journal's sake.
   */
  async function send<C extends WriteChannel>(
    channel: C,
    input: Input<C> & { batchId?: string | undefined },
    context: CallContext,
    meta: { revertOf?: string } = {},
  ): Promise<Sent<C>> {
    const { batchId, ...rest } = input
    const workspaceId = input.workspaceId
    let started: Started | null = null
    try {
      const store = await deps.stores.of(workspaceId)
      const p = await plan(channel, input, store, context.signal)
      started = {
        at: iso(),
        eventId: input.eventId,
        plan: p,
        batchId: batchId ?? null,
        revertOf: meta.revertOf ?? null,
      }
    } catch (error) {
      log.error('journal could not prepare the entry of a write', { channel, error })
    }
    let intent: JournalEntry | null = null
    const beforeWrite = async () => {
      await context.beforeWrite?.()
      // Once per write: a request repeated after a failure is the same write.
      if (!started || intent) return
      try {
        started.at = iso()
        intent = await entryOf(workspaceId, deps.newId(), started, PENDING, null)
        await put(workspaceId, [intent])
      } catch (error) {
        log.error('journal could not record a write about to be sent', { channel, error })
      }
    }
    const handler = inner[channel] as unknown as Operation<C>
    let answer: { ok: true; value: ChannelOutput<C> } | { ok: false; error: unknown }
    try {
      answer = { ok: true, value: await handler(rest as Input<C>, { ...context, beforeWrite }) }
    } catch (error) {
      answer = { ok: false, error }
    }
    let entry: JournalEntry | null = null
    const sentOne = intent as JournalEntry | null
    if (started && sentOne) {
      try {
        const outcome = answer.ok ? APPLIED : outcomeAfterIntent(toAppErrorData(answer.error))
        entry = await entryOf(
          workspaceId,
          sentOne.id,
          started,
          outcome,
          answer.ok ? answer.value : null,
        )
        await put(workspaceId, [entry])
      } catch (error) {
        log.error('journal could not record a write', { channel, error })
        entry = null
      }
    }
    if (answer.ok) {
      recordedWrite(channel).applied?.(input, answer.value, {
        notePicture: (speakerId, url) =>
          known.notePicture(workspaceId, input.eventId, speakerId, url),
      })
    }
    return { ...answer, entry }
  }

  /**
   * A resource read from the service: its writes that may have been applied,
   * settled by what it holds now, each by its operation's descriptor.
   * `now` is the state read, or each entry's part of it (a sponsor's logo
   * for a logo's upload); null leaves the entry as it is.
   *
   * Answers the entries settled; a journal that cannot be read settles none.
   */
  async function settleByRead(
    workspaceId: string,
    resource: { kind: CatalogKind; id: string },
    now: NowState | ((entry: JournalEntry) => Promise<NowState | null>),
  ): Promise<JournalEntry[]> {
    try {
      const store = await deps.stores.of(workspaceId)
      const open = store.list({ resource, outcomes: ['uncertain'] }, 5000).entries
      const at = iso()
      const settled: JournalEntry[] = []
      for (const e of open) {
        const state = typeof now === 'function' ? await now(e) : now
        const read = state ? writeOf(e).settle?.(e, state, at) : undefined
        if (read && 'entry' in read) settled.push(read.entry)
      }
      if (settled.length > 0) await put(workspaceId, settled)
      return settled
    } catch (error) {
      log.error('journal could not settle a write by a read', { error })
      return []
    }
  }

  const unwrap = async <C extends WriteChannel>(sent: Promise<Sent<C>>) => {
    const result = await sent
    if (!result.ok) throw result.error
    return result.value
  }

  /** The recorded writes: what every caller sends a write through. */
  const writes: ServiceWrites = {
    'sessions:update': (input, context) => unwrap(send('sessions:update', input, context)),
    'speakers:uploadPicture': (input, context) =>
      unwrap(send('speakers:uploadPicture', input, context)),
    'sponsors:uploadImage': (input, context) =>
      unwrap(send('sponsors:uploadImage', input, context)),
    'locations:delete': (input, context) => unwrap(send('locations:delete', input, context)),
    'speakers:get': async (input, context) => {
      const speaker = await inner['speakers:get'](input, context)
      const url = picUrlOf(speaker)
      known.notePicture(input.workspaceId, input.eventId, input.speakerId, url)
      const resource = { kind: 'speaker' as const, id: input.speakerId }
      await settleByRead(input.workspaceId, resource, { operation: 'speaker-picture', url })
      return speaker
    },
  }

  return { send, writes, put, settleByRead }
}

export type Recorder = ReturnType<typeof createRecorder>

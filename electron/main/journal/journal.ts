/**
 * The change journal's services put together: the recorded writes, reverts, batch undo, export.
 *
 * Built once by the composition root (app/core.ts) around the service's
 * bare writes (writes/service-writes.ts). `writes` is the one way a write
 * reaches the service: the window's channels, the agenda apply, reverts and
 * batch undo all send through it, so each is recorded.
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { writeOf } from '@shared/journal/operations'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { Catalog } from '../catalog/catalog'
import type { SaveDialogOptions } from '../export/export-service'
import type { JobService } from '../jobs/job-service'
import type { Logger } from '../logging/logger'
import type { PictureService } from '../media/picture-service'
import type { Scheduler } from '../scheduler/scheduler'
import type { WorkspaceService } from '../workspaces/workspace-service'
import { undoBatch } from './batch-undo'
import { createJournalExport } from './journal-export'
import type { JournalStores } from './journal-store'
import { createKnownBefore } from './known-before'
import { nameEntries } from './entry-names'
import type { JournalEntry } from '@shared/journal/entry'
import type { ServiceWrites } from '../writes/service-writes'
import { createRecorder, type ReadSession, type ReadSponsor } from './recorder'
import { createReverter } from './reverter'
import { createChecker, type CheckReads } from './checker'

/** What the composition root gives the journal. */
export interface JournalDeps {
  stores: JournalStores
  log: Logger
  emit?: <E extends EventName>(name: E, payload: EventPayload<E>) => void
  /** The native save dialog for exports (tests return a temp path). */
  showSaveDialog?: (options: SaveDialogOptions) => Promise<string | null>
  downloadsDir?: string
  now?: () => number
  newId?: () => string
  /** Waits until `at` (epoch ms): a batch undo waits so for the day's quota. */
  waitUntil?: (at: number, signal: AbortSignal) => Promise<void>
}

export interface JournalServices {
  journal: JournalDeps
  catalog: Pick<Catalog, 'list'>
  workspaces: Pick<WorkspaceService, 'list'>
  pictures: Pick<PictureService, 'picture'>
  scheduler: Pick<Scheduler, 'quota'>
  /** The long jobs: a batch undo shows its progress on the taskbar and tells its end. */
  jobs?: Pick<JobService, 'report'>
  /** Reads a session where the service offers it: a session's before and "now" from the service. */
  readSession?: ReadSession
  /** Reads a sponsor where the service offers it: a revert's "now" from the service. */
  readSponsor?: ReadSponsor
  /** The reads a Check makes of a session or a sponsor, saying where the service has none. */
  checkReads?: CheckReads
}

const waitUntilTime = (now: () => number) => async (at: number, signal: AbortSignal) => {
  await sleep(Math.max(0, at - now()), undefined, { signal })
}

export function createJournal(deps: JournalServices, bare: ServiceWrites) {
  const j = deps.journal
  const now = j.now ?? Date.now
  const newId = j.newId ?? randomUUID
  // The speaker read before a picture is replaced goes through the recorded read, as a Check does.
  const readSpeaker = (
    workspaceId: string,
    eventId: string,
    speakerId: string,
    signal = new AbortController().signal,
  ) => recorder.writes['speakers:get']({ workspaceId, eventId, speakerId }, { signal })
  const known = createKnownBefore({
    catalog: deps.catalog,
    readSpeaker,
    readPicture: (workspaceId, url, signal) => deps.pictures.picture(workspaceId, url, signal),
    log: j.log,
    now,
    ...(deps.readSession ? { readSession: deps.readSession } : {}),
  })
  const recorder = createRecorder(
    {
      stores: j.stores,
      known,
      async workspaceOf(workspaceId) {
        const { workspaces } = await deps.workspaces.list()
        const found = workspaces.find((w) => w.id === workspaceId)
        return { id: workspaceId, name: found?.name ?? '', address: found?.baseUrl ?? '' }
      },
      emit: (change) => j.emit?.('journal:changed', change),
      log: j.log,
      now,
      newId,
    },
    bare,
  )
  const reverter = createReverter({
    stores: j.stores,
    known,
    recorder,
    readSpeaker,
    ...(deps.readSession ? { readSession: deps.readSession } : {}),
    ...(deps.readSponsor ? { readSponsor: deps.readSponsor } : {}),
  })
  const check = createChecker({
    stores: j.stores,
    known,
    recorder,
    readSpeaker,
    ...(deps.checkReads ? { reads: deps.checkReads } : {}),
  })
  const named = <E extends JournalEntry | null>(workspaceId: string, entries: E[]) =>
    nameEntries(deps.catalog, workspaceId, entries)
  const exporter = createJournalExport({
    stores: j.stores,
    named,
    showSaveDialog: j.showSaveDialog ?? (async () => null),
    ...(j.downloadsDir ? { defaultDir: j.downloadsDir } : {}),
    now,
  })
  return {
    stores: j.stores,
    /** Every write to the service, recorded. */
    writes: recorder.writes,
    recorder,
    /**
     * A sponsor read from the service (its card's read): its uploads that may
     * have been applied, settled as a Check settles them, each by the image
     * its own operation reads from the sponsor.
     */
    settleBySponsorRead: (
      workspaceId: string,
      sponsorId: string,
      images: { logoUrl: string | null; coverUrl: string | null },
    ) =>
      recorder.settleByRead(workspaceId, { kind: 'sponsor', id: sponsorId }, async (entry) => {
        const { now, from } = await writeOf(entry).now(entry, {
          catalogEntry: (kind, id) => known.catalogEntry(workspaceId, entry.eventId, kind, id),
          readSpeaker: (speakerId) => readSpeaker(workspaceId, entry.eventId, speakerId),
          readSession: async () => null,
          readSponsor: async () => images,
        })
        return from === 'service' ? now : null
      }),
    reverter,
    /** The entries, each resource named as the catalog names it now where none was known. */
    named,
    /** Reads the resource of a change that may have been applied, and settles it where it tells. */
    check,
    exporter,
    undoBatch: (workspaceId: string, batchId: string, signal: AbortSignal) =>
      undoBatch(
        {
          stores: j.stores,
          reverter,
          quota: (workspaceId) => deps.scheduler.quota(workspaceId),
          waitUntil: j.waitUntil ?? waitUntilTime(now),
          emitProgress: (progress) => j.emit?.('journal:progress', progress),
          now,
          newId,
          ...(deps.jobs ? { jobs: deps.jobs } : {}),
        },
        workspaceId,
        batchId,
        signal,
      ),
  }
}

export type Journal = ReturnType<typeof createJournal>

/**
 * The composition root of the main process, free of Electron: the shell
 * (electron/main/index.ts) and the test harness (e2e/harness) both build the
 * app from here, each passing its own fetch, secret store and dialogs.
 */
import { within } from './within'
import { randomUUID } from 'node:crypto'
import type { Worker, WorkerOptions } from 'node:worker_threads'
import { join } from 'node:path'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { FetchLike } from '../api/http-client'
import type { UploadSender } from '../api/upload-sender'
import { createClientCore, type ClientCore, type ClientOptions } from '../api/client-core'
import { createRouter, type Router } from '../ipc/router'
import { createHandlers } from '../ipc/handlers'
import { createListingService } from '../listings/listing-service'
import { createAttendeeSnapshots } from '../snapshots/attendee-snapshots'
import { journalReads } from './journal-reads'
import { createOffers } from '../listings/offers'
import { appFacts, type ShellFacts } from '../ipc/handlers/app'
import { createLogger, createRedactor, type Logger } from '../logging/logger'
import { fileSink } from '../logging/file-sink'
import { createRecentErrors } from '../logging/recent-errors'
import { diagnosticsOf } from '../diagnostics/collect'
import type { SecretStore } from '../secrets/secret-store'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { createWorkspaceService } from '../workspaces/workspace-service'
import { createAttendeeServices } from '../export/attendee-services'
import { codecWorkerCount, inThreadCodec, workerCodec } from '../export/codec-pool'
import type { ExportService, SaveDialogOptions } from '../export/export-service'
import type { ExportFs } from '../export/output-file'
import type { ViewStore } from '../views/view-store'
import { createPictureService } from '../media/picture-service'
import { createKnownExport } from '../export/known-export'
import { createDraftStore } from '../session-drafts/draft-store'
import { createPreferenceStore } from '../settings/preferences'
import { createJobService, type JobService } from '../jobs/job-service'
import type { JobNotification, TaskbarProgress } from '../jobs/job-progress'
import { discardForgetsJob, exportJobReport } from '../export/export-report'
import type { JournalStores } from '../journal/journal-store'
import { createJournalStores } from '../journal/file-journal-store'
import { createJournal } from '../journal/journal'
import { workerJournalRead } from '../journal/journal-read'
import { createServiceWrites } from '../writes/service-writes'
import { createDemoWorkspace, type DemoEmulatorStarter } from '../workspaces/demo-workspace'
import { createLinkInbox, type LinkInbox } from '../links/link-inbox'
import { createAgendaService } from '../agenda/agenda-service'
import { createColumnMemory } from '../agenda/column-memory'
import { workerSheetWork } from '../agenda/sheet-work'
import { createApplyRunner } from '../agenda/apply-runner'
import { createApplyStore } from '../agenda/apply-store'
import { baselineFromState } from '@shared/sessions/session-form'

export interface CoreDeps {
  userDataDir: string
  fetch: FetchLike
  /**
   * Sends uploads whose bytes sent are shown (the shell: on net.request, whose
   * count follows the wire); by default a counted stream through `fetch`.
   */
  sendUpload?: UploadSender
  secrets: SecretStore
  emit: <E extends EventName>(name: E, payload: EventPayload<E>) => void
  openExternal: (url: string) => Promise<void>
  /** The app's version and platform, and in Electron the runtime's versions (the About box). */
  appInfo: ShellFacts
  /** Start the embedded demo emulator on a first run (the app: yes; most tests: no). */
  demo: boolean
  /** Starts the demo's emulator (tests lend one kept across cores); by default a new one. */
  startDemoEmulator?: DemoEmulatorStarter
  timeoutMs?: number
  newId?: () => string
  /** The open-file dialog for catalog imports (the shell passes Electron's dialog). */
  chooseFile?: () => Promise<string | null>
  /** The open-file dialog for agenda spreadsheets (CSV or .xlsx). */
  chooseSheet?: () => Promise<string | null>
  /** Request limits, daily quota, retries and clock of the scheduler (tests shrink them). */
  client?: ClientOptions
  /** The native save dialog for CSV exports (the shell passes Electron's; tests return a temp path). */
  showSaveDialog?: (options: SaveDialogOptions) => Promise<string | null>
  /** Reveals a file in the OS file manager (the shell passes shell.showItemInFolder). */
  showItemInFolder?: (path: string) => void | Promise<void>
  /** Where the export save dialog opens (the Downloads folder in the app). */
  downloadsDir?: string
  /**
   * Starts a worker thread running export/codec-worker.
   *
   * The shell runs the built file; the harness, the source through a TypeScript
   * loader. Without it exports read their pages on the main thread.
   */
  spawnCodecWorker?: () => Worker
  /** Starts a thread running agenda/sheet-worker (without it: sheets are read on this one). */
  spawnSheetWorker?: (options: WorkerOptions) => Worker
  /** Starts a thread running journal/journal-worker (without it: journals are read on this one). */
  spawnJournalWorker?: () => Worker
  /** The file operations of exports (the app: node:fs/promises; the harness may make them fail). */
  exportFs?: ExportFs
  /** The links the system hands over (the shell makes it first: links come before the core). */
  links?: LinkInbox
  /** Puts text on the clipboard: a place's link (the shell: Electron's clipboard). */
  writeClipboard?: (text: string) => void
  /** Shows the long jobs' bar on the taskbar or dock (the shell: BrowserWindow.setProgressBar). */
  setProgress?: (progress: TaskbarProgress) => void
  /** Tells a long job's end in a notification whose click opens its screen (the shell: Notification). */
  notify?: (notification: JobNotification) => void
  /** Whether the window has the focus: a job ending there is seen, not notified. */
  isFocused?: () => boolean
  /** The change journal's stores (by default in the profile folder's `journal`). */
  journalStores?: JournalStores
}

export interface Core {
  router: Router
  settings: SettingsStore
  logFile: string
  client: ClientCore
  exports: ExportService
  views: ViewStore
  /** The long jobs: exports report here; batch undo and import apply call `jobs.report`. */
  jobs: JobService
  /** The text of Help → Copy Diagnostics: versions, system, workspace addresses, last errors; no key. */
  diagnostics(): Promise<string>
  /** The app's log, for what the shell itself has to record (a failed reload offer). */
  log: Logger
  /** Where the shell puts the stagehand:// links it receives. */
  links: LinkInbox
  dispose(): Promise<void>
}

export async function createCore(deps: CoreDeps): Promise<Core> {
  const logFile = join(deps.userDataDir, 'logs', 'stagehand.log')
  const redactor = createRedactor()
  const recentErrors = createRecentErrors()
  const log = createLogger(recentErrors.tee(fileSink(logFile)), redactor)
  const settings = createSettingsStore(join(deps.userDataDir, 'settings.json'))
  await settings.read()
  if (settings.recovered)
    log.warn('settings file was unreadable and was moved aside', { to: settings.recovered })
  const workspaces = createWorkspaceService({
    settings,
    secrets: deps.secrets,
    redactor,
    fetch: deps.fetch,
    ...(deps.sendUpload ? { sendUpload: deps.sendUpload } : {}),
    newId: deps.newId ?? randomUUID,
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  })
  const client = createClientCore({
    ...deps.client,
    userDataDir: deps.userDataDir,
    clientConfig: (workspaceId) => workspaces.clientConfig(workspaceId),
    // Read at each request and each estimate: a saved change applies at once.
    dailyLimitOf: (workspaceId) =>
      settings.peek()?.workspaces.find((w) => w.id === workspaceId)?.dailyQuota,
    emit: deps.emit,
    log,
    ...(deps.chooseFile ? { chooseFile: deps.chooseFile } : {}),
  })
  const demo = createDemoWorkspace({
    settings,
    workspaces,
    log,
    enabled: deps.demo,
    catalog: client.catalog,
    ...(deps.startDemoEmulator ? { startEmulator: deps.startDemoEmulator } : {}),
  })
  try {
    await demo.start()
  } catch (error) {
    log.error('demo workspace could not start', { error })
  }
  // Two workers at least, even on two cores: the main thread mostly waits on the
  // network while pages are read, and a second worker measurably shortens an
  // export there (bench/export.bench.ts). More only where cores are to spare.
  const preferences = createPreferenceStore(settings)
  const jobs = createJobService({
    setProgress: deps.setProgress ?? (() => undefined),
    notify: deps.notify ?? (() => undefined),
    isFocused: deps.isFocused ?? (() => true),
    notificationsOn: () => preferences.peek()?.notifyJobEnds ?? true,
    platform: deps.appInfo.platform,
  })
  const codec = deps.spawnCodecWorker
    ? workerCodec({
        spawn: deps.spawnCodecWorker,
        size: codecWorkerCount(),
        log,
      })
    : inThreadCodec()
  const snapshots = createAttendeeSnapshots({
    userDataDir: deps.userDataDir,
    client,
    jobs,
    preferences,
    emit: deps.emit,
    log,
  })
  const { exports, views } = createAttendeeServices({
    codec,
    // A full export is kept as the event's snapshot, through the snapshot service's store.
    snapshots: snapshots.service,
    userDataDir: deps.userDataDir,
    client,
    log,
    emitProgress: (status) => {
      deps.emit('exports:progress', status)
      jobs.report(exportJobReport(status))
    },
    ...(deps.showSaveDialog ? { showSaveDialog: deps.showSaveDialog } : {}),
    ...(deps.showItemInFolder ? { showItemInFolder: deps.showItemInFolder } : {}),
    ...(deps.downloadsDir ? { downloadsDir: deps.downloadsDir } : {}),
    ...(deps.exportFs ? { fs: deps.exportFs } : {}),
  })
  const links = deps.links ?? createLinkInbox()
  links.onArrival(() => deps.emit('links:arrived', {}))
  const appInfo = appFacts(deps.appInfo, logFile)
  const journalStores =
    deps.journalStores ??
    createJournalStores({
      dir: join(deps.userDataDir, 'journal'),
      now: Date.now,
      log,
      onChanged: (workspaceId, entries) => deps.emit('journal:changed', { workspaceId, entries }),
      ...(deps.spawnJournalWorker
        ? { readLog: workerJournalRead(deps.spawnJournalWorker, log) }
        : {}),
    })
  const sessionDrafts = createDraftStore({ path: join(deps.userDataDir, 'session-drafts.json') })
  const agenda = createAgendaService({
    catalog: client.catalog,
    scheduler: client.scheduler,
    columns: createColumnMemory(join(deps.userDataDir, 'agenda-columns.json')),
    eventZone: async (scope) => (await sessionDrafts.event(scope)).timeZone,
    ...(deps.chooseSheet ? { chooseSheet: deps.chooseSheet } : {}),
    ...(deps.showSaveDialog ? { showSaveDialog: deps.showSaveDialog } : {}),
    ...(deps.downloadsDir ? { defaultDir: deps.downloadsDir } : {}),
    ...(deps.spawnSheetWorker ? { work: workerSheetWork(deps.spawnSheetWorker) } : {}),
  })
  const pictures = createPictureService({
    fetch: deps.fetch,
    clientConfig: (workspaceId) => workspaces.clientConfig(workspaceId),
  })
  const listings = createListingService({
    api: client.api,
    offers: createOffers(),
    onEvents: (workspaceId, events) => workspaces.noteEventNames(workspaceId, events),
    log,
  })
  // Every write to the service goes through the journal's recorded writes: the
  // window's channels, the agenda apply, reverts and batch undo alike.
  const journal = createJournal(
    {
      journal: {
        stores: journalStores,
        log,
        emit: deps.emit,
        ...(deps.showSaveDialog ? { showSaveDialog: deps.showSaveDialog } : {}),
        ...(deps.downloadsDir ? { downloadsDir: deps.downloadsDir } : {}),
      },
      catalog: client.catalog,
      workspaces,
      pictures,
      scheduler: client.scheduler,
      jobs,
      ...journalReads(listings),
    },
    createServiceWrites({
      api: client.api,
      reportUpload: (progress) => deps.emit('uploads:progress', progress),
    }),
  )
  const agendaApply = createApplyRunner({
    store: createApplyStore(join(deps.userDataDir, 'agenda-imports')),
    update: (input, signal) => journal.writes['sessions:update'](input, { signal }),
    emit: (status) => deps.emit('agenda:progress', status),
    jobs,
    sessionNow: async (workspaceId, eventId, sessionId) => {
      const { entries } = await client.catalog.list(workspaceId, eventId, 'session')
      const entry = entries.find((e) => e.id.toLowerCase() === sessionId.toLowerCase())
      return entry?.state ? baselineFromState(entry.state) : null
    },
  })
  const handlers = createHandlers({
    journal,
    listings,
    exports: discardForgetsJob(exports, jobs),
    jobs,
    preferences,
    views,
    sessionDrafts,
    agenda,
    agendaApply,
    api: client.api,
    catalog: client.catalog,
    knownExport: createKnownExport({
      catalog: client.catalog,
      showSaveDialog: deps.showSaveDialog ?? (async () => null),
      ...(deps.downloadsDir ? { defaultDir: deps.downloadsDir } : {}),
    }),
    scheduler: client.scheduler,
    workspaces,
    demo,
    openExternal: deps.openExternal,
    appInfo,
    pictures,
    links: { links, writeClipboard: deps.writeClipboard ?? (() => undefined) },
    snapshots: {
      snapshots: snapshots.service,
      snapshotStore: snapshots.store,
      showSaveDialog: deps.showSaveDialog ?? (async () => null),
      ...(deps.downloadsDir ? { downloadsDir: deps.downloadsDir } : {}),
    },
  })
  const router = createRouter(handlers, log)
  log.info('core ready', { version: deps.appInfo.version })
  return {
    router,
    settings,
    logFile,
    client,
    exports,
    views,
    jobs,
    diagnostics: diagnosticsOf({ settings, recentErrors, appInfo, redactor }),
    log,
    links,
    async dispose() {
      router.cancelAll()
      // Calls end soon once cancelled; a write answered meanwhile is recorded before
      // the journal closes. A handler that ignores its signal holds the quit 5 s at most.
      await within(router.settled(), 5000)
      await agendaApply.dispose()
      // Running exports pause resumably while the scheduler can still finish their writes.
      await exports.dispose()
      await snapshots.service.dispose()
      await client.dispose()
      await codec.close()
      await demo.stop()
      await journalStores.dispose()
    },
  }
}

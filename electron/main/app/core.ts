/**
 * The composition root of the main process, free of Electron: the shell
 * (electron/main/index.ts) and the test harness (e2e/harness) both build the
 * app from here, each passing its own fetch, secret store and dialogs.
 */
import { randomUUID } from 'node:crypto'
import type { Worker } from 'node:worker_threads'
import { join } from 'node:path'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { FetchLike } from '../api/http-client'
import type { UploadSender } from '../api/upload-sender'
import { createClientCore, type ClientCore, type ClientOptions } from '../api/client-core'
import { createRouter, type Router } from '../ipc/router'
import { createHandlers } from '../ipc/handlers'
import { createLogger, createRedactor, type Logger } from '../logging/logger'
import { fileSink } from '../logging/file-sink'
import type { SecretStore } from '../secrets/secret-store'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { createWorkspaceService } from '../workspaces/workspace-service'
import { createAttendeeServices } from '../export/attendee-services'
import { codecWorkerCount, inThreadCodec, workerCodec } from '../export/codec-pool'
import type { ExportService, SaveDialogOptions } from '../export/export-service'
import type { ExportFs } from '../export/output-file'
import type { ViewStore } from '../views/view-store'
import { createPictureService } from '../media/picture-service'
import { createKnownExport } from '../catalog/known-export'
import { createDraftStore } from '../session-drafts/draft-store'
import type { JournalStores } from '../journal/journal-store'
import { createJournalStores } from '../journal/file-journal-store'
import { createDemoWorkspace, type DemoEmulatorStarter } from './demo-workspace'

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
  appInfo: { version: string; platform: string }
  /** Start the embedded demo emulator on a first run (the app: yes; most tests: no). */
  demo: boolean
  /** Starts the demo's emulator (tests lend one kept across cores); by default a new one. */
  startDemoEmulator?: DemoEmulatorStarter
  timeoutMs?: number
  newId?: () => string
  /** The open-file dialog for catalog imports (the shell passes Electron's dialog). */
  chooseFile?: () => Promise<string | null>
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
  /** The file operations of exports (the app: node:fs/promises; the harness may make them fail). */
  exportFs?: ExportFs
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
  /** The app's log, for what the shell itself has to record (a failed reload offer). */
  log: Logger
  dispose(): Promise<void>
}

export async function createCore(deps: CoreDeps): Promise<Core> {
  const logFile = join(deps.userDataDir, 'logs', 'stagehand.log')
  const redactor = createRedactor()
  const log = createLogger(fileSink(logFile), redactor)
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
  const codec = deps.spawnCodecWorker
    ? workerCodec({
        spawn: deps.spawnCodecWorker,
        size: codecWorkerCount(),
        log,
      })
    : inThreadCodec()
  const { exports, views } = createAttendeeServices({
    codec,
    userDataDir: deps.userDataDir,
    client,
    log,
    emitProgress: (status) => deps.emit('exports:progress', status),
    ...(deps.showSaveDialog ? { showSaveDialog: deps.showSaveDialog } : {}),
    ...(deps.showItemInFolder ? { showItemInFolder: deps.showItemInFolder } : {}),
    ...(deps.downloadsDir ? { downloadsDir: deps.downloadsDir } : {}),
    ...(deps.exportFs ? { fs: deps.exportFs } : {}),
  })
  const journalStores =
    deps.journalStores ??
    createJournalStores({
      dir: join(deps.userDataDir, 'journal'),
      now: Date.now,
      log,
      onChanged: (workspaceId, entries) => deps.emit('journal:changed', { workspaceId, entries }),
    })
  const handlers = createHandlers({
    journal: {
      stores: journalStores,
      log,
      emit: deps.emit,
      ...(deps.showSaveDialog ? { showSaveDialog: deps.showSaveDialog } : {}),
      ...(deps.downloadsDir ? { downloadsDir: deps.downloadsDir } : {}),
    },
    exports,
    views,
    sessionDrafts: createDraftStore({ path: join(deps.userDataDir, 'session-drafts.json') }),
    api: client.api,
    catalog: client.catalog,
    knownExport: createKnownExport({
      catalog: client.catalog,
      showSaveDialog: deps.showSaveDialog ?? (async () => null),
      ...(deps.downloadsDir ? { defaultDir: deps.downloadsDir } : {}),
    }),
    scheduler: client.scheduler,
    reportUpload: (progress) => deps.emit('uploads:progress', progress),
    workspaces,
    demo,
    openExternal: deps.openExternal,
    appInfo: { ...deps.appInfo, logFile },
    pictures: createPictureService({
      fetch: deps.fetch,
      clientConfig: (workspaceId) => workspaces.clientConfig(workspaceId),
    }),
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
    log,
    async dispose() {
      router.cancelAll()
      // Running exports pause resumably while the scheduler can still finish their writes.
      await exports.dispose()
      await client.dispose()
      await codec.close()
      await demo.stop()
      await journalStores.dispose()
    },
  }
}

/**
 * A core for tests, as the shell builds it but with a fresh temporary
 * user-data folder, the keychain in memory, real fetch and quick retries; the
 * events it sends to the renderer are kept in `events`. Used only by
 * *.test.ts files.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InvokeResult } from '@shared/ipc/envelope'
import type { WorkspaceSummary } from '@shared/workspace'
import { createCore, type Core, type CoreDeps } from '@main/app/core'
import { createMemorySecretStore, type SecretStore } from '@main/secrets/secret-store'
import { onTestFinished } from 'vitest'
import type { DialectName } from '@emulator'
import { QUICK_RETRY, startTestEmulator, type RunningEmulator } from './api-context'

export type { JobNotification, TaskbarProgress } from '@main/jobs/job-progress'

export interface TestCore {
  core: Core
  /** The user-data folder. */
  dir: string
  events: { name: string; payload: unknown }[]
  secrets: SecretStore
  /** What was put on the clipboard, oldest first. */
  clipboard: string[]
  /** A channel call as the window makes it; its envelope, ok or not. */
  call(channel: string, payload?: unknown): Promise<InvokeResult>
  /** A channel call's value; a failed call throws its message. */
  value<T = unknown>(channel: string, payload?: unknown): Promise<T>
  /** Disposes the core and removes its folder. */
  close(): Promise<void>
}

export interface TestCoreOptions {
  /** The keychain (default: a new one in memory); a restart passes the one it had. */
  secrets?: SecretStore
  /** Start the demo workspace, as a first run of the app does (default: no). */
  demo?: boolean
  /** An existing user-data folder (a restart): then `close` leaves it for its owner. */
  userDataDir?: string
  /** Also receives every event, as the window would (the component tests' bridge). */
  onEvent?: (name: string, payload: unknown) => void
  /** Lends the demo an emulator kept across cores (default: a new one per core). */
  startDemoEmulator?: CoreDeps['startDemoEmulator']
  /** The export save dialog (default: cancelled). */
  showSaveDialog?: CoreDeps['showSaveDialog']
  /** The shell's taskbar, notification, focus and facts (default: none, focused, this machine's). */
  desktop?: Pick<CoreDeps, 'setProgress' | 'notify' | 'isFocused'> &
    Partial<Pick<CoreDeps, 'appInfo'>>
  /** The change journal's stores (default: the core's own). */
  journalStores?: CoreDeps['journalStores']
  /** The agenda spreadsheet's open dialog (default: none). */
  chooseSheet?: CoreDeps['chooseSheet']
  /** The platform the core is told it runs on (default: this one's). */
  platform?: string
}

export async function startTestCore(
  folderPrefix = 'stagehand-core-',
  options: TestCoreOptions = {},
): Promise<TestCore> {
  const dir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), folderPrefix)))
  const events: TestCore['events'] = []
  const secrets = options.secrets ?? createMemorySecretStore()
  const clipboard: string[] = []
  const core = await createCore({
    userDataDir: dir,
    fetch: (input, init) => fetch(input, init),
    secrets,
    emit: (name, payload) => {
      events.push({ name, payload })
      options.onEvent?.(name, payload)
    },
    openExternal: async () => undefined,
    writeClipboard: (text) => void clipboard.push(text),
    appInfo: { version: 'test', platform: options.platform ?? process.platform },
    demo: options.demo ?? false,
    client: { retry: QUICK_RETRY },
    // A limit, not a wait: on two busy cores a dozen photo uploads at once can
    // outlast the app's 30 s for a write's whole exchange, and one was said to
    // have lost its answer. Tests of that limit set their own.
    timeoutMs: 300_000,
    ...(options.startDemoEmulator ? { startDemoEmulator: options.startDemoEmulator } : {}),
    ...(options.showSaveDialog ? { showSaveDialog: options.showSaveDialog } : {}),
    ...options.desktop,
    ...(options.journalStores ? { journalStores: options.journalStores } : {}),
    ...(options.chooseSheet ? { chooseSheet: options.chooseSheet } : {}),
  })
  let n = 0
  const call = (channel: string, payload?: unknown) =>
    core.router.handle({ channel, callId: `c${++n}`, payload })
  const value = async <T = unknown>(channel: string, payload?: unknown): Promise<T> => {
    const result = await call(channel, payload)
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
    return result.value as T
  }
  return {
    core,
    dir,
    events,
    secrets,
    clipboard,
    call,
    value,
    async close() {
      await core.dispose()
      if (!options.userDataDir) await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Saves a workspace on the emulator with its demo key, as the workspace form does. */
export function saveEmulatorWorkspace(
  t: TestCore,
  emulator: Pick<RunningEmulator, 'baseUrl' | 'demoKey'>,
): Promise<WorkspaceSummary> {
  return t.value<WorkspaceSummary>('workspaces:save', {
    name: 'Emulator',
    baseUrl: emulator.baseUrl,
    apiKey: emulator.demoKey,
  })
}

/**
 * A new emulator speaking `dialect` and a core with one workspace on it.
 *
 * For the tests of what a dialect offers: both are closed when the test
 * ends, the core first, so nothing it still sends meets a closed service.
 */
export async function coreOnDialect(
  dialect: DialectName,
  attendeesPerEvent = 5,
): Promise<{ t: TestCore; emulator: RunningEmulator; workspaceId: string }> {
  const emulator = await startTestEmulator({ dialect, attendeesPerEvent })
  const t = await startTestCore().catch(async (error: unknown) => {
    await emulator.close()
    throw error
  })
  onTestFinished(async () => {
    await t.close()
    await emulator.close()
  })
  const { id: workspaceId } = await saveEmulatorWorkspace(t, emulator)
  return { t, emulator, workspaceId }
}

/** Sets the workspace's daily request quota (its key stays as saved). */
export function setDailyQuota(
  t: TestCore,
  workspace: WorkspaceSummary,
  dailyQuota: number,
): Promise<unknown> {
  const { id, name, baseUrl } = workspace
  return t.value('workspaces:save', { id, name, baseUrl, dailyQuota })
}

/** Sets the quota so that `n` more requests are allowed today. */
export function leaveToday(t: TestCore, workspace: WorkspaceSummary, n: number): Promise<unknown> {
  return setDailyQuota(t, workspace, t.core.client.scheduler.quota(workspace.id).usedToday + n)
}

/**
 * A screen of the app in jsdom, on a real core and emulator.
 *
 * The harness without the page load: an emulator on loopback, a core as the
 * tests build it (in-memory keychain, quick retries), and `window.stagehand`
 * made by the shared bridge factory over an in-memory transport to the core's
 * router, events included. Calls, answers and events are copied on the way,
 * as IPC copies them. Everything is torn down when the test finishes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { render, type RenderResult } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { type ReactElement } from 'react'
import { onTestFinished } from 'vitest'
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '@emulator'

// The service side, for tests under renderer/ (whose own code may not import it).
export { startEmulator } from '@emulator'
export type { FaultKind, RunningEmulator } from '@emulator'
import { startTestCore, type TestCore, type TestCoreOptions } from '@test-support/core'
import { createBridge } from '@shared/ipc/bridge'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import type { ChannelName, ChannelOutput, EventName, EventPayload } from '@shared/ipc/contract'
import { App } from '@renderer/app/App'
import type { SectionId } from '@renderer/lib/sections'
import { sectionHref } from '@renderer/hooks/use-section-route'

export interface CoreScreen {
  emulator: RunningEmulator
  core: TestCore
  /** The workspace on the emulator (empty when `workspace: false`). */
  workspaceId: string
  eventId: string
  user: UserEvent
  view: RenderResult
  /** A channel call from the test, as the window makes it; a failure throws its message. */
  call<C extends ChannelName>(channel: C, payload?: unknown): Promise<ChannelOutput<C>>
  /** An event from main that the core does not send itself (the shell's menu, a notification's click). */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void
  /** Settles once the window has had an answer to a call of `channel`. */
  answered(channel: ChannelName): Promise<void>
  /** The user-data folder's files by name, for a fault a test puts there. */
  files: {
    /** A folder where the file should be: every read of it fails. */
    unreadable(name: string): Promise<void>
    /** The file with this content, in place of whatever was there. */
    write(name: string, text: string): Promise<void>
  }
}

export interface RenderWithCoreOptions {
  /** The section the app opens on (its hash route). */
  section?: SectionId
  /** What to render instead of the whole app, once prepared (wrap it in `AppProviders`). */
  ui?: (screen: Omit<CoreScreen, 'view'>) => ReactElement
  emulator?: EmulatorOptions
  /** A service the test started and closes itself, instead of the helper's emulator. */
  service?: RunningEmulator
  /** Add a workspace on the emulator, active, with its first event chosen (default: yes). */
  workspace?: boolean
  /** The workspace's key (default: the emulator's READ+WRITE Backend key). */
  apiKey?: (emulator: RunningEmulator) => string
  /** The change journal's stores the core uses (entries a test puts in first). */
  journalStores?: TestCoreOptions['journalStores']
  /** Runs after the workspace is saved and before the first render (catalog entries, faults). */
  prepare?: (screen: Omit<CoreScreen, 'view'>) => Promise<void>
  /** The shell's taskbar, notifications, focus and facts (default: none, focused, this machine's). */
  desktop?: TestCoreOptions['desktop']
  /** Answer an export's save dialog with a file in the user-data folder (default: cancelled). */
  saveExports?: boolean
  /**
   * Holds the window's calls of a channel until the promise given settles:
   * a slow answer, to put answers in an order the test chooses.
   */
  hold?: (channel: ChannelName) => Promise<void> | undefined
}

/**
 * A copy of a call, answer or event, as IPC makes one: plain data, and bytes
 * as a new Uint8Array of this page. Neither structuredClone (jsdom's) nor
 * node:v8 gives the page's own Uint8Array, which the router's schemas ask for.
 */
function copied<T>(value: T): T {
  if (ArrayBuffer.isView(value))
    return new Uint8Array(
      value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength),
    ) as T
  if (Array.isArray(value)) return value.map(copied) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value))
      if (inner !== undefined) out[key] = copied(inner)
    return out as T
  }
  return value
}

/** The answers the window has had, by channel, for `answered`. */
function answerLog() {
  const waiting = new Map<string, { promise: Promise<void>; resolve: () => void }>()
  const of = (channel: string) => {
    let entry = waiting.get(channel)
    if (!entry) {
      let resolve!: () => void
      const promise = new Promise<void>((r) => (resolve = r))
      waiting.set(channel, (entry = { promise, resolve }))
    }
    return entry
  }
  return {
    note: (channel: string) => of(channel).resolve(),
    answered: (c: string) => of(c).promise,
  }
}

function installBridge(
  core: TestCore,
  listeners: Set<(name: string, payload: unknown) => void>,
  answers: ReturnType<typeof answerLog>,
  hold: RenderWithCoreOptions['hold'],
) {
  const bridge = createBridge(
    {
      async invoke(envelope) {
        await hold?.(envelope.channel as ChannelName)
        const result = await core.core.router.handle(copied(envelope))
        answers.note(envelope.channel)
        return copied(result)
      },
      listen(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    bridgeLayout,
  )
  Object.defineProperty(window, 'stagehand', { value: bridge, configurable: true })
}

export async function renderWithCore(options: RenderWithCoreOptions = {}): Promise<CoreScreen> {
  const listeners = new Set<(name: string, payload: unknown) => void>()
  const emulator =
    options.service ?? (await startEmulator({ port: 0, control: true, ...options.emulator }))
  // The folder is this helper's: a save the screen started may still be landing when it closes.
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-component-'))
  const core = await startTestCore('stagehand-component-', {
    userDataDir: dir,
    ...(options.journalStores ? { journalStores: options.journalStores } : {}),
    onEvent: (name, payload) => {
      for (const listener of listeners) listener(name, copied(payload))
    },
    ...(options.desktop ? { desktop: options.desktop } : {}),
    ...(options.saveExports
      ? { showSaveDialog: async (o: { defaultPath: string }) => join(dir, basename(o.defaultPath)) }
      : {}),
  })
  const mounted: { view?: RenderResult } = {}
  onTestFinished(async () => {
    mounted.view?.unmount()
    listeners.clear()
    Reflect.deleteProperty(window, 'stagehand')
    await core.close()
    if (!options.service) await emulator.close()
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  })
  const answers = answerLog()
  installBridge(core, listeners, answers, options.hold)
  const call = <C extends ChannelName>(channel: C, payload?: unknown) =>
    core.value<ChannelOutput<C>>(channel, payload)
  let workspaceId = ''
  let eventId = ''
  if (options.workspace ?? true) {
    eventId = emulator.events[0]!.id
    const saved = await call('workspaces:save', {
      name: 'Emulator',
      baseUrl: emulator.baseUrl,
      apiKey: options.apiKey?.(emulator) ?? emulator.demoKey,
    })
    workspaceId = saved.id
    await call('workspaces:activate', { workspaceId })
    await call('workspaces:setEvent', { workspaceId, eventId })
  }
  const user = userEvent.setup({ delay: null })
  const emit = <E extends EventName>(name: E, payload: EventPayload<E>): void => {
    for (const listener of listeners) listener(name, copied(payload))
  }
  const answered = (channel: ChannelName) => answers.answered(channel)
  const files = {
    unreadable: async (name: string) => void (await mkdir(join(dir, name))),
    async write(name: string, text: string) {
      await rm(join(dir, name), { recursive: true, force: true })
      await writeFile(join(dir, name), text)
    },
  }
  const screen = { emulator, core, workspaceId, eventId, user, call, emit, answered, files }
  await options.prepare?.(screen)
  window.location.hash = options.section ? sectionHref(options.section) : ''
  mounted.view = render(options.ui ? options.ui(screen) : <App />)
  return { ...screen, view: mounted.view }
}

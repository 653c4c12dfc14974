/**
 * The harness (docs/architecture.md, "The harness"): the built renderer in Chromium, the real
 * core (router and services) in this process, joined where the preload would
 * stand by a same-origin HTTP route of the renderer's static server
 * (invoke-route.ts says why). Only the Electron shell is outside it.
 */
import { basename, join } from 'node:path'
import type { Page } from 'playwright'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import { createCore, type Core, type CoreDeps } from '@main/app/core'
import type { SecretStore } from '@main/secrets/secret-store'
import { spawnCodecWorker } from '@test-support/ts-worker'
import { pageBridgeScript } from './bundle'
import { addInvokeRoute } from './invoke-route'
import { HARNESS_EVENT, HARNESS_INVOKE_URL } from './page-bridge-event'
import { pacedUploadSender, type Uplink } from './uplink'
import { decodeWireText, encodeWire, encodeWireText } from './wire'

/** What a spec or a screen may replace in the core. */
export type HarnessCore = Partial<
  Pick<
    CoreDeps,
    | 'client'
    | 'showSaveDialog'
    | 'showItemInFolder'
    | 'exportFs'
    | 'startDemoEmulator'
    | 'links'
    | 'writeClipboard'
    | 'chooseSheet'
  >
>

export interface HarnessOptions {
  page: Page
  rendererUrl: string
  userDataDir: string
  secrets: SecretStore
  demo?: boolean
  timeoutMs?: number
  /** Core dependencies a spec replaces: the clock and limits, the save dialog, export files, the demo's emulator. */
  core?: HarnessCore
  /** How fast uploads whose progress is shown leave; by default at full speed. */
  uplink?: Uplink
}

/** Where the harness's save dialog puts exports unless a spec says otherwise. */
export function harnessDownloadsDir(userDataDir: string): string {
  return join(userDataDir, 'downloads')
}

export interface Harness {
  core: Core
  /** How fast uploads whose progress is shown leave (uplink.ts); a spec may slow it. */
  uplink: Uplink
  /** What the app put on the clipboard (a place's link), oldest first. */
  clipboard: string[]
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void
  close(): Promise<void>
}

/** A page joined to a core's router through the call route and the event dispatch. */
export interface PageBridge {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void
  remove(): void
}

/**
 * Joins `page` to whatever `answer` calls: the route for calls and the events
 * into the page. A page joined once can be served by one core after another.
 */
export async function bridgePage(
  page: Page,
  rendererUrl: string,
  answer: (call: unknown) => Promise<unknown>,
): Promise<PageBridge> {
  const emit = <E extends EventName>(name: E, payload: EventPayload<E>): void => {
    const detail = { name, payload: encodeWire(payload) }
    void page
      .evaluate(([type, d]) => window.dispatchEvent(new CustomEvent(type, { detail: d })), [
        HARNESS_EVENT,
        detail,
      ] as const)
      .catch(() => undefined)
  }
  // Calls and answers cross as wire text (wire.ts): Playwright copies an object tree
  // value by value, which costs a few hundred ms for a page of 100 attendees.
  const route = addInvokeRoute(rendererUrl, async (call: string) =>
    encodeWireText(await answer(decodeWireText(call))),
  )
  // The route's address, left for the bridge script, which takes it and removes it.
  const where = `window[${JSON.stringify(HARNESS_INVOKE_URL)}] = ${JSON.stringify(route.url)};\n`
  await page.addInitScript({ content: where + pageBridgeScript() })
  return { emit, remove: () => route.remove() }
}

/** The core as the harness builds it, its events sent with `emit`. */
export function createHarnessCore(
  options: Omit<HarnessOptions, 'page' | 'rendererUrl'>,
  emit: Harness['emit'],
): Promise<Core> {
  return createCore({
    userDataDir: options.userDataDir,
    fetch: (input, init) => fetch(input, init),
    sendUpload: pacedUploadSender(options.uplink ?? { bytesPerSecond: null }),
    secrets: options.secrets,
    emit,
    openExternal: async () => undefined,
    appInfo: { version: '0.0.0-harness', platform: process.platform },
    demo: options.demo ?? false,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    // The save dialog answers at once with the offered name in a downloads folder of the profile.
    showSaveDialog: async (o) =>
      join(harnessDownloadsDir(options.userDataDir), basename(o.defaultPath)),
    // Exports read pages in worker threads as in the app, here from source.
    spawnCodecWorker,
    ...options.core,
  })
}

export async function attachHarness(options: HarnessOptions): Promise<Harness> {
  const uplink: Uplink = options.uplink ?? { bytesPerSecond: null }
  let core: Core | null = null
  const bridge = await bridgePage(options.page, options.rendererUrl, (call) => {
    if (!core) throw new Error('the core is not ready')
    return core.router.handle(call)
  })
  const clipboard: string[] = []
  core = await createHarnessCore(
    {
      ...options,
      uplink,
      core: { writeClipboard: (text) => void clipboard.push(text), ...options.core },
    },
    bridge.emit,
  )
  const ready = core
  return {
    core: ready,
    uplink,
    clipboard,
    emit: bridge.emit,
    close: async () => {
      bridge.remove()
      await ready.dispose()
    },
  }
}

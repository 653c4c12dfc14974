/**
 * `app`: paths, version, the single-instance lock, readiness and the
 * lifecycle events. The test drives what the operating system would:
 * `becomeReady()`, `launchSecondInstance()`, `activate()`, `openUrl()`.
 */
import { EventEmitter } from 'node:events'
import type { StandInContext } from './context'
import { electronEvent } from './event'
import { StandInJumpList, type StandInJumpListCategory } from './jump-list'

export interface StandInAppOptions {
  isPackaged: boolean
  version: string
  paths: Record<string, string>
  /** False when another instance already holds the lock. */
  singleInstanceLock: boolean
  /** The system Electron runs on: some of `app` exists on one only (the jump list on 'win32'). */
  platform: NodeJS.Platform
}

export class StandInApp extends EventEmitter {
  isPackaged: boolean
  readonly setPathCalls: Array<{ name: string; path: string }> = []
  quitCalls = 0
  /** Set when 'quit' is emitted: Electron ends the process there. */
  ended = false
  singleInstanceLockRequests = 0
  /** How often the app asked to be told of readiness: work it means to do once ready. */
  whenReadyCalls = 0
  /** The schemes this app was made the default handler of, with the command's path and arguments. */
  readonly protocolClients = new Map<string, { path?: string; args?: string[] }>()
  /** Windows only: the taskbar button's jump list (see jump-list.ts). */
  readonly jumpList: StandInJumpList | null
  /** Windows only, as Electron binds it. */
  setJumpList?: (categories: StandInJumpListCategory[] | null) => string
  /** Windows only, as Electron binds it. */
  getJumpListSettings?: () => ReturnType<StandInJumpList['settings']>
  private readonly paths: Map<string, string>
  private ready = false
  private readonly readyPromise: Promise<void>
  private resolveReady!: () => void

  constructor(
    private readonly context: StandInContext,
    private readonly options: StandInAppOptions,
  ) {
    super()
    this.isPackaged = options.isPackaged
    this.paths = new Map(Object.entries(options.paths))
    const jumpList = options.platform === 'win32' ? new StandInJumpList() : null
    this.jumpList = jumpList
    if (jumpList) {
      this.setJumpList = (categories) => jumpList.set(categories)
      this.getJumpListSettings = () => jumpList.settings()
    }
    this.readyPromise = new Promise((resolve) => {
      this.resolveReady = resolve
    })
  }

  getPath(name: string): string {
    const path = this.paths.get(name)
    if (path === undefined) throw new Error(`Failed to get '${name}' path`)
    return path
  }

  setPath(name: string, path: string): void {
    this.setPathCalls.push({ name, path })
    this.paths.set(name, path)
  }

  getVersion(): string {
    return this.options.version
  }

  getName(): string {
    return 'Stagehand'
  }

  requestSingleInstanceLock(): boolean {
    this.singleInstanceLockRequests += 1
    return this.options.singleInstanceLock
  }

  /** Like Electron: the app handles `protocol` links (given without `://`). */
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean {
    if (protocol.includes(':')) return false
    this.protocolClients.set(protocol, { ...(path ? { path } : {}), ...(args ? { args } : {}) })
    return true
  }

  isDefaultProtocolClient(protocol: string): boolean {
    return this.protocolClients.has(protocol)
  }

  removeAsDefaultProtocolClient(protocol: string): boolean {
    return this.protocolClients.delete(protocol)
  }

  isReady(): boolean {
    return this.ready
  }

  whenReady(): Promise<void> {
    this.whenReadyCalls += 1
    return this.readyPromise
  }

  /**
   * Like Electron: 'before-quit' (cancellable), then every window is closed
   * ('close' may cancel the quit), then 'will-quit' (cancellable) and 'quit',
   * after which the process ends.
   */
  quit(): void {
    this.quitCalls += 1
    const beforeQuit = electronEvent({})
    this.emit('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return
    this.context.quitting = true
    for (const window of [...this.context.windows]) window.close()
    this.context.quitting = false
    if ([...this.context.windows].some((window) => !window.isDestroyed())) return
    const willQuit = electronEvent({})
    this.emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) return
    this.ended = true
    this.emit('quit', electronEvent({}), 0)
  }

  // ── what the operating system does, driven by the test ──

  /** Electron finished starting: 'ready' is emitted, then whenReady() resolves. */
  becomeReady(): void {
    if (this.ready) throw new Error('the app is ready already')
    this.ready = true
    this.emit('ready', electronEvent({}), {})
    this.resolveReady()
  }

  /** The user started the app again while this instance holds the lock. */
  launchSecondInstance(
    argv: string[] = [],
    workingDirectory = process.cwd(),
    additionalData: unknown = {},
  ): void {
    this.emit('second-instance', electronEvent({}), argv, workingDirectory, additionalData)
  }

  /** macOS: the system hands the app a link of a scheme it handles ('open-url', event and URL). */
  openUrl(url: string): void {
    this.emit('open-url', electronEvent({}), url)
  }

  /** macOS: the dock icon was clicked. */
  activate(): void {
    this.emit('activate', electronEvent({}), this.context.windows.size > 0)
  }
}

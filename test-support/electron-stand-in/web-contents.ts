/**
 * `WebContents` and `WebFrameMain`. Each frame is its own object; the main
 * frame object is replaced when the page moves to another origin (a new
 * document in a new renderer, as with site isolation) and the old one is
 * detached. Navigations the page starts emit 'will-navigate' and
 * 'will-redirect' like Electron, and only happen when not prevented;
 * `loadURL` from the main process emits neither.
 */
import { EventEmitter } from 'node:events'
import type { StandInContext } from './context'
import { electronEvent } from './event'

export interface WindowOpenDetails {
  url: string
  frameName: string
  features: string
  disposition: 'default' | 'foreground-tab' | 'background-tab' | 'new-window' | 'other'
  referrer: { url: string; policy: string }
}

export type WindowOpenResponse =
  { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions?: unknown }

export class StandInFrame {
  readonly frames: StandInFrame[] = []
  readonly routingId: number
  readonly frameTreeNodeId: number
  detached = false

  constructor(
    readonly contents: StandInWebContents,
    private currentUrl: string,
    readonly parent: StandInFrame | null,
    readonly processId: number,
    readonly name = '',
  ) {
    this.routingId = contents.context.nextId()
    this.frameTreeNodeId = contents.context.nextId()
  }

  get url(): string {
    return this.currentUrl
  }

  get origin(): string {
    return this.contents.context.originOf(this.currentUrl)
  }

  get top(): StandInFrame {
    return this.parent ? this.parent.top : this
  }

  get framesInSubtree(): StandInFrame[] {
    return [this, ...this.frames.flatMap((frame) => frame.framesInSubtree)]
  }

  isDestroyed(): boolean {
    return this.detached
  }

  /** Same-origin navigation: the document changes, the frame object stays. */
  commitUrl(url: string): void {
    this.currentUrl = url
    for (const child of this.frames) child.detachTree()
    this.frames.length = 0
  }

  detachTree(): void {
    this.detached = true
    for (const child of this.frames) child.detachTree()
  }

  /** Test control: the page adds an iframe showing `url` (in its own process when cross-origin). */
  addChildFrame(url: string, name = ''): StandInFrame {
    const sameOrigin = this.contents.context.originOf(url) === this.origin
    const processId = sameOrigin ? this.processId : this.contents.context.nextId()
    const child = new StandInFrame(this.contents, url, this, processId, name)
    this.frames.push(child)
    return child
  }
}

export class StandInWebContents extends EventEmitter {
  readonly id: number
  readonly sent: Array<{ channel: string; args: unknown[] }> = []
  readonly loadedUrls: string[] = []
  /** How many times main reloaded the page. */
  reloads = 0
  mainFrame: StandInFrame
  windowOpenHandler: ((details: WindowOpenDetails) => WindowOpenResponse) | null = null
  private destroyed = false

  constructor(
    readonly context: StandInContext,
    readonly webPreferences: Readonly<Record<string, unknown>>,
  ) {
    super()
    this.id = context.nextId()
    this.mainFrame = new StandInFrame(this, '', null, context.nextId())
  }

  getURL(): string {
    return this.mainFrame.url
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.mainFrame.detachTree()
    this.emit('destroyed')
  }

  /** Main → renderer message; arguments cross by structured clone, as over real IPC. */
  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    this.sent.push({ channel, args: structuredClone(args) })
  }

  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void {
    this.windowOpenHandler = handler
  }

  /** Reloads the page the main frame shows (a new document, so a new frame object). */
  reload(): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    this.reloads += 1
    const url = this.mainFrame.url
    this.mainFrame.detachTree()
    this.mainFrame = new StandInFrame(this, url, null, this.context.nextId(), this.mainFrame.name)
    setImmediate(() => {
      if (!this.destroyed) this.emit('did-finish-load')
    })
  }

  /** A navigation by the main process: no 'will-navigate'. Resolves once the page loaded. */
  async loadURL(url: string): Promise<void> {
    if (this.destroyed) throw new Error('Object has been destroyed')
    this.commit(url, this.mainFrame)
    this.loadedUrls.push(url)
    await new Promise<void>((resolve) => setImmediate(resolve))
    this.emit('did-finish-load')
  }

  // ── what the page does, driven by the test ──

  /**
   * The page navigates `frame` (a link, `location = …`, a form). Returns
   * whether the shell prevented it; if not, the frame now shows `url`.
   */
  navigate(url: string, frame: StandInFrame = this.mainFrame): { prevented: boolean } {
    const isMainFrame = frame === this.mainFrame
    const details = { url, isSameDocument: false, isMainFrame, frame, initiator: frame }
    const frameEvent = electronEvent(details)
    this.emit('will-frame-navigate', frameEvent)
    let prevented = frameEvent.defaultPrevented
    if (isMainFrame) {
      const event = electronEvent(details)
      this.emit('will-navigate', event, url, false, true, frame.processId, frame.routingId)
      prevented ||= event.defaultPrevented
    }
    if (!prevented) this.commit(url, frame)
    return { prevented }
  }

  /** The server answered a navigation of `frame` with a redirect to `url`. */
  redirect(url: string, frame: StandInFrame = this.mainFrame): { prevented: boolean } {
    const isMainFrame = frame === this.mainFrame
    const event = electronEvent({ url, isSameDocument: false, isMainFrame, frame, initiator: null })
    this.emit('will-redirect', event, url, false, isMainFrame, frame.processId, frame.routingId)
    if (!event.defaultPrevented) this.commit(url, frame)
    return { prevented: event.defaultPrevented }
  }

  /** `window.open(url)` or a link with target=_blank. Electron allows it when no handler is set. */
  openWindow(url: string, frameName = ''): WindowOpenResponse {
    const details: WindowOpenDetails = {
      url,
      frameName,
      features: '',
      disposition: 'foreground-tab',
      referrer: { url: '', policy: 'strict-origin-when-cross-origin' },
    }
    return this.windowOpenHandler ? this.windowOpenHandler(details) : { action: 'allow' }
  }

  /** The renderer process ends ('crashed', 'oom', 'killed'…): its frames are gone until a reload. */
  renderProcessGone(reason = 'crashed', exitCode = 139): void {
    this.mainFrame.detachTree()
    this.emit('render-process-gone', electronEvent({}), { reason, exitCode })
  }

  /** The page adds a `<webview>`; returns whether the shell prevented it. */
  attachWebview(src: string): { prevented: boolean } {
    const webPreferences: Record<string, unknown> = {}
    const params: Record<string, string> = { src }
    const event = electronEvent({})
    this.emit('will-attach-webview', event, webPreferences, params)
    return { prevented: event.defaultPrevented }
  }

  private commit(url: string, frame: StandInFrame): void {
    const isMainFrame = frame === this.mainFrame
    const origin = this.context.originOf(url)
    // Opaque origins ("null") are never the same origin, not even as each other.
    if (origin !== 'null' && origin === frame.origin) {
      frame.commitUrl(url)
    } else {
      frame.detachTree()
      const next = new StandInFrame(this, url, frame.parent, this.context.nextId(), frame.name)
      if (isMainFrame) this.mainFrame = next
      else frame.parent?.frames.splice(frame.parent.frames.indexOf(frame), 1, next)
    }
    this.emit(isMainFrame ? 'did-navigate' : 'did-frame-navigate', electronEvent({}), url)
  }
}

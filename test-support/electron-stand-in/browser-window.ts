/**
 * `BrowserWindow`: records the options it was built with (webPreferences
 * above all), owns a StandInWebContents, and keeps the state the shell reads
 * and changes (shown, focused, minimized, maximized, bounds, the taskbar's
 * progress bar). Creating one
 * emits the app's 'web-contents-created' and 'browser-window-created', as
 * Electron does; closing the last one emits 'window-all-closed'.
 */
import { EventEmitter } from 'node:events'
import type { StandInContext } from './context'
import { electronEvent } from './event'
import { StandInWebContents } from './web-contents'

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export interface BrowserWindowOptions {
  x?: number
  y?: number
  width?: number
  height?: number
  show?: boolean
  webPreferences?: Record<string, unknown>
  [option: string]: unknown
}

export interface StandInBrowserWindow extends EventEmitter {
  readonly id: number
  readonly options: Readonly<BrowserWindowOptions>
  readonly webContents: StandInWebContents
  readonly calls: { show: number; focus: number; restore: number; maximize: number }
  /** Every setProgressBar call, in order. */
  readonly progressBar: Array<{ progress: number; mode: ProgressBarMode | undefined }>
  loadURL(url: string): Promise<void>
  show(): void
  focus(): void
  /** Test control: another window takes the focus ('blur'). */
  blur(): void
  setProgressBar(progress: number, options?: { mode?: ProgressBarMode }): void
  isFocused(): boolean
  isVisible(): boolean
  minimize(): void
  restore(): void
  isMinimized(): boolean
  maximize(): void
  isMaximized(): boolean
  getBounds(): Bounds
  getNormalBounds(): Bounds
  setBounds(bounds: Partial<Bounds>): void
  close(): void
  destroy(): void
  isDestroyed(): boolean
  setResponsive(responsive: boolean): void
}

/** Electron's modes of the taskbar's bar (Windows shows them; elsewhere the value alone). */
export type ProgressBarMode = 'none' | 'normal' | 'indeterminate' | 'error' | 'paused'

export interface StandInBrowserWindowClass {
  new (options?: BrowserWindowOptions): StandInBrowserWindow
  getAllWindows(): StandInBrowserWindow[]
  getFocusedWindow(): StandInBrowserWindow | null
}

export function browserWindowClass(
  context: StandInContext,
  primaryWorkArea: () => Bounds,
): StandInBrowserWindowClass {
  const windows: StandInBrowserWindow[] = []

  class BrowserWindow extends EventEmitter implements StandInBrowserWindow {
    static getAllWindows(): StandInBrowserWindow[] {
      return windows.filter((window) => !window.isDestroyed())
    }

    static getFocusedWindow(): StandInBrowserWindow | null {
      return BrowserWindow.getAllWindows().find((window) => window.isFocused()) ?? null
    }

    readonly id: number
    readonly options: Readonly<BrowserWindowOptions>
    readonly webContents: StandInWebContents
    readonly calls = { show: 0, focus: 0, restore: 0, maximize: 0 }
    readonly progressBar: Array<{ progress: number; mode: ProgressBarMode | undefined }> = []
    private bounds: Bounds
    private visible: boolean
    private focused = false
    private minimized = false
    private maximized = false
    private destroyed = false
    private shownOnce = false

    constructor(options: BrowserWindowOptions = {}) {
      super()
      if (!context.app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready')
      this.id = context.nextId()
      this.options = { ...options, webPreferences: { ...options.webPreferences } }
      this.visible = options.show !== false
      // Without a position Electron centres the window on the primary display.
      const area = primaryWorkArea()
      const width = options.width ?? 800
      const height = options.height ?? 600
      this.bounds = {
        x: options.x ?? Math.round(area.x + (area.width - width) / 2),
        y: options.y ?? Math.round(area.y + (area.height - height) / 2),
        width,
        height,
      }
      this.webContents = new StandInWebContents(context, this.options.webPreferences ?? {})
      windows.push(this)
      context.windows.add(this)
      context.app.emit('web-contents-created', electronEvent({}), this.webContents)
      context.app.emit('browser-window-created', electronEvent({}), this)
    }

    async loadURL(url: string): Promise<void> {
      const loaded = this.webContents.loadURL(url)
      if (!this.shownOnce) {
        this.shownOnce = true
        // The first paint comes before the load finishes.
        setImmediate(() => {
          if (!this.destroyed) this.emit('ready-to-show')
        })
      }
      await loaded
    }

    show(): void {
      this.calls.show += 1
      this.visible = true
      this.focused = true
      this.emit('show')
    }

    focus(): void {
      this.calls.focus += 1
      this.focused = true
      this.emit('focus')
    }

    blur(): void {
      if (!this.focused) return
      this.focused = false
      this.emit('blur')
    }

    setProgressBar(progress: number, options?: { mode?: ProgressBarMode }): void {
      if (typeof progress !== 'number') throw new TypeError('Insufficient number of arguments.')
      this.progressBar.push({ progress, mode: options?.mode })
    }

    isFocused(): boolean {
      return this.focused
    }

    isVisible(): boolean {
      return this.visible
    }

    minimize(): void {
      this.minimized = true
      this.focused = false
      this.emit('minimize')
    }

    restore(): void {
      this.calls.restore += 1
      this.minimized = false
      this.emit('restore')
    }

    isMinimized(): boolean {
      return this.minimized
    }

    maximize(): void {
      this.calls.maximize += 1
      this.maximized = true
      this.emit('maximize')
    }

    isMaximized(): boolean {
      return this.maximized
    }

    getBounds(): Bounds {
      return { ...this.bounds }
    }

    /** The bounds when neither maximized nor minimized: what the shell saves. */
    getNormalBounds(): Bounds {
      return { ...this.bounds }
    }

    setBounds(bounds: Partial<Bounds>): void {
      this.bounds = { ...this.bounds, ...bounds }
    }

    /** The user closes the window: 'close' may be prevented; then it is destroyed. */
    close(): void {
      if (this.destroyed) return
      const event = electronEvent({})
      this.emit('close', event)
      if (!event.defaultPrevented) this.destroy()
    }

    destroy(): void {
      if (this.destroyed) return
      this.destroyed = true
      this.webContents.destroy()
      context.windows.delete(this)
      this.emit('closed')
      if (context.windows.size === 0 && !context.quitting) context.app.emit('window-all-closed')
    }

    isDestroyed(): boolean {
      return this.destroyed
    }

    /** Test control: the page stops answering ('unresponsive'), or answers again ('responsive'). */
    setResponsive(responsive: boolean): void {
      this.emit(responsive ? 'responsive' : 'unresponsive')
    }
  }

  return BrowserWindow
}

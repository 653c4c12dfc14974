/** What the parts of one stand-in share: the app, the open windows, the registered schemes. */
import type { StandInApp } from './app'

export interface ClosableWindow {
  /** Closes as the user would: 'close' first, which the shell may prevent. */
  close(): void
  isDestroyed(): boolean
}

export class StandInContext {
  readonly windows = new Set<ClosableWindow>()
  /** Schemes registered as `standard` before ready: their URLs get a real origin, like http. */
  readonly standardSchemes = new Set<string>()
  /** Set while app.quit() closes the windows, when Electron skips 'window-all-closed'. */
  quitting = false
  private lastId = 0
  // Assigned right after construction: the app itself needs the context.
  app!: StandInApp

  nextId(): number {
    this.lastId += 1
    return this.lastId
  }

  /** The origin Chromium gives a URL: special and standard schemes have one, others are opaque. */
  originOf(url: string): string {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return 'null'
    }
    const scheme = parsed.protocol.slice(0, -1)
    if (this.standardSchemes.has(scheme)) return `${parsed.protocol}//${parsed.host}`
    return parsed.origin
  }
}

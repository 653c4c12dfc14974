/**
 * The smaller Electron modules the shell uses: `ipcMain`, `session`,
 * `shell`, `screen`, `dialog` and `clipboard`. Each records what the shell asked of it;
 * the test plays the renderer (`ipcMain.invokeFrom`) and the browser
 * (`requestPermission`, `checkPermission`).
 */
import type { StandInFrame, StandInWebContents } from './web-contents'

type InvokeHandler = (event: InvokeEvent, ...args: unknown[]) => unknown

export interface InvokeEvent {
  type: 'frame'
  sender: StandInWebContents
  /** Null once the frame has navigated away or been destroyed, as in Electron. */
  readonly senderFrame: StandInFrame | null
  frameId: number
  processId: number
}

export class StandInIpcMain {
  private readonly handlers = new Map<string, InvokeHandler>()

  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }

  channels(): string[] {
    return [...this.handlers.keys()]
  }

  /** Test control: `ipcRenderer.invoke` from `frame`; values cross by structured clone. */
  async invokeFrom(frame: StandInFrame, channel: string, ...args: unknown[]): Promise<unknown> {
    if (frame.detached)
      throw new Error('Render frame was disposed before WebFrameMain could be accessed')
    const handler = this.handlers.get(channel)
    const failed = (reason: string): Error =>
      new Error(`Error invoking remote method '${channel}': ${reason}`)
    if (!handler) throw failed(`Error: No handler registered for '${channel}'`)
    const event: InvokeEvent = {
      type: 'frame',
      sender: frame.contents,
      get senderFrame() {
        return frame.detached ? null : frame
      },
      frameId: frame.routingId,
      processId: frame.processId,
    }
    try {
      return structuredClone(await handler(event, ...structuredClone(args)))
    } catch (error) {
      throw failed(String(error))
    }
  }
}

type PermissionRequestHandler = (
  contents: StandInWebContents | null,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string; isMainFrame: boolean },
) => void
type PermissionCheckHandler = (
  contents: StandInWebContents | null,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string; isMainFrame: boolean; securityOrigin?: string },
) => boolean

export class StandInSession {
  permissionRequestHandler: PermissionRequestHandler | null = null
  permissionCheckHandler: PermissionCheckHandler | null = null

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler
  }

  /** Test control: a page asks for a permission. Electron grants it when no handler is set. */
  requestPermission(frame: StandInFrame, permission: string): Promise<boolean> {
    const handler = this.permissionRequestHandler
    if (!handler) return Promise.resolve(true)
    return new Promise((resolve) =>
      handler(frame.contents, permission, resolve, {
        requestingUrl: frame.url,
        isMainFrame: frame.parent === null,
      }),
    )
  }

  /** Test control: Chromium checks a permission's status for a page's origin (granted without a handler). */
  checkPermission(frame: StandInFrame, permission: string): boolean {
    const handler = this.permissionCheckHandler
    if (!handler) return true
    return handler(frame.contents, permission, frame.origin, {
      requestingUrl: frame.url,
      isMainFrame: frame.parent === null,
      securityOrigin: frame.origin,
    })
  }
}

export class StandInShell {
  readonly openedExternally: string[] = []
  readonly shownInFolder: string[] = []

  async openExternal(url: string): Promise<void> {
    this.openedExternally.push(url)
  }

  showItemInFolder(path: string): void {
    this.shownInFolder.push(path)
  }
}

/** The system clipboard: plain text only, as the shell uses it. */
export class StandInClipboard {
  private text = ''
  readonly written: string[] = []

  writeText(text: string, _type?: 'selection' | 'clipboard'): void {
    this.text = String(text)
    this.written.push(this.text)
  }

  readText(_type?: 'selection' | 'clipboard'): string {
    return this.text
  }
}

export interface Display {
  id: number
  bounds: { x: number; y: number; width: number; height: number }
  workArea: { x: number; y: number; width: number; height: number }
  scaleFactor: number
}

export class StandInScreen {
  constructor(public displays: Display[]) {}

  getAllDisplays(): Display[] {
    return structuredClone(this.displays)
  }

  getPrimaryDisplay(): Display {
    const primary = this.displays[0]
    if (!primary) throw new Error('no display')
    return structuredClone(primary)
  }
}

export interface MessageBoxOptions {
  message: string
  buttons?: string[]
  [option: string]: unknown
}

/**
 * Native dialogs: recorded, and answered as if the user cancelled. A message
 * box waits for the test's answer (`answerMessageBox`), as a modal one waits
 * for the user. A save dialog answers `savePath` when the test sets one.
 */
export class StandInDialog {
  readonly shown: Array<{ kind: 'open' | 'save' | 'message'; options: unknown }> = []
  /** Test control: the file the user chooses in every save dialog; null cancels. */
  savePath: string | null = null
  private readonly pendingMessageBoxes: Array<(response: number) => void> = []

  showMessageBox(...args: unknown[]): Promise<{ response: number; checkboxChecked: boolean }> {
    this.shown.push({ kind: 'message', options: args.at(-1) as MessageBoxOptions })
    return new Promise((resolve) =>
      this.pendingMessageBoxes.push((response) => resolve({ response, checkboxChecked: false })),
    )
  }

  /** Message boxes shown and not answered yet. */
  get openMessageBoxes(): number {
    return this.pendingMessageBoxes.length
  }

  /** Test control: the user clicks button `response` of the oldest open message box. */
  answerMessageBox(response: number): void {
    const answer = this.pendingMessageBoxes.shift()
    if (!answer) throw new Error('no message box is open')
    answer(response)
  }

  async showOpenDialog(...args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> {
    this.shown.push({ kind: 'open', options: args.at(-1) })
    return { canceled: true, filePaths: [] }
  }

  async showSaveDialog(...args: unknown[]): Promise<{ canceled: boolean; filePath: string }> {
    this.shown.push({ kind: 'save', options: args.at(-1) })
    if (this.savePath === null) return { canceled: true, filePath: '' }
    return { canceled: false, filePath: this.savePath }
  }
}

/**
 * Web Workers for the jsdom page, run in-process.
 *
 * jsdom has no Worker. The image check's worker only wraps
 * `answerImageCheck` (renderer/src/lib/image-check.worker.ts), so the stand-in
 * answers with the same function on the page's own thread. Convert and fit
 * draws on a canvas, which jsdom lacks too: its worker fails to start, as a
 * broken worker would. So does the import review's conflict check, which
 * then finds the conflicts on the page's thread, as the app does without a
 * worker; the end-to-end specs see it use its worker.
 */
import {
  answerImageCheck,
  decompressionInflate,
  type ImageCheckRequest,
} from '@renderer/lib/image-check-protocol'

type Listener = (event: { data?: unknown; message?: string }) => void

export class StandInWorker {
  private readonly listeners = { message: [] as Listener[], error: [] as Listener[] }
  private readonly checks: boolean
  private stopped = false

  constructor(url: string | URL) {
    this.checks = String(url).includes('image-check.worker')
  }

  addEventListener(type: 'message' | 'error', listener: Listener): void {
    this.listeners[type].push(listener)
  }

  postMessage(message: unknown): void {
    if (!this.checks) {
      this.send('error', { message: 'this worker does not run in the component tests' })
      return
    }
    void answerImageCheck(message as ImageCheckRequest, decompressionInflate).then((data) =>
      this.send('message', { data }),
    )
  }

  terminate(): void {
    this.stopped = true
  }

  private send(type: 'message' | 'error', event: { data?: unknown; message?: string }): void {
    setTimeout(() => {
      if (!this.stopped) for (const listener of this.listeners[type]) listener(event)
    }, 0)
  }
}

/**
 * Quitting waits for the services to close.
 *
 * The core's `dispose` pauses running exports at a checkpoint and writes the
 * day's request count; once 'quit' is emitted the process ends and an
 * unfinished write is lost, so the first 'will-quit' (the windows have
 * closed by then, their bounds saved) is held until the services are closed,
 * and the app is quit again.
 */
import type { App } from 'electron'
import type { Logger } from '../logging/logger'

export function closeBeforeQuit(app: App, close: () => Promise<void>, log: Logger): void {
  let closing: Promise<void> | null = null
  let closed = false
  app.on('will-quit', (event) => {
    if (closed) return
    event.preventDefault()
    closing ??= close()
      .catch((error: unknown) =>
        log.error('closing the services before quitting failed', { error }),
      )
      .finally(() => {
        closed = true
        app.quit()
      })
  })
}

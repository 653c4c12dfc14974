/**
 * The long jobs' bar on the taskbar or dock, and their notifications.
 *
 * The core decides what to show (jobs/job-progress.ts); this applies it to
 * the window (BrowserWindow.setProgressBar) and to Electron's Notification.
 * A click on a notification brings the window forward and asks it to show
 * the job's screen (`jobs:open`).
 */
import { Notification, type BrowserWindow } from 'electron'
import type { CoreDeps } from '../app/core'
import type { JobNotification, TaskbarProgress } from '../jobs/job-progress'
import { notificationText } from '../jobs/notification-text'

type Emit = CoreDeps['emit']

/** Brings the window forward, restored if minimized. */
export function bringForward(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore()
  if (!window.isVisible()) window.show()
  window.focus()
}

export function jobNotices(
  currentWindow: () => BrowserWindow | null,
  emit: Emit,
): Required<Pick<CoreDeps, 'setProgress' | 'notify' | 'isFocused'>> {
  // Electron drops a notification's events once nothing holds it: keep each until it goes.
  const showing = new Set<Notification>()
  return {
    setProgress(progress: TaskbarProgress) {
      const window = currentWindow()
      if (window && !window.isDestroyed())
        window.setProgressBar(progress.value, { mode: progress.mode })
    },
    notify(notice: JobNotification) {
      // Some Linux desktops have no notification service: the window's own card says it all.
      if (!Notification.isSupported()) return
      // Made safe where every notification is shown, whoever built it (idempotent).
      const shown = new Notification({
        title: notificationText(notice.title),
        body: notificationText(notice.body),
      })
      showing.add(shown)
      shown.on('click', () => {
        showing.delete(shown)
        const window = currentWindow()
        if (!window || window.isDestroyed()) return
        bringForward(window)
        emit('jobs:open', notice.target)
      })
      shown.on('close', () => showing.delete(shown))
      shown.show()
    },
    isFocused() {
      const window = currentWindow()
      return window !== null && !window.isDestroyed() && window.isFocused()
    },
  }
}

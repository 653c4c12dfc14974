/**
 * `Notification`: the options it was built with, `show()` and `close()`.
 *
 * Emits the events Electron emits on it ('show', 'click', 'close'). The test
 * plays the person at the notification centre (`click()`, `dismiss()`);
 * `supported` says what `Notification.isSupported()` answers.
 */
import { EventEmitter } from 'node:events'
import { electronEvent } from './event'

export interface NotificationOptions {
  title?: string
  body?: string
  silent?: boolean
  [option: string]: unknown
}

export interface StandInNotification extends EventEmitter {
  readonly options: Readonly<NotificationOptions>
  readonly title: string
  readonly body: string
  /** Shown and not yet clicked or closed. */
  readonly showing: boolean
  show(): void
  close(): void
  /** Test control: the person clicks the notification. */
  click(): void
  /** Test control: the person dismisses it, or the system takes it away. */
  dismiss(): void
}

export interface StandInNotificationClass {
  new (options?: NotificationOptions): StandInNotification
  isSupported(): boolean
  /** Test control: whether the platform shows notifications (Electron: false on some Linux desktops). */
  supported: boolean
  /** Every notification built, in order. */
  readonly built: StandInNotification[]
}

export function notificationClass(): StandInNotificationClass {
  class Notification extends EventEmitter implements StandInNotification {
    static supported = true
    static readonly built: StandInNotification[] = []

    static isSupported(): boolean {
      return Notification.supported
    }

    readonly options: Readonly<NotificationOptions>
    private shown = false

    constructor(options: NotificationOptions = {}) {
      super()
      this.options = { ...options }
      Notification.built.push(this)
    }

    get title(): string {
      return this.options.title ?? ''
    }

    get body(): string {
      return this.options.body ?? ''
    }

    get showing(): boolean {
      return this.shown
    }

    show(): void {
      if (!Notification.supported) return
      this.shown = true
      this.emit('show', electronEvent({}))
    }

    close(): void {
      if (!this.shown) return
      this.shown = false
      this.emit('close', electronEvent({}))
    }

    click(): void {
      if (!this.shown) throw new Error('the notification is not showing')
      this.emit('click', electronEvent({}))
    }

    dismiss(): void {
      this.close()
    }
  }
  return Notification
}

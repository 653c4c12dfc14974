/**
 * Links the system handed over, kept until the window takes them.
 *
 * A link can come before the window exists (the first start's arguments,
 * macOS's `open-url` before 'ready') or while its page loads, when an event
 * would be lost. So the window pulls: each arrival is announced, and the
 * window takes what is kept when it is told and when it starts. Each link is
 * handed out once.
 */
import { MAX_LINK_LENGTH } from '@shared/links/stagehand-link'

/** Links kept at most: the window follows them in order, so only the last matters much. */
export const MAX_KEPT_LINKS = 8

export interface LinkInbox {
  /** A link from the system (arguments, a second start, `open-url`), kept as it came. */
  receive(raw: string): void
  /** The links kept, oldest first; they are handed out once. */
  take(): string[]
  /** Called after every arrival (the core announces `links:arrived`). */
  onArrival(listener: () => void): void
}

export function createLinkInbox(): LinkInbox {
  let kept: string[] = []
  const listeners: Array<() => void> = []
  return {
    receive(raw) {
      // Anything longer is refused when read; the kept text need not grow past that.
      kept.push(String(raw).slice(0, MAX_LINK_LENGTH + 1))
      if (kept.length > MAX_KEPT_LINKS) kept = kept.slice(-MAX_KEPT_LINKS)
      for (const listener of listeners) listener()
    },
    take() {
      const taken = kept
      kept = []
      return taken
    },
    onArrival(listener) {
      listeners.push(listener)
    },
  }
}

/**
 * The link among a process's arguments, if any.
 *
 * Windows and Linux start the app (or hand a second start's arguments to the
 * first) with the link as one argument, beside the executable and Chromium's
 * switches.
 */
export function linkFromArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => /^stagehand:/i.test(arg)) ?? null
}

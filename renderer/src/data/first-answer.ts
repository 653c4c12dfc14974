/**
 * The first screen's answer, shared by the window's first paint and the app.
 *
 * Both want the answer main reads as the page loads (shared/first-screen.ts):
 * the first paint (first-paint/), which draws the first rows before React is
 * ready, and the app (app/first-screen.ts), which takes them into its cache. They
 * are two scripts of one page that share this module, so the answer is asked
 * for once. Whichever asks first calls `app:firstScreen`, whose first call
 * takes the preload's answer; the app's signal then cancels that call as it
 * would its own.
 */
import type { ChannelOutput } from '@shared/ipc/contract'
import { handOver } from '@shared/ipc/hand-over'
import { bridge } from '@renderer/bridge'

type FirstScreen = ChannelOutput<'app:firstScreen'>
type Read = (hash: string, signal?: AbortSignal) => Promise<FirstScreen>

/** The ask and take of one window over `read`. */
export function firstAnswer(read: Read) {
  let held: { hash: string; answer: Promise<FirstScreen>; stop: AbortController } | null = null
  let taken = false
  return {
    /** The answer for the first paint; null once the app has taken it (it draws by then). */
    ask(hash: string): Promise<FirstScreen> | null {
      if (taken) return null
      if (!held) {
        const stop = new AbortController()
        const answer = read(hash, stop.signal)
        // Not a failure of the first paint's: the app meets it when it takes the answer.
        answer.catch(() => undefined)
        held = { hash, stop, answer }
      }
      return held.answer
    },
    /** The app's read: what the first paint asked for `hash`, or a call of its own. */
    take(hash: string, signal?: AbortSignal): Promise<FirstScreen> {
      taken = true
      const asked = held
      held = null
      if (!asked || asked.hash !== hash) return read(hash, signal)
      return handOver(asked.answer, asked.stop, signal)
    },
  }
}

const windowAnswer = firstAnswer((hash, signal) => bridge().app.firstScreen({ hash }, { signal }))

/** The first paint's ask (first-paint/entry.ts). */
export const askFirstScreen = (hash: string) => windowAnswer.ask(hash)
/** The app's take (app/first-screen.ts). */
export const takeFirstScreen = (hash: string, signal?: AbortSignal) =>
  windowAnswer.take(hash, signal)

/**
 * What a screen says while a read waits for the service, and after the user cancelled it.
 *
 * Main waits up to 30 s for a slow service's answer (a busy service, a hotel
 * network, a page of large records): after 2 s the wait is shown, counting,
 * with Cancel, so it is visible and the user's to end. Shorter waits are
 * normal and stay the screen's own "Loading…".
 */

/** A wait shorter than this is not shown. */
export const CUE_AFTER_MS = 2_000

/** Whole seconds waited, or null while the wait is too short to show. */
export function shownSeconds(waitedMs: number): number | null {
  return waitedMs >= CUE_AFTER_MS ? Math.floor(waitedMs / 1000) : null
}

/** Where a read's wait stands: which read, when it started, and the count shown. */
export interface WaitTick {
  key: string
  startedAt: number
  seconds: number | null
}

/**
 * The wait after a clock tick at `now`.
 *
 * `previous` itself while the count shown stays the same: the clock ticks
 * four times a second, and the screen holding the cue (the attendee grid's
 * among them) renders again only when the count changes.
 */
export function tickAt(
  previous: WaitTick | null,
  key: string,
  startedAt: number,
  now: number,
): WaitTick {
  const seconds = shownSeconds(now - startedAt)
  const same =
    previous?.key === key && previous.startedAt === startedAt && previous.seconds === seconds
  return same ? previous : { key, startedAt, seconds }
}

/** The cue's words; its count follows ("Waiting for the service… 6 s"). */
export const WAITING_WORDS = 'Waiting for the service…'

/** What Cancel did, and what the screen shows instead of the answer (`stillShown`) if anything. */
export function cancelledSentence(seconds: number, stillShown?: string | null): string {
  const shown = stillShown ? ` ${stillShown}` : ''
  return `Cancelled: the service had not answered after ${seconds} s.${shown} Try again.`
}

/** Whether the cue has something to say: a wait worth showing, or a cancelled one. */
export function cueShown(waiting: {
  seconds: number | null
  cancelledAfter: number | null
}): boolean {
  return waiting.seconds !== null || waiting.cancelledAfter !== null
}

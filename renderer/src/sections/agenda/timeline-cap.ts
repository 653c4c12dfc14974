/**
 * The sessions a timeline draws when there are too many to draw at once.
 *
 * A review of 1,000 rows would draw 1,000 blocks, each a button with its
 * sentence: seconds of the window's time for a picture nobody reads whole.
 * The first ones by start are drawn, and the timeline says how many of how
 * many. A session's ghost (where a change moves it from) goes with it. Pure.
 */
import type { TimelineSession } from './timeline-layout'

export interface CappedSessions {
  drawn: TimelineSession[]
  /** Sessions with a start, ghosts aside: those the timeline would draw without a cap. */
  scheduled: number
}

const BEFORE = 'before:'

/** Sessions a timeline draws at first, and adds with each "Draw more". */
export const TIMELINE_PAGE = 150

export function capSessions(sessions: readonly TimelineSession[], cap: number): CappedSessions {
  const own = sessions.filter((s) => s.mark !== 'before' && s.start !== null)
  if (own.length <= cap) return { drawn: [...sessions], scheduled: own.length }
  const first = new Set(
    own
      .map((s) => ({ s, at: Date.parse(s.start!) }))
      // A start that is no time goes last, as the layout leaves it off the grid.
      .sort(
        (a, b) => (Number.isNaN(a.at) ? Infinity : a.at) - (Number.isNaN(b.at) ? Infinity : b.at),
      )
      .slice(0, cap)
      .map(({ s }) => s.id),
  )
  const drawn = sessions.filter((s) =>
    s.mark === 'before' ? first.has(s.id.slice(BEFORE.length)) : first.has(s.id),
  )
  return { drawn, scheduled: own.length }
}

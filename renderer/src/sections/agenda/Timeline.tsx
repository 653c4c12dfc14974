/**
 * The agenda's timeline: one grid per day, rooms as columns, time down the page.
 *
 * Every session is a button saying its title, time, room, speakers and
 * conflicts; Tab goes through them day by day, room by room, in time order;
 * the up and down arrows move within a room, left and right between rooms
 * (timeline-keys.ts). The layout is
 * timeline-layout.ts; this file only draws it.
 */
import { useMemo, type CSSProperties } from 'react'
import { cx } from '@renderer/components/Button'
import { AlertIcon } from '@renderer/components/icons'
import {
  clockText,
  minuteToFraction,
  type PlacedPiece,
  type TimelineDay,
  type TimelineLayout,
  type TimelineSession,
} from './timeline-layout'
import { moveWithArrows } from './timeline-keys'
import { blockDescription } from './timeline-sessions'

/** Height of one minute, in pixels: an hour is 84 px. */
const MINUTE_PX = 1.4

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** `Tuesday 12 May 2026` for `2026-05-12`. */
export function dayTitle(day: string): string {
  // From the parts, so every platform's date data gives the same words.
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(`${day}T12:00:00Z`)).map((p) => [p.type, p.value]),
  )
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`
}

export interface TimelineProps {
  layout: TimelineLayout
  sessions: readonly TimelineSession[]
  /** Session ID (lower case) → its conflicts, each a sentence. */
  conflicts: ReadonlyMap<string, readonly string[]>
  /** In an import's review: session ID (lower case) → the conflicts the import would make. */
  introduced?: ReadonlyMap<string, readonly string[]>
  onOpen: (sessionId: string) => void
  /** What opening a session does, for the tooltip ("Open in the session editor"). */
  openHint: string
}

export function Timeline({
  layout,
  sessions,
  conflicts,
  introduced = NONE,
  onOpen,
  openHint,
}: TimelineProps) {
  const byId = useMemo(() => new Map(sessions.map((s) => [s.id, s])), [sessions])
  return (
    <div className="timeline">
      {layout.days.map((day) => (
        <Day
          key={day.day}
          day={day}
          byId={byId}
          conflicts={conflicts}
          introduced={introduced}
          onOpen={onOpen}
          openHint={openHint}
        />
      ))}
    </div>
  )
}

const NONE: ReadonlyMap<string, readonly string[]> = new Map()

function Day({
  day,
  byId,
  conflicts,
  introduced,
  onOpen,
  openHint,
}: { day: TimelineDay; byId: Map<string, TimelineSession> } & Required<
  Omit<TimelineProps, 'layout' | 'sessions'>
>) {
  const { fromMinute, toMinute } = day.window
  const height = (toMinute - fromMinute) * MINUTE_PX
  const hours: number[] = []
  for (let m = fromMinute; m <= toMinute; m += 60) hours.push(m)
  const headingId = `timeline-day-${day.day}`
  const style = { '--rooms': day.rooms.length, '--hour-px': `${60 * MINUTE_PX}px` } as CSSProperties
  return (
    <section className="timeline-day" aria-labelledby={headingId}>
      <h3 className="timeline-day__title" id={headingId}>
        {dayTitle(day.day)}
      </h3>
      <div className="timeline-day__scroll">
        <div className="timeline-grid" style={style}>
          <div className="timeline-grid__corner" aria-hidden="true" />
          {day.rooms.map((room) => (
            <div key={room.id ?? ''} className="timeline-grid__room" role="presentation">
              {room.name}
            </div>
          ))}
          <div className="timeline-axis" style={{ height }} aria-hidden="true">
            {hours.map((m) => (
              <span
                key={m}
                className="timeline-axis__hour"
                style={{ top: `${minuteToFraction(m, day.window) * 100}%` }}
              >
                {clockText(m)}
              </span>
            ))}
          </div>
          {day.rooms.map((room) => (
            <ul
              key={room.id ?? ''}
              className="timeline-room"
              style={{ height }}
              aria-label={`${room.name}, ${dayTitle(day.day)}`}
              onKeyDown={moveWithArrows}
            >
              {room.pieces.map((p) => (
                <Block
                  key={`${p.sessionId}/${p.day}`}
                  piece={p}
                  session={byId.get(p.sessionId)}
                  room={room.name}
                  window={day.window}
                  conflicts={conflicts.get(p.sessionId.toLowerCase()) ?? []}
                  introduced={introduced.get(p.sessionId.toLowerCase()) ?? []}
                  onOpen={onOpen}
                  openHint={openHint}
                />
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  )
}

function Block({
  piece,
  session,
  room,
  window,
  conflicts,
  introduced,
  onOpen,
  openHint,
}: {
  piece: PlacedPiece
  session: TimelineSession | undefined
  room: string
  window: TimelineDay['window']
  conflicts: readonly string[]
  introduced: readonly string[]
  onOpen: (sessionId: string) => void
  openHint: string
}) {
  if (!session) return null
  const top = minuteToFraction(piece.fromMinute, window)
  const bottom = minuteToFraction(piece.toMinute, window)
  const style: CSSProperties = {
    top: `${top * 100}%`,
    height: `${(bottom - top) * 100}%`,
    left: `${(piece.lane / piece.lanes) * 100}%`,
    width: `${100 / piece.lanes}%`,
  }
  const flag = introduced.length > 0 ? 'New conflict' : conflicts.length > 0 ? 'Conflict' : null
  const className = cx(
    'timeline-block',
    flag && 'timeline-block--conflict',
    introduced.length > 0 && 'timeline-block--new-conflict',
    session.mark && `timeline-block--${session.mark}`,
    piece.nominalEnd && 'timeline-block--open-end',
  )
  const time = `${clockText(piece.fromMinute)}–${piece.nominalEnd ? '?' : clockText(piece.toMinute)}`
  const body = (
    <>
      {flag ? (
        // Said in words, not by colour alone.
        <span className="timeline-block__flag">
          <AlertIcon className="timeline-block__alert" />
          {flag}
        </span>
      ) : null}
      <span className="timeline-block__time">{time}</span>
      <span className="timeline-block__title">{session.title}</span>
      {session.speakers.length > 0 ? (
        <span className="timeline-block__speakers">{session.speakers.join(', ')}</span>
      ) : null}
    </>
  )
  if (session.mark === 'before') {
    // Where a changed session stands now: the proposed block says it; this ghost is only drawn.
    return (
      <li className={className} style={style} aria-hidden="true">
        {body}
      </li>
    )
  }
  const proposed = session.mark === 'proposed' ? 'Proposed: ' : ''
  return (
    <li className="timeline-slot" style={style}>
      <button
        type="button"
        className={className}
        aria-label={proposed + blockDescription(session, piece, room, conflicts, introduced)}
        title={openHint}
        data-testid="timeline-block"
        data-session-id={session.id}
        data-from-minute={piece.fromMinute}
        onClick={() => onOpen(session.id)}
      >
        {body}
      </button>
    </li>
  )
}

/**
 * Where each session stands on the agenda's timeline.
 *
 * Pure: sessions (UTC instants) and the event's time zone in, days, rooms as
 * lanes and minute positions out. Positions are wall-clock minutes of the day
 * in the event's zone, so a 09:00 session sits at 09:00 whatever the offset;
 * a session running past midnight is split into one piece per day.
 */
import { utcToWallTime } from '@shared/sessions/zoned-time'

/** A session as the timeline needs it; `start` and `end` are UTC ISO instants or null. */
export interface TimelineSession {
  id: string
  title: string
  start: string | null
  end: string | null
  /** The room's ID, or null for a session with no location known. */
  locationId: string | null
  locationName: string | null
  speakers: string[]
  /**
   * In an import's review: `proposed` is where a change would put the session,
   * `before` where it stands now (drawn as a ghost).
   */
  mark?: 'proposed' | 'before'
}

/** One day's piece of a session: minutes from that day's midnight in the zone. */
export interface Piece {
  sessionId: string
  day: string
  fromMinute: number
  toMinute: number
  /** The session began on an earlier day. */
  continuesFromBefore: boolean
  /** The session goes on past this day's end. */
  continuesAfter: boolean
  /** No end was known (or it was not after the start): drawn with a nominal length. */
  nominalEnd: boolean
}

export const DAY_MINUTES = 24 * 60
/** How long a session with no usable end is drawn. */
export const NOMINAL_MINUTES = 30

/** `YYYY-MM-DD` and minutes since midnight of an instant in `zone`; null if unreadable. */
export function wallPosition(
  instant: string,
  zone: string,
): { day: string; minute: number } | null {
  const wall = utcToWallTime(instant, zone)
  if (!wall) return null
  return {
    day: wall.slice(0, 10),
    minute: Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14)),
  }
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + DAY_MINUTES * 60_000
  return new Date(ms).toISOString().slice(0, 10)
}

/** The pieces of one session, or [] when it has no readable start (it is not on the timeline). */
export function piecesOf(session: TimelineSession, zone: string): Piece[] {
  const from = session.start ? wallPosition(session.start, zone) : null
  if (!from) return []
  const to = session.end ? wallPosition(session.end, zone) : null
  const usableEnd =
    to !== null && session.end !== null && Date.parse(session.end) > Date.parse(session.start!)
  if (!usableEnd) {
    const toMinute = Math.min(from.minute + NOMINAL_MINUTES, DAY_MINUTES)
    return [piece(session.id, from.day, from.minute, toMinute, false, false, true)]
  }
  const pieces: Piece[] = []
  let day = from.day
  let startMinute = from.minute
  // A wall end before the wall start on one day (clocks put back) still ends that day.
  while (day < to.day && pieces.length < 366) {
    pieces.push(piece(session.id, day, startMinute, DAY_MINUTES, pieces.length > 0, true, false))
    day = nextDay(day)
    startMinute = 0
  }
  const endMinute = Math.max(to.minute, startMinute + 1)
  if (to.minute > 0 || pieces.length === 0)
    pieces.push(piece(session.id, day, startMinute, endMinute, pieces.length > 0, false, false))
  else pieces[pieces.length - 1]!.continuesAfter = false
  return pieces
}

function piece(
  sessionId: string,
  day: string,
  fromMinute: number,
  toMinute: number,
  continuesFromBefore: boolean,
  continuesAfter: boolean,
  nominalEnd: boolean,
): Piece {
  return { sessionId, day, fromMinute, toMinute, continuesFromBefore, continuesAfter, nominalEnd }
}

/** Piece with the lane it was given among those overlapping it in its room. */
export interface PlacedPiece extends Piece {
  /** 0-based lane within the room's column. */
  lane: number
  /** How many lanes the group of pieces overlapping this one needs. */
  lanes: number
}

/**
 * Side-by-side lanes for the pieces of one room on one day.
 *
 * Greedy interval partitioning: by start, each piece takes the first lane free
 * at its start. Pieces that overlap (directly or through others) form a group;
 * every piece of a group is drawn at the width of the group's lane count.
 */
export function assignLanes(pieces: readonly Piece[]): PlacedPiece[] {
  const sorted = [...pieces].sort(
    (a, b) =>
      a.fromMinute - b.fromMinute ||
      b.toMinute - a.toMinute ||
      a.sessionId.localeCompare(b.sessionId),
  )
  const placed: PlacedPiece[] = []
  let group: PlacedPiece[] = []
  let laneEnds: number[] = []
  let groupEnd = -1
  const closeGroup = () => {
    for (const p of group) p.lanes = laneEnds.length
    group = []
    laneEnds = []
  }
  for (const p of sorted) {
    if (p.fromMinute >= groupEnd) closeGroup()
    let lane = laneEnds.findIndex((end) => end <= p.fromMinute)
    if (lane === -1) lane = laneEnds.length
    laneEnds[lane] = p.toMinute
    const at: PlacedPiece = { ...p, lane, lanes: 1 }
    group.push(at)
    placed.push(at)
    groupEnd = Math.max(groupEnd, p.toMinute)
  }
  closeGroup()
  return placed
}

/** The hours a day's grid shows: whole hours around its pieces, at least `minHours` long. */
export function dayWindow(
  pieces: readonly Piece[],
  minHours = 2,
): { fromMinute: number; toMinute: number } {
  if (pieces.length === 0) return { fromMinute: 9 * 60, toMinute: (9 + minHours) * 60 }
  const first = Math.min(...pieces.map((p) => p.fromMinute))
  const last = Math.max(...pieces.map((p) => p.toMinute))
  let fromMinute = Math.floor(first / 60) * 60
  let toMinute = Math.ceil(last / 60) * 60
  if (toMinute - fromMinute < minHours * 60) toMinute = fromMinute + minHours * 60
  if (toMinute > DAY_MINUTES) {
    toMinute = DAY_MINUTES
    fromMinute = Math.min(fromMinute, DAY_MINUTES - minHours * 60)
  }
  return { fromMinute, toMinute }
}

/** A minute of the day as a fraction (0–1) of the window's height. */
export function minuteToFraction(
  minute: number,
  window: { fromMinute: number; toMinute: number },
): number {
  const span = window.toMinute - window.fromMinute
  if (span <= 0) return 0
  return Math.min(1, Math.max(0, (minute - window.fromMinute) / span))
}

/** `09:05` for minute 545. */
export function clockText(minute: number): string {
  const m = Math.max(0, Math.min(DAY_MINUTES, Math.round(minute)))
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** A room's column on one day. */
export interface RoomColumn {
  /** The location's ID, or null for sessions with no location known. */
  id: string | null
  name: string
  pieces: PlacedPiece[]
}

export interface TimelineDay {
  day: string
  window: { fromMinute: number; toMinute: number }
  rooms: RoomColumn[]
}

export interface TimelineLayout {
  days: TimelineDay[]
  /** Sessions with no readable start, in title order: listed apart. */
  unscheduled: TimelineSession[]
}

export const NO_ROOM = 'No location'

/** Days in order, each with the rooms used that day (by name, the unnamed last) as columns. */
export function layoutTimeline(sessions: readonly TimelineSession[], zone: string): TimelineLayout {
  const unscheduled: TimelineSession[] = []
  const byDay = new Map<string, Map<string | null, Piece[]>>()
  const roomName = new Map<string | null, string>()
  for (const s of sessions) {
    const pieces = piecesOf(s, zone)
    if (pieces.length === 0) unscheduled.push(s)
    if (!roomName.has(s.locationId) || s.locationName)
      roomName.set(s.locationId, s.locationName ?? s.locationId ?? NO_ROOM)
    for (const p of pieces) {
      const rooms = byDay.get(p.day) ?? new Map<string | null, Piece[]>()
      byDay.set(p.day, rooms)
      rooms.set(s.locationId, [...(rooms.get(s.locationId) ?? []), p])
    }
  }
  const days = [...byDay.keys()].sort().map((day): TimelineDay => {
    const rooms = byDay.get(day)!
    const columns = [...rooms.entries()]
      .map(([id, pieces]) => ({
        id,
        name: roomName.get(id) ?? NO_ROOM,
        pieces: assignLanes(pieces),
      }))
      .sort((a, b) => Number(a.id === null) - Number(b.id === null) || a.name.localeCompare(b.name))
    return { day, window: dayWindow([...rooms.values()].flat()), rooms: columns }
  })
  unscheduled.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
  return { days, unscheduled }
}

/**
 * Warnings (not errors) about the times typed in the editor: a wall time the
 * zone skips or repeats, and a daylight-saving change between start and end,
 * which makes the session an hour longer or shorter than the clocks suggest.
 */
import { formatOffset, offsetChangesBetween, resolveWallTime, utcToWallTime } from './zoned-time'

export interface TimeWarning {
  field: 'start' | 'end'
  message: string
}

function wallWarning(field: 'start' | 'end', wall: string, zone: string): TimeWarning | null {
  const r = resolveWallTime(wall, zone)
  const shown = wall.replace('T', ' ')
  if (r.kind === 'skipped') {
    return {
      field,
      message: `${shown} does not exist in ${zone}: the clocks skip it. It will be saved as ${r.shownAs.replace('T', ' ')}.`,
    }
  }
  if (r.kind === 'repeated') {
    return {
      field,
      message: `${shown} happens twice in ${zone} (the clocks go back). The first one is used, ${r.utc} in UTC.`,
    }
  }
  return null
}

export function timeWarnings(start: string, end: string, zone: string): TimeWarning[] {
  const out: TimeWarning[] = []
  for (const [field, wall] of [
    ['start', start],
    ['end', end],
  ] as const) {
    const w = wall ? wallWarning(field, wall, zone) : null
    if (w) out.push(w)
  }
  const from = start ? resolveWallTime(start, zone) : null
  const to = end ? resolveWallTime(end, zone) : null
  if (from && to && from.kind !== 'invalid' && to.kind !== 'invalid') {
    for (const change of offsetChangesBetween(from.utc, to.utc, zone)) {
      const longer = change.toMinutes < change.fromMinutes
      out.push({
        field: 'end',
        message:
          `The clocks change in ${zone} between start and end (at ${utcToWallTime(change.at, zone)?.replace('T', ' ')}, ` +
          `${formatOffset(change.fromMinutes)} → ${formatOffset(change.toMinutes)}): ` +
          `the session lasts ${Math.abs(change.toMinutes - change.fromMinutes)} minutes ${longer ? 'longer' : 'less'} than the clock times suggest.`,
      })
    }
  }
  return out
}

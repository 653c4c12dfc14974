/**
 * Registrations per day as a line, with the same counts as a table for screen readers.
 *
 * Days are placed by date, so a day without registrations is a gap in time
 * and not skipped. The drawing stretches to its box (its stroke does not);
 * a sentence under it says the span and the busiest day in words.
 */
import { countText, dayText } from './overview-words'

export interface PerDayLineProps {
  perDay: { day: string; count: number }[]
}

const WIDTH = 600
const HEIGHT = 120
const DAY_MS = 86_400_000

/** Where each day sits on the drawing: x by date between the first and last, y by count. */
export function linePoints(perDay: PerDayLineProps['perDay']): { x: number; y: number }[] {
  const times = perDay.map((d) => Date.parse(`${d.day}T00:00:00Z`))
  const first = times[0] ?? 0
  const span = Math.max(DAY_MS, (times.at(-1) ?? first) - first)
  const top = Math.max(1, ...perDay.map((d) => d.count))
  return perDay.map((d, i) => ({
    x: perDay.length === 1 ? WIDTH / 2 : (((times[i] ?? first) - first) / span) * WIDTH,
    y: HEIGHT - (d.count / top) * (HEIGHT - 4),
  }))
}

/** The line in one sentence: the total, the span and the busiest day. */
export function lineSummary(perDay: PerDayLineProps['perDay']): string {
  const first = perDay[0]
  const last = perDay.at(-1)
  if (!first || !last) return 'No registrations to draw yet.'
  const total = perDay.reduce((sum, d) => sum + d.count, 0)
  const busiest = perDay.reduce((a, b) => (b.count > a.count ? b : a))
  const span =
    first === last
      ? `on ${dayText(first.day)}`
      : `from ${dayText(first.day)} to ${dayText(last.day)}`
  const registrations = total === 1 ? 'registration' : 'registrations'
  return `${countText(total)} ${registrations} ${span}; the most on ${dayText(busiest.day)} (${countText(busiest.count)}).`
}

export function PerDayLine({ perDay }: PerDayLineProps) {
  const summary = lineSummary(perDay)
  const points = linePoints(perDay)
  const line = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')
  const area = points.length > 0 ? `0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}` : ''
  return (
    <section className="overview-chart overview-chart--wide" aria-label="Registrations per day">
      <h3 className="overview-chart__title">Registrations per day</h3>
      {perDay.length > 0 ? (
        <svg
          className="overview-line"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line className="overview-line__axis" x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
          {points.length > 1 ? <polygon className="overview-line__area" points={area} /> : null}
          <polyline
            className="overview-line__stroke"
            points={
              points.length > 1
                ? line
                : `0,${points[0]?.y ?? HEIGHT} ${WIDTH},${points[0]?.y ?? HEIGHT}`
            }
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      ) : null}
      {perDay.length > 1 ? (
        <p className="overview-line__ends" aria-hidden="true">
          <span>{dayText(perDay[0]!.day)}</span>
          <span>{dayText(perDay.at(-1)!.day)}</span>
        </p>
      ) : null}
      <p className="overview-chart__note">{summary}</p>
      {perDay.length > 0 ? (
        <table className="visually-hidden">
          <caption>Registrations per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Registrations</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day}>
                <td>{dayText(d.day)}</td>
                <td>{countText(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

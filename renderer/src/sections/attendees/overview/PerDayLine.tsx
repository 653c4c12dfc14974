/**
 * Registrations per day as a line, with the same counts as a table for screen readers.
 *
 * Days are placed by date, so a day without registrations is a gap in time
 * and not skipped. The drawing stretches to its box (its stroke does not);
 * a sentence under it says the span and the busiest day in words.
 */
import { scaleLinear, scaleUtc } from '@visx/scale'
import { AreaClosed, Line, LinePath } from '@visx/shape'
import { countText, dayText } from './overview-words'

export interface PerDayLineProps {
  perDay: { day: string; count: number }[]
}

type Day = PerDayLineProps['perDay'][number]

const WIDTH = 600
const HEIGHT = 120

/** A UTC day (`2026-03-12`) as the time it starts. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`)

/**
 * Where the days sit on the drawing: x by date between the first and last, y by count.
 *
 * The top is kept 4 units below the edge so the busiest day's stroke is not
 * cut off; a count of 0 sits on the axis.
 */
export function dayScales(perDay: Day[]) {
  const first = dayStart(perDay[0]?.day ?? '')
  const last = dayStart(perDay.at(-1)?.day ?? '')
  return {
    x: scaleUtc({ domain: [first, last], range: [0, WIDTH] }),
    y: scaleLinear({
      domain: [0, Math.max(1, ...perDay.map((d) => d.count))],
      range: [HEIGHT, 4],
    }),
  }
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
  const { x, y } = dayScales(perDay)
  const xOf = (d: Day) => x(dayStart(d.day))
  const yOf = (d: Day) => y(d.count)
  const lone = perDay.length === 1 ? yOf(perDay[0]!) : HEIGHT
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
          <Line
            className="overview-line__axis"
            from={{ x: 0, y: HEIGHT }}
            to={{ x: WIDTH, y: HEIGHT }}
          />
          {perDay.length > 1 ? (
            <>
              <AreaClosed
                className="overview-line__area"
                data={perDay}
                x={xOf}
                y={yOf}
                yScale={y}
              />
              <LinePath
                className="overview-line__stroke"
                data={perDay}
                x={xOf}
                y={yOf}
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : (
            // One day is no line: its count runs level across the drawing.
            <Line
              className="overview-line__stroke"
              from={{ x: 0, y: lone }}
              to={{ x: WIDTH, y: lone }}
              vectorEffect="non-scaling-stroke"
            />
          )}
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

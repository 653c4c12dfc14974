/**
 * A breakdown as horizontal bars: one pressable button a value, the rest summed.
 *
 * Each bar is a toggle button named "Germany: 1,204 attendees"; the chart is
 * one tab stop and the arrow keys, Home and End move between its bars (a
 * roving tabindex), Enter or Space picks one. The picked bar is pressed and
 * shows it by a check mark, a heavier outline and a striped fill, not by
 * colour alone. Bars are sized by SVG attributes, so the strict style policy
 * of the window has nothing to allow; visx gives the scale and the shapes
 * and adds no style of its own.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { OverviewBreakdown } from '@shared/snapshots/overview'
import { cx } from '@renderer/components/Button'
import { CheckIcon } from '@renderer/components/icons'
import {
  ALL_OTHERS,
  countName,
  countText,
  isPicked,
  valueWords,
  type OverviewPick,
} from './overview-words'

export interface BarChartProps {
  title: string
  breakdown: OverviewBreakdown
  statusWords: (code: string) => string
  picked: OverviewPick | null
  onPick(pick: OverviewPick): void
}

/** The next bar's index for a key, or null when the key does not move. */
function movedTo(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(index + 1, count - 1)
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(index - 1, 0)
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

export function BarChart({ title, breakdown, statusWords, picked, onPick }: BarChartProps) {
  const { key, counts, others } = breakdown
  const patternId = useId()
  const bars = useRef<(HTMLButtonElement | null)[]>([])
  const pickedIndex = counts.findIndex((c) => isPicked(picked, key, c.value))
  const [focused, setFocused] = useState<number | null>(null)
  // The tab stop: the bar last moved to, else the picked one, else the first.
  const stop = focused !== null && focused < counts.length ? focused : Math.max(pickedIndex, 0)
  // One scale for the listed values and the rest, so the bars compare with each other.
  const percent = scaleLinear({
    domain: [0, Math.max(1, others, ...counts.map((c) => c.count))],
    range: [0, 100],
  })
  const share = (count: number) => `${percent(count).toFixed(2)}%`

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = movedTo(event.key, index, counts.length)
    if (next === null) return
    event.preventDefault()
    setFocused(next)
    bars.current[next]?.focus()
  }

  if (counts.length === 0 && others === 0)
    return (
      <section className="overview-chart" aria-label={title}>
        <h3 className="overview-chart__title">{title}</h3>
        <p className="overview-chart__empty">No attendees to count here.</p>
      </section>
    )
  return (
    <section className="overview-chart" aria-label={title}>
      <h3 className="overview-chart__title">{title}</h3>
      {/* The stripes of a picked bar, defined once a chart. */}
      <svg
        className="overview-chart__defs"
        width="0"
        height="0"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect className="overview-bar__stripe-ground" width="6" height="6" />
            <rect className="overview-bar__stripe" width="3" height="6" />
          </pattern>
        </defs>
      </svg>
      <div
        role="toolbar"
        aria-orientation="vertical"
        aria-label={`${title}: pick a value to show its attendees`}
        className="overview-chart__bars"
      >
        {counts.map((c, index) => {
          const label = valueWords(key, c.value, statusWords)
          const pressed = index === pickedIndex
          return (
            <button
              key={c.value}
              ref={(el) => {
                bars.current[index] = el
              }}
              type="button"
              className={cx('overview-bar', c.value.trim() === '' && 'overview-bar--not-given')}
              aria-pressed={pressed}
              aria-label={countName(label, c.count)}
              tabIndex={index === stop ? 0 : -1}
              onClick={() => {
                setFocused(index)
                onPick({ key, value: c.value })
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className="overview-bar__mark" aria-hidden="true">
                {pressed ? <CheckIcon size={12} /> : null}
              </span>
              <span className="overview-bar__label">{label}</span>
              <BarTrack width={share(c.count)} fill={pressed ? `url(#${patternId})` : undefined} />
              <span className="overview-bar__count">{countText(c.count)}</span>
            </button>
          )
        })}
      </div>
      {others > 0 ? (
        <p className="overview-bar overview-bar--others" data-testid="overview-others">
          <span className="visually-hidden">{countName(ALL_OTHERS, others)}</span>
          <span className="overview-bar__mark" aria-hidden="true" />
          <span className="overview-bar__label" aria-hidden="true">
            {ALL_OTHERS}
          </span>
          <BarTrack width={share(others)} />
          <span className="overview-bar__count" aria-hidden="true">
            {countText(others)}
          </span>
        </p>
      ) : null}
    </section>
  )
}

/**
 * One bar in its track; `width` is a share of the track (`42.50%`).
 *
 * A striped bar takes its fill from the attribute (the pattern's id is made at
 * run time); the others from the stylesheet, which would win over the attribute.
 */
function BarTrack({ width, fill }: { width: string; fill?: string | undefined }) {
  return (
    <svg className="overview-bar__track" aria-hidden="true" focusable="false">
      <Bar className="overview-bar__ground" width="100%" height="100%" rx={3} />
      <Bar
        className={fill ? 'overview-bar__striped' : 'overview-bar__fill'}
        width={width}
        height="100%"
        rx={3}
        fill={fill}
      />
    </svg>
  )
}

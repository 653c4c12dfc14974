/**
 * A determinate progress bar: a track, its fill, and its name for screen readers.
 *
 * The caller says what is counted (`label`), how far (`value` of `max`) and,
 * where the numbers alone say too little, the words (`valueText`). A total of
 * zero shows a full bar: there is nothing left to do.
 */
import { cx } from './Button'

export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  className,
}: {
  label: string
  value: number
  max?: number
  valueText?: string
  className?: string
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 100
  return (
    <div
      className={cx('progress-bar', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  )
}

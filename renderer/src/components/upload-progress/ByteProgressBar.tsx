/**
 * A determinate bar of an upload's bytes sent, with words beside it.
 *
 * The words say "Uploading 1.2 of 3.4 MB (35 %)", then "3.4 MB sent, waiting
 * for the service…" until it answers. It sits outside any live region:
 * its words change several times a second. Screen readers hear the coarse steps
 * from `ProgressAnnouncement`, placed in the live region that is already there.
 */
import { cx } from '../Button'
import { ProgressBar } from '../ProgressBar'
import { sizeWords } from '@shared/byte-size'
import { coarsePercent, percentOf, sentWords, type ByteProgress } from './byte-progress'
import './upload-progress.css'

export function ByteProgressBar({
  progress,
  label,
  verb = 'Uploading',
  className,
}: {
  /** Absent until the first count arrives: the bar shows 0 and says the upload is starting. */
  progress: ByteProgress | undefined
  /** The bar's accessible name: what is being uploaded. */
  label: string
  verb?: string
  className?: string
}) {
  const percent = progress ? percentOf(progress) : 0
  // Every byte handed over is not yet an answer: the service still reads and checks the image.
  const words = !progress
    ? `${verb} starting…`
    : percent === 100
      ? `${sizeWords(progress.totalBytes)} sent, waiting for the service…`
      : `${verb} ${sentWords(progress)} (${percent} %)`
  return (
    <div className={cx('byte-progress', className)}>
      <ProgressBar
        label={label}
        value={percent}
        valueText={progress ? `${sentWords(progress)}, ${percent} %` : 'Starting'}
      />
      <span className="byte-progress__words" data-testid="byte-progress">
        {words}
      </span>
    </div>
  )
}

/** For a live region: changes only every quarter of the bytes, so it is announced four times. */
export function progressAnnouncement(progress: ByteProgress | undefined): string {
  if (!progress) return 'Uploading…'
  return `Uploading: ${coarsePercent(progress)} % sent.`
}

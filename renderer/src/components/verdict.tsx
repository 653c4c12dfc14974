/**
 * A verdict on an image or an upload, told by an icon and words together.
 *
 * Never by colour alone: the icon is decoration (aria-hidden), the words carry
 * the meaning. One icon per kind of verdict everywhere it is shown (drop zones,
 * the bulk review table, per-file results).
 */
import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './Button'
import {
  AlertIcon,
  CheckIcon,
  ClockIcon,
  CrossCircleIcon,
  RefreshIcon,
  SkipIcon,
  UploadIcon,
} from './icons'
import './verdict.css'

export type VerdictTone =
  'ok' | 'convert' | 'checking' | 'uploading' | 'refused' | 'warning' | 'skipped'

const ICONS: Record<VerdictTone, typeof CheckIcon> = {
  ok: CheckIcon,
  convert: RefreshIcon,
  checking: ClockIcon,
  uploading: UploadIcon,
  refused: CrossCircleIcon,
  warning: AlertIcon,
  skipped: SkipIcon,
}

export function VerdictIcon({ tone }: { tone: VerdictTone }) {
  const Icon = ICONS[tone]
  return <Icon className="verdict__icon" data-icon={tone} />
}

/** Icon and words on one line; `tone` also colours it, as a second cue only. */
export function Verdict({
  tone,
  children,
  className,
  ...rest
}: { tone: VerdictTone; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cx('verdict', `verdict--${tone}`, className)} {...rest}>
      <VerdictIcon tone={tone} />
      <span>{children}</span>
    </span>
  )
}

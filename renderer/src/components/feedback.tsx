/** Small presentational pieces: badges, banners, skeletons, empty states. */
import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './Button'
import { AlertIcon, InfoIcon } from './icons'

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: 'neutral' | 'accent' | 'success' | 'warning' }) {
  return <span className={cx('badge', `badge--${tone}`, className)} {...rest} />
}

/** An inline message. `error` is announced assertively, the others politely. */
export function Banner({
  tone,
  title,
  children,
  actions,
  testId,
}: {
  tone: 'info' | 'error' | 'warning'
  title?: ReactNode
  children?: ReactNode
  actions?: ReactNode
  testId?: string
}) {
  return (
    <div
      className={cx('banner', `banner--${tone}`)}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className="banner__icon">{tone === 'info' ? <InfoIcon /> : <AlertIcon />}</span>
      <div className="banner__body">
        {title ? <p className="banner__title">{title}</p> : null}
        {children ? <div className="banner__text">{children}</div> : null}
      </div>
      {actions ? <div className="banner__actions">{actions}</div> : null}
    </div>
  )
}

export function Skeleton({ width }: { width?: string }) {
  return <span className="skeleton" style={width ? { width } : undefined} aria-hidden="true" />
}

export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="empty">
      {icon ? <div className="empty__icon">{icon}</div> : null}
      <h2 className="empty__title">{title}</h2>
      {children ? <div className="empty__text">{children}</div> : null}
      {actions ? <div className="empty__actions">{actions}</div> : null}
    </div>
  )
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}

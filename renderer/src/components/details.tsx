/**
 * The read-only parts of a detail panel (attendee, speaker).
 *
 * Titled sections of label/value pairs, an em dash for what the service left
 * empty, and social links that open in the browser. Styles: attendee-panels.css
 * (`details__*`).
 */
import type { ReactNode } from 'react'
import { ExternalLink } from './SafeHtml'

export type ShownValue = string | number | boolean | null | undefined

/** A value as text, or a muted dash when the service gave none. */
export const shown = (value: ShownValue): ReactNode =>
  value === null || value === undefined || value === '' ? (
    <span className="muted">—</span>
  ) : (
    String(value)
  )

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** A titled part of the panel, a named region for screen readers and tests. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="details__section" aria-label={title}>
      <h3 className="details__heading">{title}</h3>
      {children}
    </section>
  )
}

/** Label/value rows, each value shown as text (or a dash). */
export function PlainFields({ rows }: { rows: readonly (readonly [string, ShownValue])[] }) {
  return rows.map(([label, value]) => (
    <DetailField key={label} label={label}>
      {shown(value)}
    </DetailField>
  ))
}

/** The "Social links" section: each link opens in the browser (https only). */
export function SocialLinks({
  links,
}: {
  links: readonly (readonly [string, string | null | undefined])[]
}) {
  return (
    <DetailSection title="Social links">
      <dl className="details__list">
        {links.map(([label, href]) => (
          <DetailField key={label} label={label}>
            <ExternalLink href={href} />
          </DetailField>
        ))}
      </dl>
    </DetailSection>
  )
}

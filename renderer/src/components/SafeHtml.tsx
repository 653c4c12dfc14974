/**
 * HTML from the API (bios, disclaimer texts), sanitised with DOMPurify before it is shown.
 *
 * Formatting and links survive; scripts, handlers, styles, images and forms do
 * not. Links never navigate the app: https ones open in the browser, anything
 * else does nothing.
 */
import DOMPurify from 'dompurify'
import { useMemo, type MouseEvent } from 'react'
import { openInBrowser } from '../data/shell'

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'blockquote',
  'code',
]

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  })
}

function openLink(event: MouseEvent<HTMLElement>): void {
  const anchor = (event.target as Element).closest('a')
  if (!anchor) return
  event.preventDefault()
  const href = anchor.getAttribute('href') ?? ''
  if (/^https:\/\//i.test(href)) openInBrowser(href)
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html])
  if (clean.trim() === '') return <span className="muted">—</span>
  return (
    <div
      className={className}
      data-safe-html
      onClick={openLink}
      // Sanitised just above: the only HTML the renderer ever injects.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}

/** An external link from the data: opened in the browser when it is https, shown as text otherwise. */
export function ExternalLink({ href }: { href: string | null | undefined }) {
  if (!href) return <span className="muted">—</span>
  if (!/^https:\/\//i.test(href)) return <span className="mono">{href}</span>
  return (
    <a
      href={href}
      className="link"
      onClick={(event) => {
        event.preventDefault()
        openInBrowser(href)
      }}
    >
      {href}
    </a>
  )
}

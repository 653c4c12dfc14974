/**
 * The description, HTML: a text editor with buttons that wrap the selection
 * in the few tags the preview keeps, and the live preview beside it,
 * sanitised by the same rules as every other HTML from the API (SafeHtml).
 * The HTML itself is sent as written: what the service does with the rest
 * is its own, so the hint promises nothing about it.
 */
import { useId, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { SessionFormValues } from '@shared/sessions/session-form'
import { SafeHtml } from '@renderer/components/SafeHtml'
import { Labelled } from './SessionFields'

/** Each button: the text put before and after the selection (or a placeholder when none). */
const FORMATS = [
  { label: 'Bold', text: 'B', before: '<strong>', after: '</strong>', empty: 'bold text' },
  { label: 'Italic', text: 'I', before: '<em>', after: '</em>', empty: 'italic text' },
  {
    label: 'Bulleted list',
    text: '•',
    before: '<ul>\n  <li>',
    after: '</li>\n</ul>',
    empty: 'item',
  },
  { label: 'Link', text: '↗', before: '<a href="https://">', after: '</a>', empty: 'link text' },
] as const

export function DescriptionField() {
  const { register, setValue, getValues, formState } = useFormContext<SessionFormValues>()
  const html = useWatch<SessionFormValues, 'description'>({ name: 'description' })
  const id = useId()
  const area = useRef<HTMLTextAreaElement | null>(null)
  const { ref, ...field } = register('description')

  function wrap(format: (typeof FORMATS)[number]): void {
    const el = area.current
    if (!el) return
    const text = getValues('description')
    const [from, to] = [el.selectionStart, el.selectionEnd]
    const inner = text.slice(from, to) || format.empty
    const next = text.slice(0, from) + format.before + inner + format.after + text.slice(to)
    setValue('description', next, { shouldDirty: true, shouldValidate: true })
    // Keep the wrapped text selected, so a second format applies to it too.
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(from + format.before.length, from + format.before.length + inner.length)
    })
  }

  return (
    <div className="session-description">
      <Labelled
        label="Description (HTML)"
        htmlFor={id}
        error={formState.errors.description?.message}
        hint="Sent to the service as written. The preview shows what Stagehand displays of it: formatting and https links, without scripts, styles or images."
      >
        <div className="session-description__toolbar" role="toolbar" aria-label="Formatting">
          {FORMATS.map((f) => (
            <button
              key={f.label}
              type="button"
              className="session-description__format"
              aria-label={f.label}
              title={f.label}
              onClick={() => wrap(f)}
            >
              {f.text}
            </button>
          ))}
        </div>
        <textarea
          id={id}
          className="input session-description__text"
          {...field}
          ref={(el) => {
            ref(el)
            area.current = el
          }}
        />
      </Labelled>
      <div className="session-description__preview" data-testid="description-preview">
        <span className="field__label">Preview</span>
        <SafeHtml html={html} className="session-description__html" />
      </div>
    </div>
  )
}

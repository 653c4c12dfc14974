/**
 * The pager's page number, editable.
 *
 * Type a page and press Enter (or leave the field) to go there; Escape puts the
 * current page back. What cannot be a page is marked, explained and kept as
 * typed, and no request is made. The field follows the page when it changes by
 * other means (Next, a filter) unless it is being edited.
 */
import { useId, useState, type KeyboardEvent } from 'react'
import { parsePageInput } from './page-input'

interface Draft {
  text: string
  error: string | null
}

export interface PageNumberFieldProps {
  page: number
  onPage(page: number): void
}

export function PageNumberField({ page, onPage }: PageNumberFieldProps) {
  const errorId = useId()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [focused, setFocused] = useState(false)
  const [followedPage, setFollowedPage] = useState(page)
  if (page !== followedPage) {
    setFollowedPage(page)
    // A draft left behind (say, an invalid one) gives way to the page now on screen.
    if (!focused) setDraft(null)
  }

  function commit(): void {
    if (draft === null) return
    const parsed = parsePageInput(draft.text)
    if (!parsed.ok) {
      setDraft({ text: draft.text, error: parsed.message })
      return
    }
    setDraft(null)
    if (parsed.page !== page) onPage(parsed.page)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault()
      setDraft(null)
    }
  }

  const value = draft?.text ?? String(page)
  const error = draft?.error ?? null
  return (
    <span className="pager__page">
      <label className="pager__page-label">
        Page
        <input
          className="input pager__page-input"
          data-testid="page-number"
          aria-label="Page number"
          type="text"
          inputMode="numeric"
          enterKeyHint="go"
          autoComplete="off"
          spellCheck={false}
          size={Math.max(3, value.length + 1)}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const text = e.target.value
            // Once an error shows, follow the typing so it clears as soon as the page is good.
            const parsed = error ? parsePageInput(text) : null
            setDraft({ text, error: parsed && !parsed.ok ? parsed.message : null })
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            commit()
          }}
        />
      </label>
      {error ? (
        <span className="pager__error" id={errorId} role="alert" data-testid="page-number-error">
          {error}
        </span>
      ) : null}
    </span>
  )
}

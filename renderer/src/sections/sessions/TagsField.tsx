/**
 * Tags as chips.
 *
 * Type and press Enter (or Add) to add one, trimmed; a tag already there is
 * refused with why and the text kept; each chip can be moved left or right and
 * removed. The order is sent as shown.
 */
import { useState, type KeyboardEvent } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { tagProblem, type SessionFormValues } from '@shared/sessions/session-form'
import { Button } from '@renderer/components/Button'

export function TagsField() {
  const { control, formState, getValues } = useFormContext<SessionFormValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'tags' })
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function add(): void {
    const found = tagProblem(
      getValues('tags').map((t) => t.value),
      text,
    )
    if (found) {
      setProblem(found)
      return
    }
    append({ value: text.trim() }, { shouldFocus: false })
    setText('')
    setProblem(null)
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return
    // Enter adds the tag; it must not submit the whole form.
    event.preventDefault()
    add()
  }

  const tagErrors = formState.errors.tags
  return (
    <div className="field">
      <span className="field__label" id="session-tags-label">
        Tags
      </span>
      <ul className="session-tags" aria-labelledby="session-tags-label">
        {fields.map((field, index) => {
          const tag = field.value
          const error = Array.isArray(tagErrors) ? tagErrors[index]?.value?.message : undefined
          return (
            <li
              key={field.id}
              className={error ? 'session-tag session-tag--invalid' : 'session-tag'}
            >
              <span className="session-tag__text">{tag}</span>
              <button
                type="button"
                className="session-tag__button"
                aria-label={`Move ${tag} left`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="session-tag__button"
                aria-label={`Move ${tag} right`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ›
              </button>
              <button
                type="button"
                className="session-tag__button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => remove(index)}
              >
                ×
              </button>
              {error ? (
                <span className="field__error" data-testid="tag-error">
                  {error}
                </span>
              ) : null}
            </li>
          )
        })}
        {fields.length === 0 ? <li className="muted session-tags__none">No tags</li> : null}
      </ul>
      <div className="session-tags__add">
        <input
          className="input"
          aria-label="New tag"
          placeholder="Add a tag and press Enter"
          value={text}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
          }}
          onKeyDown={onKey}
        />
        <Button size="sm" onClick={add} disabled={text.trim() === ''}>
          Add tag
        </Button>
      </div>
      {problem ? (
        <p className="field__error" data-testid="tag-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}

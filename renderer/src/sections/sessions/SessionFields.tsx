/**
 * The editor's fields other than times and tags: title with a counter,
 * location (a known one or an ID), capacity, external reference and parent
 * session.
 */
import { useId, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import {
  TITLE_MAX,
  type SessionBaseline,
  type SessionFormValues,
} from '@shared/sessions/session-form'
import { cx } from '@renderer/components/Button'
import { Field } from '@renderer/components/Field'

/** Another location than the known ones: typed as an ID. */
const OTHER = '__other__'

function entryName(entry: CatalogEntry): string {
  const fromState = entry.state?.locationName ?? entry.state?.title
  return entry.label ?? (typeof fromState === 'string' ? fromState : entry.id)
}

export function Labelled({
  label,
  error,
  hint,
  children,
  htmlFor,
}: {
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
  htmlFor: string
}) {
  return (
    <div className={cx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? <p className="field__error">{error}</p> : null}
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  )
}

export function TitleField() {
  const { register, formState } = useFormContext<SessionFormValues>()
  const title = useWatch<SessionFormValues, 'title'>({ name: 'title' })
  return (
    <Field
      label="Title"
      error={formState.errors.title?.message}
      hint={
        <span data-testid="title-counter" className={cx(title.length > TITLE_MAX && 'over')}>
          {title.length} / {TITLE_MAX} characters
        </span>
      }
      {...register('title')}
    />
  )
}

export function LocationField({ locations }: { locations: CatalogEntry[] }) {
  const { register, setValue, formState } = useFormContext<SessionFormValues>()
  const locationId = useWatch<SessionFormValues, 'locationId'>({ name: 'locationId' })
  const selectId = useId()
  const trimmed = locationId.trim().toLowerCase()
  const known = locations.some((l) => l.id === trimmed)
  // Typing an ID stays chosen while the text is not (yet) a known location's.
  const [typing, setTyping] = useState(trimmed !== '' && !known)
  const choice = typing ? OTHER : trimmed
  const error = formState.errors.locationId?.message
  return (
    <Labelled
      label="Location"
      htmlFor={selectId}
      error={choice === OTHER ? undefined : error}
      hint="Choose one of the event's locations Stagehand knows, or type the ID of another."
    >
      <select
        id={selectId}
        className="input"
        value={choice}
        onChange={(e) => {
          const next = e.target.value
          setTyping(next === OTHER)
          if (next !== OTHER)
            setValue('locationId', next, { shouldDirty: true, shouldValidate: true })
        }}
      >
        <option value="">(none chosen)</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {entryName(l)}
          </option>
        ))}
        <option value={OTHER}>Another location (enter its ID)</option>
      </select>
      {choice === OTHER ? (
        <Field
          label="Location ID"
          className="session-location__id"
          spellCheck={false}
          placeholder="3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b"
          error={error}
          {...register('locationId')}
        />
      ) : null}
    </Labelled>
  )
}

export function CapacityField({
  remaining,
  virtual,
}: {
  remaining: number | null
  /** The last known location is virtual: the service ignores a capacity there. */
  virtual: boolean
}) {
  const { register, formState } = useFormContext<SessionFormValues>()
  return (
    <Field
      label="Total capacity"
      inputMode="numeric"
      error={formState.errors.totalCapacity?.message}
      hint={
        <>
          Places for attendees, a whole number from 0. It does not apply to virtual sessions: the
          service ignores it there.
          {remaining !== null ? (
            <span data-testid="remaining-capacity"> Remaining now: {remaining}.</span>
          ) : null}
          {virtual ? (
            <strong data-testid="capacity-virtual">
              {' '}
              This session is virtual: a capacity typed here changes nothing.
            </strong>
          ) : null}
        </>
      }
      {...register('totalCapacity')}
    />
  )
}

export function ParentField({
  sessions,
  sessionId,
  baseline,
}: {
  sessions: CatalogEntry[]
  sessionId: string
  baseline: SessionBaseline
}) {
  const { register, formState } = useFormContext<SessionFormValues>()
  const current = useWatch<SessionFormValues, 'parentSessionId'>({ name: 'parentSessionId' })
  const id = useId()
  const others = sessions.filter((s) => s.id !== sessionId)
  const listed = current === '' || others.some((s) => s.id === current)
  return (
    <Labelled label="Parent session" htmlFor={id} error={formState.errors.parentSessionId?.message}>
      <select id={id} className="input" {...register('parentSessionId')}>
        <option value="">
          {baseline.parentSessionId === null ? '(unknown: left unchanged)' : 'No parent session'}
        </option>
        {listed ? null : <option value={current}>{current}</option>}
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {entryName(s)}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

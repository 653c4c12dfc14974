/**
 * Pure pieces of a save: what the catalog's copy of a session looks like
 * while the change is on its way (the optimistic state), and where each of
 * the service's field errors goes (its form field, or above the form).
 */
import type { SessionUpdate } from '@shared/api/schemas'
import {
  FIELD_LABEL,
  FORM_FIELD_OF,
  type EditableField,
  type SessionFormField,
} from '@shared/sessions/session-form'

/** The last known state with `changes` applied; a new location is known by its ID only. */
export function optimisticState(
  state: Record<string, unknown> | null,
  changes: SessionUpdate,
): Record<string, unknown> {
  const { locationId, ...rest } = changes
  const next: Record<string, unknown> = { ...state, ...rest }
  if (locationId !== undefined) next.location = [{ locationId }]
  return next
}

export interface PlacedErrors {
  onFields: { field: SessionFormField; message: string }[]
  /** Errors about no field of the form, shown above it as `name: message`. */
  others: string[]
}

/** The service's `errors` map: "locationId" → the Location field, "Location: is not …". */
export function placeFieldErrors(fieldErrors: Record<string, string> | undefined): PlacedErrors {
  const placed: PlacedErrors = { onFields: [], others: [] }
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    if (!Object.hasOwn(FORM_FIELD_OF, key)) {
      placed.others.push(`${key}: ${message}`)
      continue
    }
    const label = FIELD_LABEL[key as EditableField]
    placed.onFields.push({
      field: FORM_FIELD_OF[key as EditableField],
      message: message.toLowerCase().startsWith(label.toLowerCase())
        ? message
        : `${label}: ${message}`,
    })
  }
  return placed
}

/** True when the last known location of the session is virtual (the service ignores capacity there). */
export function isVirtual(state: Record<string, unknown> | null | undefined): boolean {
  const location = Array.isArray(state?.location) ? (state.location[0] as unknown) : null
  return (
    typeof location === 'object' &&
    location !== null &&
    (location as { type?: unknown }).type === 'VIRTUAL'
  )
}

/**
 * The session editor's form.
 *
 * Its values, what the service was last seen to hold (the baseline), and the
 * one set of rules, built on the update body's own schema
 * (`sessionUpdateSchema`, docs/api-decisions.md "Session update"). A field
 * whose old value was never seen and is left empty is left unchanged.
 */
import { z } from 'zod'
import { sessionUpdateSchema, type SessionUpdate } from '../api/schemas'
import { isTimeZone, resolveWallTime, utcToWallTime } from './zoned-time'

export const TITLE_MAX = sessionUpdateSchema.shape.title.unwrap().maxLength ?? 500

/** What the form holds. Times are wall times in `timeZone`; capacity is the text typed. */
export const sessionFormValuesSchema = z.object({
  title: z.string(),
  timeZone: z.string(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
  locationId: z.string(),
  totalCapacity: z.string(),
  externalRefId: z.string(),
  parentSessionId: z.string(),
  tags: z.array(z.object({ value: z.string() })),
})
export type SessionFormValues = z.infer<typeof sessionFormValuesSchema>
export type SessionFormField = keyof SessionFormValues

/** The session's last known values; null where never seen. */
export interface SessionBaseline {
  title: string | null
  startDateTime: string | null
  endDateTime: string | null
  description: string | null
  locationId: string | null
  totalCapacity: number | null
  externalRefId: string | null
  parentSessionId: string | null
  tags: string[] | null
}

/** A session none of whose values Stagehand has seen. */
export const UNKNOWN_BASELINE: SessionBaseline = {
  title: null,
  startDateTime: null,
  endDateTime: null,
  description: null,
  locationId: null,
  totalCapacity: null,
  externalRefId: null,
  parentSessionId: null,
  tags: null,
}

/** Fields of the update body the editor can send (never the deprecated availableSpots). */
export type EditableField = Exclude<keyof SessionUpdate, 'availableSpots'>

/** Body field → form field, so the service's `errors` land on the right input. */
export const FORM_FIELD_OF: Record<EditableField, SessionFormField> = {
  title: 'title',
  startDateTime: 'start',
  endDateTime: 'end',
  description: 'description',
  locationId: 'locationId',
  totalCapacity: 'totalCapacity',
  externalRefId: 'externalRefId',
  parentSessionId: 'parentSessionId',
  tags: 'tags',
}

export const FIELD_LABEL: Record<EditableField, string> = {
  title: 'Title',
  startDateTime: 'Start',
  endDateTime: 'End',
  description: 'Description',
  locationId: 'Location',
  totalCapacity: 'Total capacity',
  externalRefId: 'External reference',
  parentSessionId: 'Parent session',
  tags: 'Tags',
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** The baseline from a catalog entry's last known state (a Session, or part of one). */
export function baselineFromState(state: Record<string, unknown> | null): SessionBaseline {
  const s = state ?? {}
  const location = Array.isArray(s.location) ? (s.location[0] as Record<string, unknown>) : null
  const tags = Array.isArray(s.tags)
    ? s.tags.filter((t): t is string => typeof t === 'string')
    : null
  return {
    title: text(s.title),
    startDateTime: text(s.startDateTime),
    endDateTime: text(s.endDateTime),
    description: text(s.description),
    // An online-only session names a location with an empty ID: no location to keep.
    locationId: text(location?.locationId) || text(s.locationId) || null,
    totalCapacity: typeof s.totalCapacity === 'number' ? s.totalCapacity : null,
    externalRefId: text(s.externalRefId),
    parentSessionId: text(s.parentSessionId),
    tags,
  }
}

/** True when nothing at all is known about the session's values. */
export function baselineUnknown(b: SessionBaseline): boolean {
  return Object.values(b).every((v) => v === null)
}

export function formValuesFrom(b: SessionBaseline, timeZone: string): SessionFormValues {
  return {
    title: b.title ?? '',
    timeZone,
    start: (b.startDateTime && utcToWallTime(b.startDateTime, timeZone)) || '',
    end: (b.endDateTime && utcToWallTime(b.endDateTime, timeZone)) || '',
    description: b.description ?? '',
    locationId: b.locationId ?? '',
    totalCapacity: b.totalCapacity === null ? '' : String(b.totalCapacity),
    externalRefId: b.externalRefId ?? '',
    parentSessionId: b.parentSessionId ?? '',
    tags: (b.tags ?? []).map((value) => ({ value })),
  }
}

/** A wall time as the UTC instant sent to the service, or null when it names none. */
export function wallToUtc(wall: string, zone: string): string | null {
  const r = resolveWallTime(wall, zone)
  return r.kind === 'invalid' ? null : r.utc
}

const sameInstant = (a: string | null, b: string | null) =>
  a !== null && b !== null && Date.parse(a) === Date.parse(b)

/**
 * The partial update body: only what differs from the baseline.
 *
 * An empty field whose old value is unknown is no change; tags in a new order
 * are one.
 */
export function sessionChanges(b: SessionBaseline, v: SessionFormValues): SessionUpdate {
  const out: SessionUpdate = {}
  const textField = (field: 'title' | 'description' | 'externalRefId' | 'parentSessionId') => {
    const value = v[field]
    const old = b[field]
    if (old === null ? value !== '' : value !== old) out[field] = value
  }
  textField('title')
  for (const [field, wall] of [
    ['startDateTime', v.start],
    ['endDateTime', v.end],
  ] as const) {
    if (wall === '') continue
    const utc = wallToUtc(wall, v.timeZone) ?? wall
    if (!sameInstant(utc, b[field])) out[field] = utc
  }
  textField('description')
  const locationId = v.locationId.trim().toLowerCase()
  if (locationId !== '' && locationId !== b.locationId) out.locationId = locationId
  const capacity = v.totalCapacity.trim()
  if (capacity !== '') {
    const n = /^\d+$/.test(capacity) ? Number(capacity) : Number.NaN
    if (n !== b.totalCapacity) out.totalCapacity = n
  }
  textField('externalRefId')
  textField('parentSessionId')
  const tags = v.tags.map((t) => t.value.trim())
  const oldTags = b.tags ?? []
  if (tags.length !== oldTags.length || tags.some((t, i) => t !== oldTags[i])) out.tags = tags
  return out
}

/** Why `tag` cannot join `existing` (trimmed, compared without case), or null. */
export function tagProblem(existing: string[], tag: string): string | null {
  const trimmed = tag.trim()
  if (trimmed === '') return 'A tag cannot be empty: type one or remove it'
  if (existing.some((t) => t.trim().toLowerCase() === trimmed.toLowerCase()))
    return `“${trimmed}” is already a tag`
  return null
}

/** The form's rules: the update body's schema on what changed, plus what only a form can check. */
export function sessionFormSchema(b: SessionBaseline) {
  return sessionFormValuesSchema.superRefine((v, ctx) =>
    sessionFormIssues(b, v).forEach(({ path, message }) =>
      ctx.addIssue({ code: 'custom', path, message }),
    ),
  )
}

/** One broken rule of the form: the field (and tag index) and what is wrong. */
export interface SessionFormIssue {
  path: [SessionFormField] | ['tags', number, 'value']
  message: string
}

/**
 * The rules of `sessionFormSchema` on values already well formed.
 *
 * For callers checking many sessions at once (a spreadsheet import): one
 * schema per baseline would be compiled anew for each.
 */
export function sessionFormIssues(b: SessionBaseline, v: SessionFormValues): SessionFormIssue[] {
  const issues: SessionFormIssue[] = []
  const issue = (field: SessionFormField, message: string, index?: number) =>
    issues.push({
      path: index === undefined ? [field] : ['tags', index, 'value'],
      message,
    })
  const zoneKnown = isTimeZone(v.timeZone)
  if (!zoneKnown) issue('timeZone', 'Choose a time zone from the list (e.g. Europe/Berlin)')
  if (b.title !== null && v.title.trim() === '')
    issue('title', 'A session needs a title: type one (the service refuses an empty title)')
  for (const [field, label] of [
    ['start', 'start'],
    ['end', 'end'],
  ] as const) {
    const old = field === 'start' ? b.startDateTime : b.endDateTime
    if (v[field] === '' && old !== null) issue(field, `Enter the ${label} date and time`)
    // Without a zone a wall time cannot be read; the zone's own error says what to do.
    else if (zoneKnown && v[field] !== '' && wallToUtc(v[field], v.timeZone) === null)
      issue(field, `Enter the ${label} as a date and a time, e.g. 2026-05-12 09:00`)
  }
  const start = v.start === '' ? b.startDateTime : wallToUtc(v.start, v.timeZone)
  const end = v.end === '' ? b.endDateTime : wallToUtc(v.end, v.timeZone)
  if (start && end && Date.parse(end) <= Date.parse(start))
    issue('end', 'The end must be after the start')
  if (v.locationId.trim() === '' && b.locationId !== null)
    issue('locationId', 'Choose a location: a session cannot be left without one here')
  const capacity = v.totalCapacity.trim()
  if (capacity === '' && b.totalCapacity !== null)
    issue('totalCapacity', 'Enter a capacity (0 or more)')
  else if (capacity !== '' && !/^\d+$/.test(capacity))
    issue('totalCapacity', 'Enter a whole number of places, 0 or more (no sign, no decimals)')
  v.tags.forEach((t, i) => {
    const problem = tagProblem(
      v.tags.slice(0, i).map((earlier) => earlier.value),
      t.value,
    )
    if (problem) issue('tags', problem, i)
  })
  // The body's own schema, on exactly what would be sent.
  const body = sessionUpdateSchema.safeParse(sessionChanges(b, v))
  if (!body.success) {
    for (const problem of body.error.issues) {
      const key = String(problem.path[0] ?? '') as EditableField
      const field = FORM_FIELD_OF[key]
      if (field && !(field === 'totalCapacity' && !/^\d+$/.test(capacity)))
        issue(field, `${FIELD_LABEL[key]} ${problem.message}`)
    }
  }
  return issues
}
